// Every readout, notice and degenerate-case sentence of every widget, at its defaults and in the
// regimes its configurations reach, against values computed from the chapters' scenarios by each
// chapter's declaration (tests/unit/widgets/<slug>.readouts.ts; shapes and helpers in readouts.ts),
// never against the page's own output; and the geometry of the page's key figures. The widgets are
// rendered in Node as the hydrated page shows them at each configuration's link (render.ts). Then:
// every page has a declaration with every widget its manifest lists, no readout a widget shows is
// one that no configuration asserts, and the link the browser test opens changes every widget.
// tests/e2e/readouts.spec.ts opens that link in a browser, for what only hydration can show. (The
// stack's run is its chapter's declared scrubs' (tests/e2e/<slug>.scrubs.ts, the laptop walk); here the stack is paused at t = 0.)
//
// Mutations these tests catch (each tried, so the checks are known to bite): an after column showing
// the before kinetic energy (collision, K explorer, stick-or-slip: each widget's 'defaults' test); the
// both-immovable sentence never shown (a 'both immovable' configuration: notices); an immovable body's
// energy unguarded (the page shows ∞, which the shared guard allows, since an effective mass may be
// infinite: caught by 'B immovable' and 'both immovable' readouts, worked here without the solver's
// kineticEnergy2); a readout added with no assertion (its widget's readouts, and the coverage check);
// an after-velocity arrow reversed, a plot dot at another value (the figure checks); and, in the
// figure checks, each of: the joint diagram's velocity scale changed, −j on A drawn as +j, a lever arm
// stopping short of its anchor; every chain plot line drawn from one run; the chain diagram rescaled;
// a joint's gap drawn closed; an offset plot's variant curve showing the normal method; the box's
// energy plot showing spin; the box summary's threshold moved; the C matrix showing Eberly's printed
// C; the lever arm ℓ not ending at its foot; the top view mirrored; the friction impulse drawn
// unclamped (jₜ*); the slip-after arrow moved; the regime map's filled dot at |jₜ*| and its colours
// swapped; B's centre-of-mass dot drawn at its geometric centre; a secondary
// figure's arrow the wrong way (the sphere top view's slip after the variant, the ground figure's
// −jₜt on A). Two columns of a readout table swapped: their headings (the collision's Before/After,
// the cradle's two models) or their cells (the sphere table's methods), by the column each readout is
// declared under; their values (the methods' outcomes exchanged), by the readouts. A checkbox the
// physics ignores ("B is immovable" on one page, "A is
// immovable", the box's friction run, each dropped in the chapter's scenario): the declarations read
// those checkboxes from the link, not from the scenario's bodies.
import { afterAll, describe, expect, test } from 'vitest';
import { SLUGS } from '../../../scripts/content-slugs.mjs';
import { readoutDeclarations } from './declared';
import { installDom, renderPage, uninstallDom } from './render';
import { unassertedReadouts, widgetMismatches, widgetSection } from './readouts';
import { Checks } from './figure-checks';

const DECLS = await readoutDeclarations();
// Before the site's modules load: they read the window and import.meta.env.SSR as they do.
installDom();
const { CHAPTERS } = await import('../../../src/site/chapters');
afterAll(uninstallDom);

const chapterOf = (slug: string) => {
  const c = CHAPTERS.find((x) => x.slug === slug);
  if (!c) throw new Error(`no src/chapters/${slug}/chapter.ts`);
  return c;
};

test('every chapter page is declared, with every widget its chapter lists', () => {
  expect(
    DECLS.map((d) => d.slug),
    'pages with a tests/unit/widgets/<slug>.readouts.ts',
  ).toEqual([...SLUGS]);
  for (const { slug, path, decl } of DECLS) {
    const widgets = chapterOf(slug).widgets;
    expect(decl.widgets.map((w) => w.id).sort(), path).toEqual(widgets.map((w) => w.anchor).sort());
    for (const w of decl.widgets)
      expect(w.island, `${path} ${w.id}: its island`).toBe(widgets.find((x) => x.anchor === w.id)?.component);
    expect(Object.keys(decl.configs), `${path}: the browser's link is a configuration`).toContain(decl.link);
    expect(decl.configs.defaults, `${path}: a 'defaults' configuration`).toEqual({});
  }
});

for (const { slug, path, decl } of DECLS) {
  describe(`readouts on ${path}`, () => {
    const chapter = chapterOf(slug);
    for (const [name, query] of Object.entries(decl.configs)) {
      test(`${name}: every readout, notice and sentence of every widget, and the figures, match the solver`, async () => {
        const page = await renderPage(chapter, query, decl.pageFigures);
        for (const w of decl.widgets) {
          const section = widgetSection(page, w.id);
          expect(section, `section#${w.id}`).not.toBeNull();
          expect(widgetMismatches(section!, w.expected(query)), `${w.id} at ${name}`).toEqual([]);
        }
        expect(unassertedReadouts(page, decl), 'readouts shown but asserted by no configuration').toEqual([]);
        const c = new Checks();
        decl.figures?.(page, query, c);
        expect(c.failures, `figures at ${name}`).toEqual([]);
      });
    }

    test(`the link the browser opens (${decl.link}) shows something else than the defaults in every widget`, async () => {
      // What the browser checks at the link must fail on a page that ignored it: for each widget, its
      // expectation at the link against the page at the defaults; a widget with nothing to read (a
      // chart alone) through the figures.
      const link = decl.configs[decl.link]!;
      const page = await renderPage(chapter, {}, decl.pageFigures);
      const c = new Checks();
      decl.figures?.(page, link, c);
      for (const w of decl.widgets) {
        const want = w.expected(link);
        const plain = Object.keys(want.readouts).length === 0 && want.notices.length === 0 && !want.sentences;
        const differs = plain
          ? c.failures.length > 0
          : widgetMismatches(widgetSection(page, w.id)!, want).length > 0;
        expect(differs, `${w.id}: the defaults pass for '${decl.link}'`).toBe(true);
      }
    });
  });
}
