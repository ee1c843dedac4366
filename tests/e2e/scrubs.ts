// What a chapter declares about its widgets for the walk's scrubbing and link checks
// (tests/e2e/checks/scrubs.ts, tests/e2e/checks/links.ts): the default exports of
// tests/e2e/<slug>.scrubs.ts and tests/e2e/<slug>.links.ts. A declaration is data: which control a
// reader moves and how (keys on a slider, a value typed in a number box, a box ticked, an option
// picked), and what the page must then show, the numbers worked in the declaration from an
// independent statement of the chapter's physics (never from the page, nor from the site's solver
// where the old specs did not use it). What only code can say (a figure's geometry, a marker that
// must have moved right) is a declared function, `also`, run at that point.
//
// The helpers here perform the acts and assert what is seen; the checks put the page back between
// scrubs (every widget reset, the disclosures a scrub opened closed again, the numbers unplugged).
import type { Page } from '@playwright/test';
import { expect, reveal, setBox, nonFiniteFindings, allTextAndAttributes, visibleText } from './support';

/** A text: a string is contained in the element's text; a pattern must match it. */
export type Text = string | RegExp;

/** What a reader does, in this order: keys on a focused control, typed values, boxes, options. */
export interface Act {
  /** Open a closed disclosure (`details` id) by its summary, as a reader would, and wait until it is open. */
  open?: string;
  /** Focus the control with this id (its disclosure opened first) and press these keys, one after another. */
  keys?: readonly [id: string, ...keys: string[]];
  /** Focus the element this selector finds (a disclosure's summary) and press these keys. */
  press?: readonly [selector: string, ...keys: string[]];
  /** Type a value into each control's number box (its disclosure opened first), committed with Tab. */
  boxes?: Readonly<Record<string, number>>;
  /** Tick (true) or untick (false) each checkbox (its disclosure opened first). */
  ticks?: Readonly<Record<string, boolean>>;
  /** Pick an option of each select, by its index (its disclosure opened first). */
  picks?: Readonly<Record<string, number>>;
}

/** What the page then shows. Every part is waited for (locator assertions), not read once. */
export interface Sees<B = unknown> {
  /** Each control (id) holds this value. */
  values?: Readonly<Record<string, string>>;
  /** Each readout (data-readout name, unique on the page) shows exactly this text, or matches this pattern. */
  readouts?: Readonly<Record<string, Text>>;
  /** Each element (selector): contains this text (each of these), matches this pattern, or (null) is not there. */
  texts?: Readonly<Record<string, Text | null | readonly Text[]>>;
  /** Each selector matches this many elements. */
  counts?: Readonly<Record<string, number>>;
  /** These selectors are visible. */
  visible?: readonly string[];
  /** These selectors are hidden (or absent). */
  hidden?: readonly string[];
  /** These controls (ids) are disabled, or enabled. */
  disabled?: readonly string[];
  enabled?: readonly string[];
  /** Each checkbox (id) is ticked, or not. */
  ticked?: Readonly<Record<string, boolean>>;
  /** Each element (selector) has the attribute with this value, or (null) has not got it. */
  attributes?: Readonly<Record<string, Readonly<Record<string, string | null>>>>;
  /**
   * With "Plug in numbers" ticked: each step's output (`'<step id> <side>'`, e.g. 'eq:ni-j 0.0')
   * shows this number first, then its unit or nothing; or matches this pattern.
   */
  outputs?: Readonly<Record<string, Text>>;
  /** The link's query: each parameter has this value, or (null) is not in it. */
  url?: Readonly<Record<string, string | null>>;
  /** No NaN, Infinity or undefined anywhere a reader could meet one (the guard's scan, which skips what is marked as meant). */
  finite?: boolean;
  /** Not even a meant one: no NaN in the visible text, nor NaN or Infinity in any text or attribute of the body. */
  noNaN?: boolean;
  /** What only code can say (a figure's geometry), asserted here; `before` is what the scrub read before its first step. */
  also?: (page: Page, before: B) => Promise<void>;
}

/** One step of a scrub: what the reader does, then what the page shows. */
export interface Step<B = unknown> extends Act, Sees<B> {}

export interface Scrub {
  /** A plain sentence: what the reader gets. */
  name: string;
  /** Tick "Plug in numbers" first (a step's `outputs` need it); unticked again after. */
  plugIn?: boolean;
  /** Figures (selectors, each one element) that must be drawn anew by the end: their markup differs from before the first step. */
  redraws?: readonly string[];
  /** Read something before the first step, handed to `after` (a marker's position). */
  before?: (page: Page) => Promise<unknown>;
  steps: readonly Step[];
  after?: (page: Page, before: unknown) => Promise<void>;
}

/** A scrub whose `before`, steps and `after` agree on what is read (typed in the declaration, opaque to the check). */
export function scrub<B>(
  s: Omit<Scrub, 'before' | 'after' | 'steps'> & {
    before?: (page: Page) => Promise<B>;
    steps: readonly Step<B>[];
    after?: (page: Page, before: B) => Promise<void>;
  },
): Scrub {
  return s as unknown as Scrub;
}

/** The control with this id after opening the disclosure that holds it, if closed. */
async function control(page: Page, id: string) {
  return reveal(page, id);
}

export async function act(page: Page, a: Act): Promise<void> {
  if (a.open) {
    const details = page.locator(`details#${a.open}`);
    if ((await details.getAttribute('open')) === null) await details.locator(':scope > summary').click();
    await expect(details, `${a.open} open`).toHaveAttribute('open', '');
  }
  if (a.keys) {
    const [id, ...keys] = a.keys;
    await (await control(page, id)).focus();
    for (const key of keys) await page.keyboard.press(key);
  }
  if (a.press) {
    const [selector, ...keys] = a.press;
    await page.locator(selector).focus();
    for (const key of keys) await page.keyboard.press(key);
  }
  for (const [id, v] of Object.entries(a.boxes ?? {})) await setBox(page, id, v);
  for (const [id, on] of Object.entries(a.ticks ?? {})) {
    const box = await control(page, id);
    if (on) await box.check();
    else await box.uncheck();
  }
  for (const [id, i] of Object.entries(a.picks ?? {}))
    await (await control(page, id)).selectOption(String(i));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A step output showing `value` first, then a unit or nothing. */
export const showing = (value: string) => new RegExp(`^${escape(value)}(\\s|$)`);

async function textIs(page: Page, selector: string, want: Text | null | readonly Text[], what: string) {
  const el = page.locator(selector);
  if (want === null) await expect(el, `${what} absent`).toHaveCount(0);
  else if (typeof want === 'string') await expect(el, what).toContainText(want);
  else if (want instanceof RegExp) await expect(el, what).toHaveText(want);
  else for (const w of want) await textIs(page, selector, w, what);
}

export async function sees<B>(page: Page, s: Sees<B>, before?: B): Promise<void> {
  for (const [id, v] of Object.entries(s.values ?? {}))
    await expect(page.locator(`#${id}`), `#${id}`).toHaveValue(v);
  for (const [name, want] of Object.entries(s.readouts ?? {}))
    await expect(page.locator(`[data-readout="${name}"]`), `readout ${name}`).toHaveText(want);
  for (const [selector, want] of Object.entries(s.texts ?? {})) await textIs(page, selector, want, selector);
  for (const [selector, n] of Object.entries(s.counts ?? {}))
    await expect(page.locator(selector), selector).toHaveCount(n);
  for (const selector of s.visible ?? []) await expect(page.locator(selector), selector).toBeVisible();
  for (const selector of s.hidden ?? []) await expect(page.locator(selector), selector).toBeHidden();
  for (const id of s.disabled ?? []) await expect(page.locator(`#${id}`), `#${id}`).toBeDisabled();
  for (const id of s.enabled ?? []) await expect(page.locator(`#${id}`), `#${id}`).toBeEnabled();
  for (const [id, on] of Object.entries(s.ticked ?? {}))
    if (on) await expect(page.locator(`#${id}`), `#${id}`).toBeChecked();
    else await expect(page.locator(`#${id}`), `#${id}`).not.toBeChecked();
  for (const [selector, attrs] of Object.entries(s.attributes ?? {}))
    for (const [name, v] of Object.entries(attrs))
      if (v === null) await expect(page.locator(selector), `${selector} [${name}]`).not.toHaveAttribute(name);
      else await expect(page.locator(selector), `${selector} [${name}]`).toHaveAttribute(name, v);
  for (const [where, value] of Object.entries(s.outputs ?? {})) {
    const [step, side] = where.split(' ') as [string, string];
    await expect(
      page.locator(`[data-step="${step}"] output[data-side="${side}"]`),
      `${step} side ${side}`,
    ).toHaveText(typeof value === 'string' ? showing(value) : value);
  }
  for (const [name, v] of Object.entries(s.url ?? {}))
    await expect
      .poll(() => new URL(page.url()).searchParams.get(name), { message: `${name} in the link` })
      .toBe(v);
  if (s.finite) expect(await nonFiniteFindings(page), 'non-finite values a reader could meet').toEqual([]);
  if (s.noNaN) await expectNoNaN(page);
  await s.also?.(page, before as B);
}

/** No NaN in the visible text, nor NaN or Infinity in any text or attribute of the body. */
export async function expectNoNaN(page: Page): Promise<void> {
  expect(await visibleText(page)).not.toContain('NaN');
  expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b|\bInfinity\b/);
}

/** Each figure's markup (a selector matching one element each). */
export const markupOf = (page: Page, selectors: readonly string[]) =>
  Promise.all(selectors.map((s) => page.locator(s).evaluate((el) => el.innerHTML)));

/**
 * An observation window for a claim that nothing happens (a paused simulation takes no step): the
 * page draws `frames` frames, in which a running one would have stepped about as many times. Not a
 * wait for a state: there is no state that shows that nothing is going to happen.
 */
export const watchFrames = (page: Page, frames = 24) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let k = 0;
        const frame = () => (++k >= n ? resolve() : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
    frames,
  );
