// The step TeX is for the build only (declared beside the values in src/chapters/<slug>/steps.ts,
// rendered to MathML when the pages are built; src/lib/server-only.ts cuts it out of the client
// build): no JavaScript file of the built site holds any of it.
//
// Mutations this catches: the cut switched off or missing a property (a side's label, a step's
// symbols), a constant only the TeX used left in a chunk (String.raw not known to be pure), a step's
// TeX copied into client code, the TeX symbol tables shipped with a chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAPTERS } from '../../src/site/chapters';
import { COMBINE_RULES } from '../../src/solver/combine';
import { builtJsFiles, requireBuild, DIST } from './built';

requireBuild(DIST, 'npm run build');

/** Whether the code holds this TeX, as written or with its backslashes escaped (in a literal). */
const holds = (code: string, tex: string) =>
  code.includes(tex) || code.includes(tex.replaceAll('\\', '\\\\'));

test('no JavaScript file of the built site holds a derivation step’s TeX', () => {
  // Every script the site serves: the islands' chunks in _astro/, the solver module, the service
  // worker and its registration.
  const files = builtJsFiles().map((name) => ({ name, code: readFileSync(join(DIST, name), 'utf8') }));
  expect(
    files.filter((f) => f.name.startsWith('_astro/')).length,
    `JavaScript files in ${DIST}/_astro`,
  ).toBeGreaterThan(10);

  // Every equation, label and symbol key with a TeX command in it (shorter TeX, such as `j` or
  // `v_n`, could be any code's).
  const tex = new Set<string>();
  for (const d of CHAPTERS.map((c) => c.tex)) {
    for (const key of Object.keys(d.symbols ?? {})) tex.add(key);
    for (const step of d.steps) {
      tex.add(step.tex);
      for (const row of step.rows) for (const side of row.sides) tex.add(side.tex);
      for (const key of Object.keys(step.symbols ?? {})) tex.add(key);
    }
  }
  const distinctive = [...tex].filter((t) => t.length >= 8 && /\\[a-zA-Z]+/.test(t));
  expect(distinctive.length, 'step TeX strings searched for').toBeGreaterThan(500);

  // The search finds TeX that is meant to ship: the friction-combining rules' formulas, which a
  // widget shows (src/solver/combine.ts).
  const shipped = Object.values(COMBINE_RULES).map((r) => r.tex);
  expect(shipped.filter((t) => !files.some((f) => holds(f.code, t)))).toEqual([]);

  const found = files.flatMap((f) =>
    distinctive.filter((t) => holds(f.code, t)).map((t) => `${f.name}: ${t}`),
  );
  expect(found).toEqual([]);
  // Every page writes its vectors in bold: any step TeX at all would bring a \mathbf along.
  expect(files.filter((f) => holds(f.code, String.raw`\mathbf`)).map((f) => f.name)).toEqual([]);
});
