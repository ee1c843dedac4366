// The solver's comments cite the equations they implement as [eq:…]; the pages display steps with
// those ids. Both directions are checked, so code and text cannot drift apart silently.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DERIVATIONS } from '../../../src/site/chapters';

const root = join(import.meta.dirname, '../../..');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/** Page each tag prefix belongs to. */
const PREFIX_PAGE: Record<string, string> = {
  ni: 'normal-impulse',
  em: 'effective-mass',
  fr: 'friction-clamping',
  rj: 'revolute-joint',
  sp: 'sphere-impulse',
};

const solverTags = new Set(
  files(join(root, 'src/solver'), '.ts').flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/\[(eq:[a-z]+-[a-z0-9-]+)\]/g)].map((m) => m[1]!),
  ),
);
const stepIds = new Set(DERIVATIONS.flatMap((d) => d.steps.map((s) => s.id)));
const pagesWithSteps = new Set(DERIVATIONS.map((d) => d.page));
const mdxStepUses = files(join(root, 'content'), '.mdx').flatMap((f) =>
  [...readFileSync(f, 'utf8').matchAll(/<Step id="([^"]+)"/g)].map((m) => ({ file: f, id: m[1]! })),
);

describe('equation tags', () => {
  it('every tag prefix in the solver belongs to a known page', () => {
    for (const tag of solverTags) expect(PREFIX_PAGE[tag.split('-')[0]!.slice(3)], tag).toBeDefined();
  });

  it('every tag in the solver names a displayed step, for pages that are written', () => {
    const missing = [...solverTags].filter(
      (t) => pagesWithSteps.has(PREFIX_PAGE[t.split('-')[0]!.slice(3)]!) && !stepIds.has(t),
    );
    expect(missing).toEqual([]);
  });

  it('the normal-impulse page has its equations tagged in the solver', () => {
    expect([...solverTags].filter((t) => t.startsWith('eq:ni-')).length).toBeGreaterThanOrEqual(5);
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
