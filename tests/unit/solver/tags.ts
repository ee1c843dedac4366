// The equation tags in the solver's comments ("// [eq:ni-k] …"): the id of the displayed step that
// each piece of code implements. Pages own the equations; the tests read the tags from here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOLVER = join(import.meta.dirname, '../../../src/solver');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every `[eq:…]` tag in src/solver, once each, well-formed or not (the tests check the form). */
export const SOLVER_TAGS: ReadonlySet<string> = new Set(
  files(SOLVER).flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/\[(eq:[^\]\s]+)\]/g)].map((m) => m[1] as string),
  ),
);
