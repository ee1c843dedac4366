// The solver's code in a browser: what needs one. The module /code/ links imports under the site's
// CSP and answers as the page's example says; every chapter's step frame shows, for its sample
// query, what the step's plug-in numbers print. A step's "Code" disclosure, its frame following the
// page, links, Copy, the deck's C and the handout's print, a frame on its own: on the first page,
// in the spec named for that page (tests/e2e/<slug>.code.spec.ts).
//
// What the pages say as served (links, disclosures under exactly the tagged steps, each frame's
// lines the file's own, porting notes, the example shown) is tests/static/code.test.ts; the values
// the instrumented solver gives at every chapter's sample and at bad links, tests/unit/site/
// code-values.test.ts; the module itself against src/solver, tests/unit/solver/download.test.ts.
import { existsSync, readdirSync } from 'node:fs';
import { test, expect, axeViolations, darkColourViolations } from './support';
import type { AnyCodeValues } from '../../src/kit/code/values';
import { parseParams } from '../../src/params/url';
import { evaluateSteps } from '../../src/kit/steps/define';
import { fmtStepValue } from '../../src/lib/format';

test.describe.configure({ timeout: 180_000 });

test('/code/: the module it links imports under the CSP and answers as its example says; axe finds nothing, light or dark', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/code/');
  const href = await page.locator('#download ~ ul a[download]').first().getAttribute('href');
  // The example's first collision, through the served module, as its comments state it.
  const r = await page.evaluate(async (url) => {
    const m = await import(url);
    const a = { invMass: 1 / 2, invInertia: 4, v: m.vec2(3, 0), w: 0 };
    const b = { invMass: 1, invInertia: 8, v: m.vec2(-1, 0), w: 0 };
    const hit = m.normalImpulse2(a, b, { rA: m.vec2(0.5, 0), rB: m.vec2(-0.5, 0), n: m.vec2(1, 0) }, 0.5);
    return { vn: hit.vn, j: hit.j, va: hit.a.v.x, vb: hit.b.v.x };
  }, href!);
  expect(r.vn).toBe(-4);
  expect(r.j).toBeCloseTo(4, 12);
  expect(r.va).toBeCloseTo(1, 12);
  expect(r.vb).toBeCloseTo(3, 12);
  expect(await axeViolations(page)).toEqual([]);
  expect(await darkColourViolations(page)).toEqual([]);
});

/** The chapters that say how their page calls the solver (src/chapters/<slug>/code-values.ts). */
const VALUE_CHAPTERS = readdirSync(new URL('../../src/chapters/', import.meta.url)).filter((slug) =>
  existsSync(new URL(`../../src/chapters/${slug}/code-values.ts`, import.meta.url)),
);

test("every chapter's step frame shows, for its sample query, the value the step's plug-in numbers print there", async ({
  page,
}) => {
  expect(VALUE_CHAPTERS.length).toBeGreaterThan(1);
  for (const slug of VALUE_CHAPTERS) {
    const { default: chapter } = (await import(`../../src/chapters/${slug}/code-values.ts`)) as {
      default: AnyCodeValues;
    };
    const { query, step: id, row, side, fn, name } = chapter.sample;
    // What the page's plug-in row prints at that query (tests/unit/site/code-values.test.ts ties the
    // two together in Node; here, the built frame of each chapter loads its own traced code).
    const values = parseParams(chapter.derivation.params, query).values;
    const printed = evaluateSteps(chapter.derivation, values).find((s) => s.id === id)!.values![row]![side]!;
    // Standalone, a frame reads its own query, as framed it reads its page's.
    await page.goto(`/code/step/${id.slice('eq:'.length)}/${query}`);
    // The last value noted under the name (a loop's line says how often it ran).
    const value = page.locator(`[data-trace-fn="${fn}"] [data-name="${name}"] .v`).last();
    await expect(value, slug).toHaveText(/\d/, { timeout: 30_000 });
    const shown = ((await value.textContent()) ?? '').replace(/ \(last of \d+\)$/, '');
    expect(shown, `${slug}: ${id}`).toBe(fmtStepValue(printed));
  }
});
