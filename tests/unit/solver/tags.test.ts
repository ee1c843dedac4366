// The solver's comments tag each derivation step with the id of its equation on a page
// ("[eq:ni-k]"). Pages own the equations; this test only keeps the ids well-formed and checks
// that the normal-impulse derivation is fully tagged.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, '../../../src/solver');
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
const tags = new Set(
  files.flatMap((f) =>
    [...readFileSync(join(dir, f), 'utf8').matchAll(/\[(eq:[^\]\s]+)\]/g)].map((m) => m[1] as string),
  ),
);

/** The normal-impulse steps the brief asked the solver to carry (the page has more). */
const NORMAL_IMPULSE_CORE = [
  'eq:ni-impulse-linear',
  'eq:ni-impulse-angular',
  'eq:ni-contact-velocity',
  'eq:ni-relative-velocity',
  'eq:ni-restitution',
  'eq:ni-k',
  'eq:ni-j',
  'eq:ni-meff',
];

describe('equation tags in the solver', () => {
  it('are lower-case ids with a page prefix: ni, em, fr, rj or sp', () => {
    expect(tags.size).toBeGreaterThan(20);
    for (const tag of tags) expect(tag).toMatch(/^eq:(ni|em|fr|rj|sp)-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('include every core step of the normal-impulse page', () => {
    // Whether each tag names a step that exists on its page is checked in tests/unit/site.
    for (const id of NORMAL_IMPULSE_CORE) expect(tags.has(id), id).toBe(true);
  });
});
