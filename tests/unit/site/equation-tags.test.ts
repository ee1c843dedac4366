// The solver's comments cite the equations they implement as [eq:…]; the pages display steps with
// those ids. Both directions are checked, so code and text cannot drift apart silently.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAPTERS, DERIVATIONS } from '../../../src/site/chapters';
import { SOLVER_TAGS } from '../solver/tags';

const root = join(import.meta.dirname, '../../..');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/** The page each step prefix belongs to: every chapter's (src/chapters/<slug>/chapter.ts). */
const PREFIX_PAGE = new Map(CHAPTERS.map((c) => [c.prefix, c.slug]));
/** The prefix of a tag: `ni` in eq:ni-k. */
const prefixOf = (tag: string) => tag.split('-')[0]!.slice('eq:'.length);
const stepIds = new Set(DERIVATIONS.flatMap((d) => d.steps.map((s) => s.id)));
const pagesWithSteps = new Set(DERIVATIONS.map((d) => d.page));
const mdxStepUses = files(join(root, 'content'), '.mdx').flatMap((f) =>
  [...readFileSync(f, 'utf8').matchAll(/<Step id="([^"]+)"/g)].map((m) => ({ file: f, id: m[1]! })),
);

describe('equation tags', () => {
  it('every tag prefix in the solver belongs to a chapter there is', () => {
    for (const tag of SOLVER_TAGS) expect(PREFIX_PAGE.get(prefixOf(tag)), tag).toBeDefined();
  });

  it('every tag in the solver names a displayed step, for pages that are written', () => {
    const missing = [...SOLVER_TAGS].filter(
      (t) => pagesWithSteps.has(PREFIX_PAGE.get(prefixOf(t))!) && !stepIds.has(t),
    );
    expect(missing).toEqual([]);
  });

  it('every page displays its steps in the order they are numbered', () => {
    // A step's number is its place in the derivation (src/site/chapters.ts): out of order, the
    // page would show (15) before (14).
    for (const d of DERIVATIONS) {
      const uses = mdxStepUses.filter((u) => u.file.endsWith(`${d.page}.mdx`)).map((u) => u.id);
      expect(uses, d.page).toEqual(d.steps.map((s) => s.id));
    }
  });

  it('every step is displayed on its page exactly once, and every displayed step exists', () => {
    for (const d of DERIVATIONS) {
      const uses = mdxStepUses.filter((u) => u.file.endsWith(`${d.page}.mdx`)).map((u) => u.id);
      expect([...uses].sort()).toEqual(d.steps.map((s) => s.id).sort());
    }
    for (const u of mdxStepUses) expect(stepIds.has(u.id), `${u.file}: ${u.id}`).toBe(true);
  });
});
