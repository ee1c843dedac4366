// Every prediction's reveal states numbers that answer it (src/chapters/<slug>/reveals.ts), and those
// numbers say what its correct choice says: each page's claims (tests/unit/site/<slug>.reveals.ts)
// read the lines' values at the question's and the answer's configuration and hold them to reference
// values and to the answer (j grows by a third, det K is 0, the soft step never rises past rest).
// The served slide's text is checked against the same lines in tests/static/classroom.test.ts.
import { describe, expect, it } from 'vitest';
import type { PredictExercise } from '../../../src/kit/exercises/model';
import { evaluateLine } from '../../../src/kit/exercises/reveal';
import { CHAPTERS } from '../../../src/site/chapters';
import type { Claims, LineAt } from './reveals-support';

/** Per page, what its reveals' numbers must say (tests/unit/site/<slug>.reveals.ts). */
const CLAIMS: Record<string, Claims> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Claims }>('./*.reveals.ts', { eager: true })).map(
    ([path, m]) => [/([^/]+)\.reveals\.ts$/.exec(path)![1]!, m.default],
  ),
);

const predictions = (slug: string) =>
  CHAPTERS.find((c) => c.slug === slug)!.exercises.filter((e): e is PredictExercise => e.kind === 'predict');

describe.each(CHAPTERS.map((c) => [c.slug, c] as const))('the reveals of %s', (slug, c) => {
  it('every prediction has a line, and a claim about its numbers; neither names another', () => {
    const ids = predictions(slug).map((p) => p.id);
    for (const id of ids) expect(c.reveals[id]?.length ?? 0, id).toBeGreaterThan(0);
    expect(Object.keys(c.reveals).sort()).toEqual([...ids].sort());
    expect(Object.keys(CLAIMS[slug] ?? {}).sort(), `tests/unit/site/${slug}.reveals.ts`).toEqual(
      [...ids].sort(),
    );
  });

  it.each(predictions(slug).map((p) => [p.id, p] as const))('%s: its numbers say its answer', (id, p) => {
    const lines: LineAt[] = c.reveals[id]!.map((line) => {
      const from = evaluateLine(line, c.derivation, p.link.from ?? {});
      const to = evaluateLine(line, c.derivation, p.link.query);
      return { label: line.label, from: [...from.values], to: [...to.values], notes: [from.note, to.note] };
    });
    CLAIMS[slug]![id]!(lines);
  });
});
