// /code/: the solver as a download. The module the page links is served, imports in the browser
// under the site's CSP, and answers as the page's example says; the example shown is the file the
// unit tests run (tests/unit/solver/download.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { test, expect, axeViolations, darkColourViolations, DERIVATIONS, fmt, hydrate } from './support';
import type { AnyCodeValues } from '../../src/kit/code/values';

const EXAMPLE = readFileSync(new URL('../../src/lib/solver-example.mjs', import.meta.url), 'utf8');

test('/code/ links the module and its declarations, and both are served', async ({ page, request }) => {
  await page.goto('/code/');
  const hrefs = await page
    .locator('#download ~ ul a[download]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(['/impulse-solver.js', '/impulse-solver.d.ts']);
  const js = await request.get('/impulse-solver.js');
  expect(js.status()).toBe(200);
  expect(js.headers()['content-type']).toMatch(/javascript/);
  expect(await js.text()).toContain('export {');
  const dts = await request.get('/impulse-solver.d.ts');
  expect(dts.status()).toBe(200);
  expect(await dts.text()).toMatch(/export declare function normalImpulse2\(/);
});

test('the example shown is the tested file, and the module runs it in the browser', async ({ page }) => {
  await page.goto('/code/');
  expect(await page.locator('pre.code-example code').textContent()).toBe(EXAMPLE);
  // The example's first collision, through the served module, as its comments state it.
  const r = await page.evaluate(async () => {
    const m = await import('/impulse-solver.js' as string);
    const a = { invMass: 1 / 2, invInertia: 4, v: m.vec2(3, 0), w: 0 };
    const b = { invMass: 1, invInertia: 8, v: m.vec2(-1, 0), w: 0 };
    const hit = m.normalImpulse2(a, b, { rA: m.vec2(0.5, 0), rB: m.vec2(-0.5, 0), n: m.vec2(1, 0) }, 0.5);
    return { vn: hit.vn, j: hit.j, va: hit.a.v.x, vb: hit.b.v.x };
  });
  expect(r.vn).toBe(-4);
  expect(r.j).toBeCloseTo(4, 12);
  expect(r.va).toBeCloseTo(1, 12);
  expect(r.vb).toBeCloseTo(3, 12);
});

test('/code/ is linked from the index, and axe finds nothing on it, light or dark', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.locator('main a[href="/code/"]')).toHaveCount(1);
  await page.goto('/code/');
  expect(await axeViolations(page)).toEqual([]);
  expect(await darkColourViolations(page)).toEqual([]);
});

// The solver's code beside each step (src/kit/code): a closed "Code" disclosure under every step that
// a line of src/solver is tagged with, framing /code/step/<id>/ (fetched only when it opens); the
// whole files at /code/<file>/, each tag a link back to its step, each function with a Copy button.
const SOLVER = new URL('../../src/solver/', import.meta.url);
const fileLines = (path: string) =>
  readFileSync(new URL(path.replace(/^src\/solver\//, ''), SOLVER), 'utf8')
    .replace(/\n$/, '')
    .split('\n');
/** Every [eq:…] tag in src/solver, read here from the files. */
const TAGS = [
  ...new Set(
    readdirSync(SOLVER)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(new URL(f, SOLVER), 'utf8').matchAll(/\[(eq:[^\]\s]+)\]/g)].map((m) => m[1]!),
      ),
  ),
].sort();
/** A region's heading, "src/solver/normal-impulse.ts, lines 24–71", as numbers. */
const parseWhere = (text: string) => {
  const m = /^(src\/solver\/[\w-]+\.ts), lines (\d+)–(\d+)$/.exec(text.trim());
  expect(m, text).not.toBeNull();
  return { path: m![1]!, first: Number(m![2]), last: Number(m![3]) };
};
/**
 * The text of a .code-lines <pre> without its line numbers (what the Copy button copies) and
 * without the live values a step's frame adds at the ends of its lines.
 */
const codeText = (pre: Locator) =>
  pre.evaluate((el) =>
    [...el.querySelectorAll('.line')]
      .map((line) =>
        [...line.childNodes]
          .filter(
            (n) =>
              !(n instanceof Element && (n.classList.contains('ln') || n.classList.contains('code-value'))),
          )
          .map((n) => n.textContent)
          .join(''),
      )
      .join('\n'),
  );
const step = (page: Page, id: string) => page.locator(`div.step[id="${id}"]`);

// Several pages and frames each, on a machine shared with other builds.
test.describe.configure({ timeout: 180_000 });

test('every chapter page has a closed Code disclosure under exactly the steps the solver is tagged with, and fetches none', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/code/')) fetched.push(r.url());
  });
  for (const path of DERIVATIONS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shown = await page
      .locator('div.step:has(> details.step-code)')
      .evaluateAll((els) => els.map((e) => e.id));
    const onPage = await page.locator('div.step').evaluateAll((els) => els.map((e) => e.id));
    expect(shown.sort(), path).toEqual(TAGS.filter((t) => onPage.includes(t)));
    await expect(page.locator('details.step-code[open]'), path).toHaveCount(0);
    // A step with no tagged line has no disclosure at all, not an empty one.
    await expect(page.locator('details.step-code:not(:has(> summary + iframe))')).toHaveCount(0);
  }
  expect(TAGS.length, 'tags read').toBeGreaterThan(40);
  expect(fetched, 'code fetched before any disclosure opened').toEqual([]);
});

test("each step's code is the file's own lines, the tagged ones among them and marked", async ({ page }) => {
  test.setTimeout(180_000);
  for (const tag of TAGS) {
    await page.goto(`/code/step/${tag.slice('eq:'.length)}/`);
    const wheres = await page.locator('.code-where > a:first-child').allTextContents();
    expect(wheres.length, tag).toBeGreaterThan(0);
    for (const [i, where] of wheres.entries()) {
      const { path, first, last } = parseWhere(where);
      const pre = page.locator('pre.code-lines').nth(i);
      // Byte for byte the file's lines at build: no stale copy.
      expect(await codeText(pre), `${tag} in ${path}`).toBe(
        fileLines(path)
          .slice(first - 1, last)
          .join('\n'),
      );
      const marked = await pre.locator('.line.tagged').allTextContents();
      expect(marked.length, tag).toBeGreaterThan(0);
      for (const line of marked) expect(line).toContain(`[${tag}]`);
    }
  }
});

test('the Code disclosure opens with the mouse and with the keyboard, and shows the lines in its frame', async ({
  page,
}) => {
  await page.goto('/normal-impulse/');
  const details = step(page, 'eq:ni-j').locator('details.step-code');
  const summary = details.locator('summary');
  await expect(summary).toHaveText('Code');
  await summary.click();
  await expect(details).toHaveAttribute('open', '');
  const frame = step(page, 'eq:ni-j').frameLocator('iframe');
  await expect(frame.locator('.line.tagged').first()).toContainText('[eq:ni-j]');
  await expect(frame.locator('.code-where').first()).toContainText('src/solver/normal-impulse.ts, lines');
  await summary.click();
  await expect(details).not.toHaveAttribute('open', '');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open', '');
  // The frame is as tall as its code: nothing to scroll for a short function.
  await summary.click();
  const short = step(page, 'eq:ni-cross-2d');
  await short.locator('summary').scrollIntoViewIfNeeded();
  await short.locator('summary').click();
  await expect(short.frameLocator('iframe').locator('pre.code-lines').first()).toBeVisible();
  const sizes = await short.locator('iframe').evaluate((f: HTMLIFrameElement) => ({
    frame: f.clientHeight,
    content: f.contentDocument!.documentElement.scrollHeight,
  }));
  expect(sizes.content).toBeLessThanOrEqual(sizes.frame);
});

test("axe finds nothing in a step's open code or on a file's page, light or dark", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/normal-impulse/');
  await step(page, 'eq:ni-j').locator('summary').click();
  await expect(step(page, 'eq:ni-j').frameLocator('iframe').locator('pre.code-lines').first()).toBeVisible();
  // The page's level-one heading is outside this context, and the frame rightly has none of its own.
  expect(
    await axeViolations(page, { include: ['div.step[id="eq:ni-j"]'], disable: ['page-has-heading-one'] }),
  ).toEqual([]);
  expect(await darkColourViolations(page, ['div.step[id="eq:ni-j"]'])).toEqual([]);
  // The porting notes' disclosure, open, with its frame.
  await page.locator('details.porting-notes > summary').click();
  await expect(
    page.locator('details.porting-notes').frameLocator('iframe').locator('ul.porting-list'),
  ).toBeVisible();
  expect(
    await axeViolations(page, { include: ['details.porting-notes'], disable: ['page-has-heading-one'] }),
  ).toEqual([]);
  // The frame's own page, where the tokens' colours are (axe on the page around may not enter it).
  for (const path of ['/code/step/ni-j/', '/code/porting/sphere-impulse/', '/code/sphere-impulse3/']) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    // A step's code is only ever seen framed under its step, whose page has the level-one heading
    // (and a heading in the frame would break the page's heading order).
    const disable = /^\/code\/(step|porting)\//.test(path) ? ['page-has-heading-one'] : undefined;
    expect(await axeViolations(page, { disable }), path).toEqual([]);
    expect(await darkColourViolations(page), path).toEqual([]);
  }
});

test("Copy puts exactly the function's text on the clipboard; without JavaScript the code is selectable text", async ({
  page,
  context,
  newContext,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/code/normal-impulse/');
  const piece = page.locator('#normalImpulse2');
  const head = await piece.locator('.code-piece-head').textContent();
  const m = /lines (\d+)–(\d+)/.exec(head ?? '')!;
  const expected = fileLines('src/solver/normal-impulse.ts')
    .slice(Number(m[1]) - 1, Number(m[2]))
    .join('\n');
  expect(expected).toMatch(/^\/\*\*[^]*\nexport function normalImpulse2\([^]*\n}$/);
  await piece.getByRole('button', { name: 'Copy normalImpulse2' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const noJs = await newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto('/code/normal-impulse/');
  await expect(plain.locator('button[data-copy]').first()).toBeHidden();
  const pre = plain.locator('#normalImpulse2 pre.code-lines');
  expect(await pre.evaluate((el) => getComputedStyle(el.querySelector('.line')!).userSelect)).not.toBe(
    'none',
  );
  expect(await pre.evaluate((el) => getComputedStyle(el.querySelector('.ln')!).userSelect)).toBe('none');
  // Selecting the whole block gives the code without its line numbers.
  const selected = await pre.evaluate((el) => {
    getSelection()!.selectAllChildren(el);
    return getSelection()!.toString();
  });
  expect(selected.trimEnd()).toBe(expected);
});

test('links go from a step to its code and back to the step', async ({ page }) => {
  await page.goto('/normal-impulse/');
  await step(page, 'eq:ni-j').locator('summary').click();
  const frame = step(page, 'eq:ni-j').frameLocator('iframe');
  // The region: the file's page at the tagged line.
  const region = frame.locator('.code-where a').first();
  await region.click();
  await expect(page).toHaveURL(/\/code\/normal-impulse\/#L(\d+)$/);
  const line = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(line).toContainText('[eq:ni-j]');
  await expect(line).toBeInViewport();
  // And back: the tag is a link to its step.
  await line.getByRole('link', { name: '[eq:ni-j]' }).click();
  await expect(page).toHaveURL(/\/normal-impulse\/#eq:ni-j$/);
  await page.waitForLoadState();
  await expect(step(page, 'eq:ni-j')).toBeInViewport({ timeout: 20_000 });
  // The whole function.
  await step(page, 'eq:ni-j').locator('summary').click();
  await frame.getByRole('link', { name: 'normalImpulse2()' }).click();
  await expect(page).toHaveURL(/\/code\/normal-impulse\/#normalImpulse2$/);
  await expect(page.locator('#normalImpulse2 pre')).toContainText('export function normalImpulse2(');
  // /code/ lists the functions by chapter, each linked to its place.
  await page.goto('/code/');
  const ni = page.locator('#source-normal-impulse + ul');
  await expect(ni.getByRole('link', { name: 'normalImpulse2()' })).toHaveAttribute(
    'href',
    '/code/normal-impulse/#normalImpulse2',
  );
});

test("the presenter's C opens the slide's code; the handout prints it on request", async ({ page }) => {
  await page.goto('/normal-impulse/present/');
  const shown = page.locator('.deck-on details.step-code');
  for (let i = 0; i < 80 && (await shown.count()) === 0; i++) await page.keyboard.press('ArrowRight');
  await expect(shown.first()).not.toHaveAttribute('open', '');
  await page.keyboard.press('c');
  await expect(shown.first()).toHaveAttribute('open', '');
  await page.keyboard.press('c');
  await expect(shown.first()).not.toHaveAttribute('open', '');

  await page.goto('/normal-impulse/handout/');
  const printed = page.locator('div.step[id="eq:ni-j"] .step-code-print');
  await expect(printed).toBeHidden();
  await page.locator('#handout-code').check();
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toBeVisible();
  await expect(printed.locator('.line.tagged').first()).toContainText('[eq:ni-j]');
});

// Each chapter's porting notes (src/chapters/<slug>/porting.ts, src/kit/code/PortingNotes.astro): a
// closed disclosure before the exercises framing /code/porting/<slug>/ (plain HTML, fetched when it
// opens), each note linking the solver line that carries its [port:…] marker on that file's page;
// the same lists, by chapter, on /code/.
test('porting notes: before the exercises, plain HTML, each linking the line that carries its marker', async ({
  page,
  newContext,
}) => {
  const noJs = await (await newContext({ javaScriptEnabled: false })).newPage();
  const links: { marker: string; href: string; text: string }[] = [];
  const markers = new Map<string, string[]>();
  const notesIn = (list: Locator) =>
    list.locator('li a[data-port]').evaluateAll((as) =>
      as.map((a) => {
        const url = new URL((a as HTMLAnchorElement).href);
        return {
          marker: (a as HTMLElement).dataset.port!,
          href: url.pathname + url.hash,
          text: a.textContent!.trim(),
        };
      }),
    );
  for (const path of DERIVATIONS) {
    await noJs.goto(path);
    const details = noJs.locator('main details.porting-notes');
    await expect(details, path).toHaveCount(1);
    await expect(details, path).not.toHaveAttribute('open', '');
    const before = await details.evaluate((d) => {
      const exercises = document.getElementById('exercises');
      return (
        exercises !== null && (d.compareDocumentPosition(exercises) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      );
    });
    expect(before, `${path}: the notes come before the exercises`).toBe(true);
    const slug = path.replace(/^\/|\/$/g, '');
    await expect(details.locator('iframe')).toHaveAttribute('src', `/code/porting/${slug}/`);
    // The frame's page, as plain HTML.
    await noJs.goto(`/code/porting/${slug}/`);
    const found = await notesIn(noJs.locator('ul.porting-list'));
    expect(found.length, path).toBeGreaterThanOrEqual(3);
    expect(found.length, path).toBeLessThanOrEqual(6);
    expect(await noJs.locator('ul.porting-list a[data-port]:not([target="_top"])').count()).toBe(0);
    links.push(...found);
    markers.set(
      path,
      found.map((f) => f.marker),
    );
  }
  // Every link names its line as the file does, and that line carries the note's marker.
  const byFile = Map.groupBy(links, (l) => l.href.split('#')[0]!);
  for (const [filePage, notes] of byFile) {
    await noJs.goto(filePage);
    for (const note of notes) {
      const m = /^\/code\/([\w-]+)\/#L(\d+)$/.exec(note.href);
      expect(m, note.href).not.toBeNull();
      expect(note.text).toBe(`src/solver/${m![1]}.ts, line ${m![2]}`);
      expect(fileLines(`src/solver/${m![1]}.ts`)[Number(m![2]) - 1]).toContain(`[port:${note.marker}]`);
      await expect(noJs.locator(`[id="L${m![2]}"]`), note.marker).toContainText(`[port:${note.marker}]`);
    }
  }

  // Opened and followed from the chapter page: the file's page opens at that line, scrolled to it and
  // marked as the target.
  await page.goto('/sphere-impulse/');
  const details = page.locator('details.porting-notes');
  await details.locator('summary').scrollIntoViewIfNeeded();
  await details.locator('summary').click();
  const first = details.frameLocator('iframe').locator('li a[data-port]').first();
  const marker = (await first.getAttribute('data-port'))!;
  await first.click();
  await expect(page).toHaveURL(/\/code\/[\w-]+\/#L\d+$/);
  const line = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(line).toContainText(`[port:${marker}]`);
  await expect(line).toBeInViewport();
  expect(
    await line.evaluate((el) => el.matches(':target') && getComputedStyle(el).boxShadow !== 'none'),
  ).toBe(true);

  // /code/ has the same notes, chapter by chapter.
  await page.goto('/code/');
  for (const path of DERIVATIONS) {
    const slug = path.replace(/^\/|\/$/g, '');
    const listed = await notesIn(page.locator(`#porting-${slug} + ul.porting-list`));
    expect(
      listed.map((l) => l.marker),
      path,
    ).toEqual(markers.get(path));
  }
});

// Live values (src/kit/code/values-frame.ts): a step's frame runs the solver's own function,
// instrumented, on the configuration in the page's URL, and shows its locals.
/** What the frame shows for a local of a region's function: at its line's end, or in the table under it. */
const shownValue = (frame: Pick<FrameLocator | Page, 'locator'>, name: string) =>
  frame.locator(`[data-name="${name}"] .v`).first();
/** A step's "plug in numbers" value for one row and side, without its unit. */
const plugIn = async (page: Page, id: string, side: string) =>
  ((await step(page, id).locator(`output[data-side="${side}"]`).textContent()) ?? '').replace(
    /\s[^\s]*$/,
    '',
  );

test("a step's code shows the solver's values for the page's parameters, the same as its plug-in numbers", async ({
  page,
}) => {
  await page.goto('/normal-impulse/?e=0.8');
  await page.locator('#plug-in-numbers').check();
  await step(page, 'eq:ni-j').locator('summary').click();
  const frame = step(page, 'eq:ni-j').frameLocator('iframe');
  // The frame fetches its script and the traced solver file when it opens (a loaded machine is slow).
  await expect(frame.locator('#code-values-on')).toBeChecked({ timeout: 30_000 });
  // j = −(1 + e)·vn / k with vn = −3.7 and k = 2.36: 1.8·3.7/2.36 at e = 0.8.
  await expect(shownValue(frame, 'j')).toHaveText(fmt((1.8 * 3.7) / 2.36));
  await expect(shownValue(frame, 'j')).toHaveText(await plugIn(page, 'eq:ni-j', '0.0'));
  await expect(shownValue(frame, 'e')).toHaveText('0.8');
  await expect(shownValue(frame, 'vn')).toHaveText('\u22123.7');

  // Scrubbing: the e slider, moved with the keyboard, reaches the frame through the page's URL.
  await hydrate(page, 'CollisionWidget');
  await page.locator('#col-e').focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/[?&]e=1(&|$)/, { timeout: 15_000 });
  await expect(shownValue(frame, 'e')).toHaveText('1', { timeout: 15_000 });
  await expect(shownValue(frame, 'j')).toHaveText(fmt((2 * 3.7) / 2.36));
  await expect(shownValue(frame, 'j')).toHaveText(await plugIn(page, 'eq:ni-j', '0.0'));

  // Switched off, the values go; on, they come back.
  await frame.locator('#code-values-on').uncheck();
  await expect(shownValue(frame, 'j')).toBeHidden();
  await frame.locator('#code-values-on').check();
  await expect(shownValue(frame, 'j')).toBeVisible();
});

test("without a query a step's code shows the defaults; a short function's values sit at the ends of its lines", async ({
  page,
}) => {
  await page.goto('/normal-impulse/');
  await page.locator('#plug-in-numbers').check();
  await step(page, 'eq:ni-j').locator('summary').click();
  await expect(shownValue(step(page, 'eq:ni-j').frameLocator('iframe'), 'j')).toHaveText('2.352', {
    timeout: 30_000,
  });
  // r × j on the 2D cross step's second row: rB × P, the function's own result on its line.
  const cross = step(page, 'eq:ni-cross-2d');
  await cross.locator('summary').scrollIntoViewIfNeeded();
  await cross.locator('summary').click();
  const frame = cross.frameLocator('iframe');
  const line = frame.locator('.line', { hasText: 'export const cross =' });
  await expect(line.locator('.code-value')).toContainText(
    `return = ${await plugIn(page, 'eq:ni-cross-2d', '1.0')}`,
    {
      timeout: 30_000,
    },
  );
});

test("a bad link gives the step's code the widget's safe values and its notices", async ({ page }) => {
  await page.goto('/code/step/ni-j/?e=abc&fixA=1&fixB=1');
  // Standalone, the frame reads its own query: e falls back to its default, nothing can move.
  await expect(shownValue(page, 'e')).toHaveText('0.5', { timeout: 30_000 });
  await expect(page.locator('.code-values-notices')).toContainText('e=abc');
  await expect(page.locator('.code-values-notices')).toContainText('k = 0');
  await expect(shownValue(page, 'effectiveMass')).toHaveText('∞');
  await expect(page.locator('[data-name="j"]')).toHaveCount(0);
});

test("in a narrow frame a step's long lines wrap, so every value at a line's end is in view without scrolling", async ({
  page,
}) => {
  // A step's frame on a phone: about 340 px of code.
  await page.setViewportSize({ width: 340, height: 700 });
  await page.goto('/code/step/ni-j/');
  await expect(shownValue(page, 'j')).toHaveText('2.352', { timeout: 30_000 });
  const code = page.locator('.code-lines').first();
  const fit = () =>
    code.evaluate((box) => {
      const right = box.getBoundingClientRect().right;
      return {
        scrolls: box.scrollWidth > box.clientWidth,
        notesOutside: [...box.querySelectorAll('.code-value')].filter(
          (n) => n.getBoundingClientRect().right > right + 0.5,
        ).length,
        notes: box.querySelectorAll('.code-value').length,
        // A wrapped line's continuation starts right of the line numbers, under its code.
        numbersRight: Math.max(
          ...[...box.querySelectorAll('.ln')].map((n) => n.getBoundingClientRect().right),
        ),
        codeLeft: Math.min(
          ...[...box.querySelectorAll('.line')].map((l) => {
            const r = document.createRange();
            r.selectNodeContents(l);
            const rects = [...r.getClientRects()].filter((c) => c.width > 0);
            const top = Math.min(...rects.map((c) => c.top));
            const below = rects.filter((c) => c.top > top + 2);
            return Math.min(...below.map((c) => c.left), Infinity);
          }),
        ),
      };
    });
  const on = await fit();
  expect(on.notes).toBeGreaterThan(3);
  expect(on).toMatchObject({ scrolls: false, notesOutside: 0 });
  expect(on.codeLeft, 'some line wraps').toBeLessThan(Infinity);
  expect(on.codeLeft).toBeGreaterThanOrEqual(on.numbersRight - 1);
  // Without the values the lines are the file's, unwrapped: the box scrolls sideways instead.
  await page.locator('#code-values-on').uncheck();
  expect((await fit()).scrolls).toBe(true);
});

/** The chapters that say how their page calls the solver (src/chapters/<slug>/code-values.ts). */
const VALUE_CHAPTERS = readdirSync(new URL('../../src/chapters/', import.meta.url)).filter((slug) =>
  existsSync(new URL(`../../src/chapters/${slug}/code-values.ts`, import.meta.url)),
);

test("every chapter's step code shows, for a query that is not the defaults, a value its plug-in numbers print", async ({
  page,
}) => {
  expect(VALUE_CHAPTERS.length).toBeGreaterThan(1);
  for (const slug of VALUE_CHAPTERS) {
    const module = (await import(`../../src/chapters/${slug}/code-values.ts`)) as {
      default: AnyCodeValues;
    };
    const { query, step: id, row, side, fn, name } = module.default.sample;
    await page.goto(`/${slug}/${query}`);
    await page.locator('#plug-in-numbers').check();
    const at = step(page, id);
    await at.locator('summary').scrollIntoViewIfNeeded();
    await at.locator('summary').click();
    // The last value noted under the name (a loop's line says how often it ran).
    const value = at
      .frameLocator('iframe')
      .locator(`[data-trace-fn="${fn}"] [data-name="${name}"] .v`)
      .last();
    await expect(value, slug).toHaveText(/\d/, { timeout: 30_000 });
    const shown = ((await value.textContent()) ?? '').replace(/ \(last of \d+\)$/, '');
    await expect.poll(() => plugIn(page, id, `${row}.${side}`), `${slug}: ${id}`).toBe(shown);
  }
});
