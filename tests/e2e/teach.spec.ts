// The teacher's path through /teach/ and from a chapter into the classroom: /teach/ shows, for every
// chapter, objectives, prerequisites, misconceptions linked to the page and a 50-minute plan; a
// chapter page scrubbed to a configuration links its deck, its handout and its teaching notes with
// that configuration, and the deck opens in it.
import { HEIGHT_MESSAGE, snippet } from '../../src/kit/widgets/snippet';
import { test, expect, SLUGS, TEACHING_ORDER, screenWordsIn, loadChapters } from './support';

// Each test opens several of the site's largest pages.
test.describe.configure({ timeout: 120_000 });

const CHAPTERS = await loadChapters();

test('/teach/ has objectives, prerequisites, misconceptions, a 50-minute plan and a plan without rotation for every chapter', async ({
  page,
}) => {
  await page.goto('/teach/');
  for (const slug of SLUGS) {
    const lesson = page.locator(`section[data-lesson="${slug}"]`);
    await expect(lesson.locator(`h2#${slug}`)).toHaveCount(1);
    await expect(page.locator(`.teach-contents a[href="#${slug}"]`)).toHaveCount(1);
    const objectives = await lesson.locator('[data-part="objectives"] > li').count();
    expect(objectives, `${slug}: objectives`).toBeGreaterThanOrEqual(3);
    expect(objectives).toBeLessThanOrEqual(5);
    expect(await lesson.locator('[data-part="prerequisites"] > li').count(), `${slug}`).toBeGreaterThan(0);
    expect(
      await lesson.locator('[data-part="misconceptions"] > li').count(),
      `${slug}`,
    ).toBeGreaterThanOrEqual(3);
    await expect(
      lesson.locator('[data-part="misconceptions"] > li:not(:has(a[data-confronts]))'),
    ).toHaveCount(0);
    const minutes = await lesson
      .locator('table[data-part="plan"] tbody tr')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-minutes'))));
    expect(
      minutes.reduce((a, b) => a + b, 0),
      `${slug}: the lesson's minutes`,
    ).toBe(50);
    await expect(lesson.locator('table[data-part="plan"] tbody tr .lesson-minutes').last()).toHaveText(
      /–50$/,
    );
    await expect(lesson.locator('table[data-part="plan"]')).toContainText('Vote');
    await expect(lesson.locator('table[data-part="plan"]')).toContainText('Exercise');
    await expect(lesson.locator('[data-part="no-rotation"]')).toHaveCount(1);
  }
});

test('every link of a chapter’s lesson on /teach/ lands on an element of the chapter page', async ({
  page,
}) => {
  await page.goto('/teach/');
  const targets = new Map<string, Set<string>>();
  for (const slug of SLUGS) {
    const hrefs = await page
      .locator(`section[data-lesson="${slug}"] :is([data-part="misconceptions"], table) a`)
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const url = new URL(href);
      if (!url.hash) continue;
      const set = targets.get(url.pathname) ?? new Set();
      set.add(decodeURIComponent(url.hash.slice(1)));
      targets.set(url.pathname, set);
    }
  }
  // The elements are the server's: the page's HTML must hold each id the links name.
  for (const [path, ids] of targets) {
    const html = await (await page.request.get(path)).text();
    for (const id of ids) expect(html, `${path}#${id}`).toContain(`id="${id}"`);
  }
});

test('a vote in a lesson plan opens its widget set up as the prediction question says', async ({ page }) => {
  const c = CHAPTERS.find((x) => x.teaching.plan.some((s) => s.kind === 'vote'))!;
  const vote = c.teaching.plan.find((s) => s.kind === 'vote')!;
  const predict = c.exercises.find(
    (e) => e.kind === 'predict' && 'predict' in vote && e.id === vote.predict,
  )!;
  if (predict.kind !== 'predict') throw new Error('not a prediction');
  await page.goto('/teach/');
  // The question's row (its text sets subscripts as subscripts, so it is found by its title).
  await page
    .locator(`section[data-lesson="${c.slug}"] table[data-part="plan"]`)
    .getByRole('link', { name: predict.title, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#${predict.link.widget}$`));
  // A link with a configuration hydrates the widget when it comes into view.
  const widget = page.locator(`[id="${predict.link.widget}"]`);
  await expect(widget.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', {
    timeout: 20_000,
  });
  for (const [name, value] of Object.entries(predict.link.query)) {
    const input = widget.locator(`[data-param="${name}"]`).first();
    if (typeof value === 'boolean') await expect(input).toBeChecked({ checked: value });
    else await expect(input).toHaveValue(String(value));
  }
});

test('a chapter page scrubbed to a configuration links its deck, handout and teaching notes with it; the deck shows it', async ({
  page,
}) => {
  const slug = TEACHING_ORDER[0]!;
  await page.goto(`/${slug}/`);
  const links = page.getByRole('navigation', { name: 'For the classroom' }).getByRole('link');
  await expect(links).toHaveCount(3);
  const slider = page.locator('main input[type="range"][data-param]').first();
  const param = (await slider.getAttribute('data-param'))!;
  await slider.focus();
  await expect(slider.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', {
    timeout: 20_000,
  });
  const before = await slider.inputValue();
  const atMax = before === (await slider.getAttribute('max'));
  for (let i = 0; i < 3; i++) await slider.press(atMax ? 'ArrowLeft' : 'ArrowRight');
  const value = await slider.inputValue();
  expect(value).not.toBe(before);
  await expect(page).toHaveURL(new RegExp(`[?&]${param}=${value.replace('.', '\\.')}(&|#|$)`));
  const search = new URL(page.url()).search;

  for (const [name, path] of [
    ['present it as slides', `/${slug}/present/`],
    ['print a handout', `/${slug}/handout/`],
    ['teaching notes', `/teach/`],
  ] as const) {
    const link = page.getByRole('link', { name });
    await link.hover();
    const href = new URL((await link.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe(path);
    expect(href.search, name).toBe(search);
    if (path === '/teach/') expect(href.hash).toBe(`#${slug}`);
  }

  await page.getByRole('link', { name: 'present it as slides' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/present/\\${search}`));
  // Its slides from the first on, up to the widget's: its slider shows the value.
  const inDeck = page.locator(`input[type="range"][data-param="${param}"]`).first();
  for (let i = 0; i < 200 && !(await inDeck.isVisible()); i++) await page.keyboard.press('ArrowRight');
  await expect(inDeck).toHaveValue(value, { timeout: 20_000 });

  // The teaching notes take it on to that chapter's present, print and embed links, and no other's.
  await page.goto(`/teach/${search}#${slug}`);
  const row = page.locator(`tr[data-chapter="${slug}"]`);
  for (const a of await row.locator('a[data-config-link]').all())
    expect(new URL((await a.getAttribute('href'))!, page.url()).search).toBe(search);
  const other = page.locator(`tr[data-chapter="${TEACHING_ORDER[1]}"] a[data-config-link]`).first();
  expect(new URL((await other.getAttribute('href'))!, page.url()).search).toBe('');
});

test('a chapter page opened with a configuration links to the classroom with it before any interaction', async ({
  page,
}) => {
  const slug = TEACHING_ORDER[0]!;
  const c = CHAPTERS.find((x) => x.slug === slug)!;
  const p = c.derivation.params.find((x) => x.kind === 'number')!;
  if (p.kind !== 'number') throw new Error('no number parameter');
  const search = `?${p.name}=${p.min === p.default ? p.max : p.min}`;
  await page.goto(`/${slug}/${search}`);
  const link = page.getByRole('link', { name: 'print a handout' });
  await link.focus();
  expect(new URL((await link.getAttribute('href'))!, page.url()).search).toBe(search);
});

test('the normal-impulse lessons start the derivation on the head-on section and set its exercise', async ({
  page,
}) => {
  await page.goto('/teach/');
  const lesson = page.locator('section[data-lesson="normal-impulse"]');
  for (const part of ['plan', 'no-rotation']) {
    const links = await lesson
      .locator(`table[data-part="${part}"] tbody a:not([href*="/present/"])`)
      .evaluateAll((as) => as.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash)));
    const steps = links.filter((h) => h.startsWith('#eq:'));
    expect(steps[0], part).toBe('#eq:ni-1d-momentum');
    expect(links.filter((h) => h.startsWith('#ex-'))[0], part).toBe('#ex-ni-1d');
  }
  // Without rotation, the lesson stays on the line but for the energy.
  const noRotation = await lesson
    .locator('table[data-part="no-rotation"] tbody a:not([href*="/present/"])')
    .evaluateAll((as) => as.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash)));
  expect(noRotation.filter((h) => h.startsWith('#eq:') && !h.startsWith('#eq:ni-1d-'))).toEqual([
    '#eq:ni-energy',
  ]);
  // The first step's link opens the chapter page at it, under the head-on section's heading.
  await lesson.locator('table[data-part="no-rotation"] a[href*="ni-1d-momentum"]').click();
  await expect(page).toHaveURL(/\/normal-impulse\/#eq(:|%3A)ni-1d-momentum$/);
  await expect(page.locator('#eq\\:ni-1d-momentum')).toBeInViewport();
  await expect(page.locator('h2#start-on-one-line-a-head-on-collision')).toHaveCount(1);
});

// The whole path in one walk, as a teacher preparing a lesson takes it: a chapter set to the lesson's
// configuration, its deck (a prediction to vote on; the slide kept in the URL through a reload), its
// handout (nothing printed that only a screen can do; the answer key apart from the sheet), and one
// of its widgets embedded in a course page, whose frame grows to the height the embed reports.
test("a teacher's path: chapter, deck, handout and an embed on a course page, the configuration kept", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const chapter = CHAPTERS.find((c) => c.slug === TEACHING_ORDER[0])!;
  const { slug } = chapter;
  const config = '?e=0.6';
  const inUrl = config.replace('?', '\\?').replace('.', '\\.');
  await page.goto(`/${slug}/${config}`);

  // The deck, from the chapter's own link: a vote slide, and its number survives a reload.
  const toDeck = page.getByRole('link', { name: 'present it as slides' });
  await toDeck.hover();
  await toDeck.click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/present/${inUrl}#slide-1$`));
  const counter = page.locator('[data-deck="counter"]');
  const vote = page.locator('.deck-on.deck-predict');
  for (let i = 0; i < 200 && !(await vote.isVisible()); i++) await page.keyboard.press('ArrowRight');
  await expect(vote, 'a prediction slide').toBeVisible();
  await expect(vote.locator('.deck-choices li').first()).toBeVisible();
  const at = (await counter.textContent())!.split('/')[0]!.trim();
  await expect(page).toHaveURL(new RegExp(`${inUrl}#slide-${at}$`));
  await page.reload();
  await expect(counter).toHaveText(new RegExp(`^${at} /`));
  await expect(vote).toBeVisible();

  // The handout, from the chapter's link: printed, no on-screen instruction; the key on its own.
  await page.goto(`/${slug}/${config}`);
  const toHandout = page.getByRole('link', { name: 'print a handout' });
  await toHandout.hover();
  await toHandout.click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/handout/${inUrl}$`));
  await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 30_000 });
  await page.emulateMedia({ media: 'print' });
  const printed = await page.locator('body').innerText();
  expect(screenWordsIn(printed), 'words only a screen can act on').toEqual([]);
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/${slug}/handout/${config}&sheet=key`);
  await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 30_000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.handout-answers [data-answer]').first()).toBeVisible();
  await expect(page.locator('.handout-exercises')).toBeHidden();
  await expect(page.locator('.handout-content')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // An embed pasted into a course page 760 px wide: the frame takes the height the embed reports,
  // which is its content's, and no figure is cut.
  const widget = chapter.widgets[0]!;
  const path = `/embed/${slug}/${widget.key}/`;
  // A new tab's blank page, not this one: setContent keeps the document's address, and with it the
  // handout's CSP and Chromium's rule that a page from this address is a local one.
  const course = await page.context().newPage();
  await course.setViewportSize({ width: 760, height: 900 });
  await course.setContent(
    '<!doctype html><body style="margin:0"><h1>Course page</h1><script>window.heights=[];addEventListener("message",' +
      `function(e){if(e.data&&e.data.type===${JSON.stringify(HEIGHT_MESSAGE)})heights.push(e.data.height)})</script>` +
      `${snippet(new URL(baseURL!).origin, path, widget.title, config, widget.height ?? 0)}</body>`,
  );
  const frame = course.frameLocator('iframe');
  await frame.locator('section.widget').waitFor();
  // The embed is in the lesson's configuration too.
  await expect(frame.locator('input[type="range"][data-param="e"]').first()).toHaveValue('0.6');
  await expect
    .poll(async () => {
      const last = await course.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1));
      const box = await course.locator('iframe').boundingBox();
      return last !== undefined && Math.round(box!.height) === last;
    })
    .toBe(true);
  const height = Math.round((await course.locator('iframe').boundingBox())!.height);
  const figures = await frame
    .locator('section.widget :is(svg.diagram, figure svg, .plot-box svg)')
    .evaluateAll((svgs) =>
      svgs.map((svg) => {
        const b = svg.getBoundingClientRect();
        return { top: b.top, bottom: b.bottom, height: b.height };
      }),
    );
  expect(figures.length).toBeGreaterThan(0);
  for (const f of figures) {
    expect(f.top).toBeGreaterThanOrEqual(-1);
    expect(f.bottom, 'a figure cut by the frame').toBeLessThanOrEqual(height + 1);
  }
});
