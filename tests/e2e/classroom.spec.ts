// The classroom routes in a browser: the embeds (/embed/<slug>/<widget>/ and /embed/), and presenter
// mode and handouts without JavaScript (what CSS alone shows). What these pages say as served (every
// embed built and listed, the snippet's height and script, the decks' slides and the handouts'
// sheets for every chapter) is tests/static/classroom.test.ts's; the deck's keys and
// configurations are deck.spec.ts's, the handouts on paper handout-pages.spec.ts's, the teacher's
// path through /teach/ teach.spec.ts's.
import { HEIGHT_MESSAGE, snippet } from '../../src/kit/widgets/snippet';
import { EMBED_HEIGHT } from '../../src/kit/chapter';
import type { EmbeddableWidget } from '../../src/site/chapters';
import {
  test,
  expect,
  axeViolations,
  darkColourViolations,
  hydrate,
  loadChapters,
  firstChapterWith,
} from './support';
import { anotherValue } from './classroom-config';

const CHAPTERS = await loadChapters();
/** The example chapter of the routes every chapter has, and its first widget. */
const FIRST = await firstChapterWith('a widget', (c) => c.widgets.length > 0);
const FIRST_WIDGET = FIRST.widgets[0]!;

/** Every widget of every chapter's manifest (each has its embed: tests/static/classroom.test.ts). */
const WIDGETS: EmbeddableWidget[] = CHAPTERS.flatMap((c) =>
  c.widgets.map((w) => ({ ...w, slug: c.slug, height: w.height ?? EMBED_HEIGHT })),
);

/** An embed's route (src/site/chapters.ts's embedPath, which only Vite can import). */
const embedPath = (w: { slug: string; key: string }) => `/embed/${w.slug}/${w.key}/`;

// Every embed, framed on a host page, works on its own (a slider changes its figure, its link back
// keeps the query): tests/e2e/embed-height.spec.ts, on the framed visit it makes of each. Here the
// first embed alone, for axe.
test(`embed ${FIRST.slug}/${FIRST_WIDGET.key} alone: axe finds no violations as served, and none of its colour rules in dark, hydrated with every disclosure open`, async ({
  page,
}) => {
  await page.goto(`${embedPath({ slug: FIRST.slug, key: FIRST_WIDGET.key })}?from=test`);
  // As served, before its island wakes.
  expect(await axeViolations(page)).toEqual([]);
  // Dark colours, the embed hydrated with every disclosure open (a step's Code frame and the porting
  // notes' frame are code.spec.ts's).
  await hydrate(page);
  await page.evaluate(() =>
    document
      .querySelectorAll('details:not(.step-code, .porting-notes)')
      .forEach((d) => ((d as HTMLDetailsElement).open = true)),
  );
  expect.soft(await darkColourViolations(page), 'dark').toEqual([]);
});

test('/embed/: axe finds no violations, and none of its colour rules in dark', async ({ page }) => {
  await page.goto('/embed/');
  // The page's script writes the snippet again for the address it is served from.
  const origin = new URL(page.url()).origin;
  const w = WIDGETS[0]!;
  await expect(page.locator('textarea[data-embed-snippet]')).toHaveValue(
    snippet(origin, embedPath(w), w.title, '', w.height),
  );
  expect(await axeViolations(page)).toEqual([]);
  expect.soft(await darkColourViolations(page), 'dark').toEqual([]);
});

test('without JavaScript, a deck is its page in sequence and a handout shows its numbers and QR code', async ({
  newContext,
}) => {
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The CSS alone (the same for every chapter; each chapter's markup is the static layer's).
  await page.goto(`/${FIRST.slug}/present/`);
  await expect(page.locator('.deck-bar')).toBeHidden();
  const headings = page.locator('.deck-content > h2');
  expect(await headings.count()).toBeGreaterThan(2);
  for (const h2 of await headings.all()) await expect(h2).toBeVisible();
  await expect(page.locator('.deck-content .step').first()).toBeVisible();
  await expect(page.locator('.deck-content .step-numbers').first()).toBeHidden();
  await page.goto(`/${FIRST.slug}/handout/`);
  await expect(page.locator('.handout-qr svg')).toBeVisible();
  await expect(page.locator('.step-numbers').first()).toBeVisible();
  await expect(page.locator('.step-numbers output').first()).not.toBeEmpty();
});

// An embed pasted into a course page 760 px wide, in a lesson's configuration: the frame starts at the
// manifest's height, takes the height the embed reports (its content's), no figure is cut, and the
// embed shows the configuration.
test('an embed pasted into a course page shows the link’s configuration, and its frame grows to the height it reports', async ({
  page,
  baseURL,
}) => {
  const widget = WIDGETS.find((w) => w.slug === FIRST.slug && w.key === FIRST_WIDGET.key)!;
  const config = anotherValue(FIRST);
  await page.setViewportSize({ width: 760, height: 900 });
  await page.setContent(
    '<!doctype html><body style="margin:0"><h1>Course page</h1><script>window.heights=[];addEventListener("message",' +
      `function(e){if(e.data&&e.data.type===${JSON.stringify(HEIGHT_MESSAGE)})heights.push(e.data.height)})</script>` +
      `${snippet(new URL(baseURL!).origin, embedPath(widget), widget.title, `?${config.query}`, widget.height)}</body>`,
  );
  const frame = page.frameLocator('iframe');
  await frame.locator('section.widget').waitFor();
  // The embed is in the link's configuration.
  await expect(frame.locator(`[data-param="${config.name}"]`).first()).toHaveValue(config.value);
  await expect
    .poll(async () => {
      const last = await page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1));
      const box = await page.locator('iframe').boundingBox();
      return last !== undefined && Math.round(box!.height) === last;
    })
    .toBe(true);
  const height = Math.round((await page.locator('iframe').boundingBox())!.height);
  const figures = await frame
    .locator('section.widget :is(svg.diagram, figure svg, .plot-box svg)')
    .evaluateAll((svgs) =>
      svgs.map((svg) => {
        const b = svg.getBoundingClientRect();
        return { top: b.top, bottom: b.bottom };
      }),
    );
  expect(figures.length).toBeGreaterThan(0);
  for (const f of figures) {
    expect(f.top).toBeGreaterThanOrEqual(-1);
    expect(f.bottom, 'a figure cut by the frame').toBeLessThanOrEqual(height + 1);
  }
});
