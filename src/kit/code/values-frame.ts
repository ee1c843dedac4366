// The live values of a step's code frame (/code/step/<id>/): each region's function run on the
// configuration of the page around the frame, its locals shown at the end of the lines that note
// them, or in a table under the region for lines it does not show (values.ts). This script loads in the frame only, which the
// page fetches when the reader opens the step's "Code": the chapter page itself loads nothing more.
//
// The configuration is the page's URL query, which its widgets rewrite as the reader scrubs
// (src/params/store.ts). The frame is the same site's, so it reads the page's address; while its
// disclosure is open and the frame's document is shown, a cheap timer compares the query with the
// last one and reruns the functions when it changed. On its own (not framed) the frame reads its
// own query.
import {
  functionValues,
  type AnyCodeValues,
  type FunctionValues,
  type LocalValue,
  type TracedModule,
} from './values';

type Loaders<T> = Record<string, () => Promise<T>>;

export interface FrameSources {
  /** Each chapter's code-values.ts, by path (`…/chapters/<slug>/code-values.ts`). */
  chapters: Loaders<{ default: AnyCodeValues }>;
  /** Each solver file's instrumented copy, by path (`…/solver/<file>.ts`). */
  solver: Loaders<unknown>;
}

const POLL_MS = 300;
const BOX_ID = 'code-values-on';

function pageSearch(): string {
  try {
    if (window.parent !== window) return window.parent.location.search;
  } catch {
    // A frame put on another site's page cannot read its address: use the frame's own.
  }
  return window.location.search;
}

/** Whether the reader can see the frame: its document shown and, when framed, its disclosure open. */
function seen(): boolean {
  if (document.visibilityState === 'hidden') return false;
  const details = window.frameElement?.closest('details');
  return !details || details.open;
}

const pick = <T>(loaders: Loaders<T>, part: string) =>
  Object.entries(loaders).find(([path]) => path.includes(part))?.[1];

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  cls?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** A value as shown: its name and its text (in `.v`, what the tests read), by name. */
function valueItem(l: LocalValue, tag: 'span' | 'tr'): HTMLElement {
  const text = l.times > 1 ? `${l.text} (last of ${l.times})` : l.text;
  if (tag === 'span') {
    const item = el('span', `${l.name} = `);
    item.dataset.name = l.name;
    item.append(el('span', text, 'v'));
    return item;
  }
  const row = el('tr');
  row.dataset.name = l.name;
  row.append(el('td', String(l.line)), el('td', l.name), el('td', text, 'v'));
  return row;
}

/**
 * A region's values: at the end of each shown line that noted some, as a comment would be, and
 * those noted on lines the region does not show (a long function's) in a table under it.
 */
function showRegion(region: HTMLElement, fn: string, v: FunctionValues): void {
  region.querySelectorAll('.code-value').forEach((n) => n.remove());
  const box = region.querySelector<HTMLElement>('.code-values')!;
  box.replaceChildren();
  box.hidden = false;
  if (v.locals === null) {
    box.append(el('p', `The page does not call ${fn}() itself, so there are no values to show here.`));
    return;
  }
  if (v.error !== null) box.append(el('p', `${fn}() stopped: ${v.error}`));
  const first = Number(region.dataset.first);
  const lines = region.querySelectorAll<HTMLElement>('.code-lines .line');
  const unseen: LocalValue[] = [];
  const notes = new Map<HTMLElement, HTMLElement>();
  for (const l of v.locals) {
    const line = lines[l.line - first];
    if (!line) {
      unseen.push(l);
      continue;
    }
    let note = notes.get(line);
    if (note) note.append(', ');
    else {
      note = el('span', '  // ', 'code-value');
      notes.set(line, note);
      line.append(note);
    }
    note.append(valueItem(l, 'span'));
  }
  if (unseen.length === 0) {
    box.hidden = box.childElementCount === 0;
    return;
  }
  const table = el('table', undefined, 'code-values-table');
  table.append(el('caption', `${fn}(): values on lines not shown above`), el('thead'), el('tbody'));
  const head = el('tr');
  for (const h of ['Line', 'Name', 'Value']) {
    const th = el('th', h);
    th.scope = 'col';
    head.append(th);
  }
  table.tHead!.append(head);
  table.tBodies[0]!.append(...unseen.map((l) => valueItem(l, 'tr')));
  box.append(table);
}

export async function startCodeValues({ chapters, solver }: FrameSources): Promise<void> {
  const slug = document.body.dataset.chapter;
  const load = slug ? pick(chapters, `/chapters/${slug}/`) : undefined;
  const regions = [...document.querySelectorAll<HTMLElement>('[data-trace-fn]')];
  if (!load || regions.length === 0) return;
  const chapter = (await load()).default;
  const modules = new Map<string, TracedModule>();
  for (const r of regions) {
    const file = r.dataset.traceFile!;
    const loadFile = pick(solver, `/solver/${file}.ts`);
    if (loadFile && !modules.has(file)) modules.set(file, (await loadFile()) as TracedModule);
  }

  const box = document.getElementById(BOX_ID) as HTMLInputElement | null;
  const notices = document.querySelector<HTMLElement>('.code-values-notices');
  let last: string | null = null;
  const render = () => {
    const on = !!box?.checked;
    document.body.classList.toggle('code-values-on', on);
    if (!on) return;
    const search = pageSearch();
    if (search === last) return;
    last = search;
    let said: string[] = [];
    for (const r of regions) {
      const fn = r.dataset.traceFn!;
      const mod = modules.get(r.dataset.traceFile!);
      if (!mod) continue;
      const v = functionValues(chapter, search, fn, mod);
      said = [...v.notices, ...(v.notice ? [v.notice] : [])];
      showRegion(r, fn, v);
    }
    if (notices) {
      notices.replaceChildren(...said.map((s) => el('p', s)));
      notices.hidden = said.length === 0;
    }
    fitFrame();
  };
  box?.addEventListener('change', () => {
    last = null;
    render();
    fitFrame();
  });
  box?.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
  render();
  setInterval(() => {
    if (seen()) render();
  }, POLL_MS);
}

/** Grow the frame to its content, as its build-time height does for the lines alone (code.css caps it). */
function fitFrame(): void {
  const frame = window.frameElement as HTMLElement | null;
  if (frame) frame.style.height = `${Math.ceil(document.body.getBoundingClientRect().height)}px`;
}
