// Which exercise variants the reader solved: kept in this browser's localStorage only, never sent
// anywhere. Storage may be unavailable (private windows, blocked cookies): then nothing is kept.
const KEY = 'impulse-notebook:exercises';

type Progress = Record<string, number[]>;

function load(): Progress {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Progress) : {};
  } catch {
    return {};
  }
}

const entry = (page: string, id: string) => `${page}/${id}`;

export function isSolved(page: string, id: string, seed: number): boolean {
  const seeds = load()[entry(page, id)];
  return Array.isArray(seeds) && seeds.includes(seed);
}

export function markSolved(page: string, id: string, seed: number): void {
  try {
    const all = load();
    const seeds = Array.isArray(all[entry(page, id)]) ? all[entry(page, id)]! : [];
    if (!seeds.includes(seed)) all[entry(page, id)] = [...seeds, seed].slice(-50);
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Nothing to keep progress in: the exercise still works.
  }
}
