// The solver's code on the first page, in a browser: a step's "Code" disclosure opens with the
// mouse and the keyboard and only then fetches its frame; the frame's live values follow the page's
// parameters as the reader scrubs, the same as its plug-in numbers; a link followed lands in view;
// Copy copies the function and a selection leaves the line numbers out; the deck's C and the
// handout's print show the code; a frame on its own takes its query, wraps long lines, and says what
// it did with a bad link; axe finds nothing, light or dark. (Every chapter's frames: code.spec.ts.)
import { test, expect, axeViolations, darkColourViolations, COLOUR_RULES, fmt, hydrate } from './support';
import { codeText, plugIn, shownValue, step } from './code-support';

test.describe.configure({ timeout: 180_000 });

test("a step's code: opened by mouse and keyboard and fetched only then, its values following the page; porting notes; links to the code and back; Copy", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/code/')) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/normal-impulse/?e=0.8');
  await page.waitForLoadState('networkidle');
  // Every disclosure is closed and framed lazily (tests/static/code.test.ts): the browser fetches
  // none of the frames before one opens.
  expect(fetched, 'code fetched before any disclosure opened').toEqual([]);
  await page.locator('#plug-in-numbers').check();

  const details = step(page, 'eq:ni-j').locator('details.step-code');
  const summary = details.locator('summary');
  await summary.click();
  await expect(details).toHaveAttribute('open', '');
  const frame = step(page, 'eq:ni-j').frameLocator('iframe');
  await expect(frame.locator('.line.tagged').first()).toContainText('[eq:ni-j]');
  expect(fetched, 'the opened step’s code only').toEqual(['/code/step/ni-j/']);
  // The frame fetches its script and the traced solver file when it opens (a loaded machine is slow).
  await expect(frame.locator('#code-values-on')).toBeChecked({ timeout: 30_000 });
  // j = −(1 + e)·vn / k with vn = −3.7 and k = 2.36: 1.8·3.7/2.36 at e = 0.8.
  await expect(shownValue(frame, 'j')).toHaveText(fmt((1.8 * 3.7) / 2.36));
  await expect(shownValue(frame, 'j')).toHaveText(await plugIn(page, 'eq:ni-j', '0.0'));
  await expect(shownValue(frame, 'e')).toHaveText('0.8');
  await expect(shownValue(frame, 'vn')).toHaveText('\u22123.7');

  // The keyboard: Enter opens, Space closes.
  await summary.click();
  await expect(details).not.toHaveAttribute('open', '');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open', '');
  await summary.click();

  // Scrubbing: the e slider, moved with the keyboard, reaches the frame from the page's store, not
  // through the page's address: with the address held still, the frame still follows.
  await hydrate(page, 'CollisionWidget');
  await page.evaluate(() => {
    const w = window as unknown as { heldReplaceState: History['replaceState'] };
    w.heldReplaceState = history.replaceState;
    history.replaceState = () => {};
  });
  await page.locator('#col-e').focus();
  await page.keyboard.press('End');
  await expect(shownValue(frame, 'e')).toHaveText('1', { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('e'), 'the address held still').toBe('0.8');
  await page.evaluate(() => {
    history.replaceState = (
      window as unknown as { heldReplaceState: History['replaceState'] }
    ).heldReplaceState;
  });
  // The address let go: the next changes reach it, and the frame, as before.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/[?&]e=1(&|$)/);
  await expect(shownValue(frame, 'j')).toHaveText(fmt((2 * 3.7) / 2.36));
  await expect(shownValue(frame, 'j')).toHaveText(await plugIn(page, 'eq:ni-j', '0.0'));
  // Switched off, the values go; on, they come back.
  await frame.locator('#code-values-on').uncheck();
  await expect(shownValue(frame, 'j')).toBeHidden();
  await frame.locator('#code-values-on').check();
  await expect(shownValue(frame, 'j')).toBeVisible();

  // A short function: its frame as tall as its code (nothing to scroll), its values at the ends of
  // its lines: r × j on the 2D cross step's second row, rB × P, the function's own result.
  const cross = step(page, 'eq:ni-cross-2d');
  await cross.locator('summary').scrollIntoViewIfNeeded();
  await cross.locator('summary').click();
  const crossFrame = cross.frameLocator('iframe');
  await expect(crossFrame.locator('pre.code-lines').first()).toBeVisible();
  const sizes = await cross.locator('iframe').evaluate((f: HTMLIFrameElement) => ({
    frame: f.clientHeight,
    content: f.contentDocument!.documentElement.scrollHeight,
  }));
  expect(sizes.content).toBeLessThanOrEqual(sizes.frame);
  await expect(
    crossFrame.locator('.line', { hasText: 'export const cross =' }).locator('.code-value'),
  ).toContainText(`return = ${await plugIn(page, 'eq:ni-cross-2d', '1.0')}`, { timeout: 30_000 });

  // The porting notes' disclosure, open, with its frame.
  const notes = page.locator('details.porting-notes');
  await notes.locator('summary').scrollIntoViewIfNeeded();
  await notes.locator('summary').click();
  await expect(notes.frameLocator('iframe').locator('ul.porting-list')).toBeVisible();
  // axe in the open code and the open notes: the parts of the page, then each open frame's document
  // as the page shows it (its values from the page's query). The page's level-one heading is
  // outside these parts, and the frames rightly have none of their own. The colour rules are
  // elsewhere: the frames' contents on their own pages below, light and dark; the disclosures'
  // summaries with the rest of the page in checks/a11y.ts, which leaves these two kinds closed.
  const inContext = { disable: ['page-has-heading-one', ...COLOUR_RULES] };
  expect(
    await axeViolations(page, { ...inContext, include: ['div.step[id="eq:ni-j"]', 'details.porting-notes'] }),
  ).toEqual([]);
  for (const open of ['div.step[id="eq:ni-j"] details.step-code', 'details.porting-notes']) {
    const frame = await page
      .locator(`${open} iframe`)
      .elementHandle()
      .then((f) => f!.contentFrame());
    expect(frame, `${open}: its frame loaded`).not.toBeNull();
    expect(await axeViolations(frame!, inContext), `${open}: its frame`).toEqual([]);
  }

  // A note followed: the file's page opens at its line, scrolled to it and marked as the target.
  const note = notes.frameLocator('iframe').locator('li a[data-port]').first();
  const marker = (await note.getAttribute('data-port'))!;
  await note.click();
  await expect(page).toHaveURL(/\/code\/normal-impulse\/#L\d+$/);
  const noted = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(noted).toContainText(`[port:${marker}]`);
  await expect(noted).toBeInViewport();
  expect(
    await noted.evaluate((el) => el.matches(':target') && getComputedStyle(el).boxShadow !== 'none'),
  ).toBe(true);

  // A tag on the file's page leads to its step, in view ...
  await page.getByRole('link', { name: '[eq:ni-j]' }).first().click();
  await expect(page).toHaveURL(/\/normal-impulse\/#eq:ni-j$/);
  await page.waitForLoadState();
  await expect(step(page, 'eq:ni-j')).toBeInViewport({ timeout: 20_000 });
  // ... and the step's region to the file's page at its tagged line, in view.
  await step(page, 'eq:ni-j').locator('summary').click();
  await step(page, 'eq:ni-j').frameLocator('iframe').locator('.code-where a').first().click();
  await expect(page).toHaveURL(/\/code\/normal-impulse\/#L(\d+)$/);
  const line = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(line).toContainText('[eq:ni-j]');
  await expect(line).toBeInViewport();

  // Copy puts exactly the function's text on the clipboard (its lines as the file has them:
  // tests/static/code.test.ts), and a selection of the whole block leaves the line numbers out,
  // which are not selectable (as without JavaScript, where the Copy buttons stay hidden).
  const piece = page.locator('#normalImpulse2');
  const pre = piece.locator('pre.code-lines');
  const expected = await codeText(pre);
  expect(expected).toMatch(/^\/\*\*[^]*\nexport function normalImpulse2\([^]*\n}$/);
  await piece.getByRole('button', { name: 'Copy normalImpulse2' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(await pre.evaluate((el) => getComputedStyle(el.querySelector('.line')!).userSelect)).not.toBe(
    'none',
  );
  expect(await pre.evaluate((el) => getComputedStyle(el.querySelector('.ln')!).userSelect)).toBe('none');
  const selected = await pre.evaluate((el) => {
    getSelection()!.selectAllChildren(el);
    return getSelection()!.toString();
  });
  expect(selected.trimEnd()).toBe(expected);
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

test("a step's frame on its own: the defaults without a query, long lines wrapped in a narrow frame, a bad link's safe values and notices; axe on the frames' pages", async ({
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

  // A bad link: standalone, the frame reads its own query; e falls back to its default, nothing can
  // move. (A step's code is only ever seen framed under its step, whose page has the level-one
  // heading, and a heading in the frame would break the page's heading order.)
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/code/step/ni-j/?e=abc&fixA=1&fixB=1');
  await expect(shownValue(page, 'e')).toHaveText('0.5', { timeout: 30_000 });
  await expect(page.locator('.code-values-notices')).toContainText('e=abc');
  await expect(page.locator('.code-values-notices')).toContainText('k = 0');
  await expect(shownValue(page, 'effectiveMass')).toHaveText('∞');
  await expect(page.locator('[data-name="j"]')).toHaveCount(0);
  expect(await axeViolations(page, { disable: ['page-has-heading-one'] })).toEqual([]);
  expect(await darkColourViolations(page)).toEqual([]);

  // The porting notes' frame and a file's page, where the tokens' colours are (axe on the page
  // around may not enter a frame).
  for (const path of ['/code/porting/normal-impulse/', '/code/sphere-impulse3/']) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    const disable = path.startsWith('/code/porting/') ? ['page-has-heading-one'] : undefined;
    expect(await axeViolations(page, { disable }), path).toEqual([]);
    expect(await darkColourViolations(page), path).toEqual([]);
  }
});
