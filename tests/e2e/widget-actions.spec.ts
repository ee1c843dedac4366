// Every widget's actions and disclosure, exactly, against the parameter declarations (never against
// what the page showed before):
// - the disclosure ("more" parameters) is closed at first, opens with Enter on its summary, and Tab
//   then walks through every control inside it, in order;
// - every parameter changed through its control, "Copy link" copies a URL whose query holds exactly
//   the changed parameters with their values; opened in a fresh page, that link shows exactly those
//   values in every control of the widget's state (and opens the disclosure);
// - "Reset to defaults" puts every control back to its declared default and removes the widget's
//   parameters from the query string, leaving another widget's there;
// - a link that sets one tucked-away parameter, alone, opens the disclosure.
// The declarations are each chapter's parameter lists (its manifest's `params`, one per shared
// store); the widget that owns a list is the one with the actions among those with its controls.
import type { Page } from '@playwright/test';
import { test, expect, hydrate, SLUGS, loadChapters } from './support';
import type { ParamSpec, ParamSpecs } from '../../src/params/spec';

interface State {
  /** The widget that owns the state: its section id (it has the reset and copy-link actions). */
  widget: string;
  /** Widgets sharing the state (their controls show the same values). */
  shares: string[];
  params: ParamSpecs;
}

/** Each page's parameter lists, one per shared store, from its chapter's manifest. */
const PAGE_PARAMS = new Map((await loadChapters()).map((c) => [c.slug, c.params]));

/**
 * The page's states: for each of its chapter's parameter lists, the widget with the actions whose
 * controls set it, and every other widget with a control of it. Each list must have exactly one
 * widget with the actions.
 */
async function statesOn(
  page: Page,
  lists: readonly ParamSpecs[],
  owners: readonly string[],
): Promise<State[]> {
  const controlled = await page.locator('section.widget').evaluateAll((els) =>
    els.map((el) => ({
      id: el.id,
      params: [...el.querySelectorAll('[data-param]')].map((c) => c.getAttribute('data-param')!),
    })),
  );
  return lists.map((params) => {
    const names = new Set(params.map((p) => p.name));
    const mine = controlled.filter((w) => w.params.some((n) => names.has(n))).map((w) => w.id);
    const owner = mine.filter((id) => owners.includes(id));
    expect(owner, `the widget with the actions for ${[...names].join(', ')}`).toHaveLength(1);
    return { widget: owner[0]!, shares: mine.filter((id) => id !== owner[0]), params };
  });
}

/** A value other than the default, a few steps away, inside the declared range. */
function another(p: ParamSpec): number | boolean {
  if (p.kind === 'boolean') return !p.default;
  for (const k of [3, -3, 1, -1]) {
    const v = Number((p.default + k * p.step).toFixed(9));
    if (v >= p.min && v <= p.max) return v;
  }
  throw new Error(`no other value for ${p.name}`);
}

/** URL form of a value (src/params/url.ts writes booleans as 1/0). */
const inUrl = (v: number | boolean) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

const sections = (s: State) => [s.widget, ...s.shares].map((id) => `section#${id}`).join(', ');

/** Every control of the state's parameters, with the value it shows. */
async function shown(page: Page, s: State): Promise<[string, string, number | boolean][]> {
  return page.locator(`:is(${sections(s)}) :is(input, select)[data-param]`).evaluateAll((els) =>
    els.map((el) => {
      const input = el as HTMLInputElement;
      const v = input.type === 'checkbox' ? input.checked : Number(input.value);
      return [input.id, input.getAttribute('data-param')!, v] as [string, string, number | boolean];
    }),
  );
}

async function expectShown(page: Page, s: State, want: Record<string, number | boolean>, when: string) {
  const rows = await shown(page, s);
  expect(rows.length, `${s.widget}: controls`).toBeGreaterThan(0);
  const bad = rows
    .filter(([, name, v]) =>
      typeof v === 'boolean' ? v !== want[name] : !(Math.abs(v - (want[name] as number)) < 1e-9),
    )
    .map(([id, name, v]) => `#${id} shows ${v}, want ${name} = ${want[name]}`);
  expect(bad, `${s.widget} ${when}`).toEqual([]);
}

const declared = (s: State) => Object.fromEntries(s.params.map((p) => [p.name, p.default]));
const query = (page: Page) => new URL(page.url()).searchParams;

/** The disclosure: closed, Enter on its summary opens it, Tab walks its enabled controls in order. */
async function checkDisclosure(page: Page, s: State): Promise<boolean> {
  const details = page.locator(`section#${s.widget} details.widget-more`);
  if ((await details.count()) === 0) return false;
  await expect(details, `${s.widget}: the disclosure is closed at first`).not.toHaveAttribute('open');
  const inside = details.locator(':is(input, select, button, textarea):not([disabled])');
  await expect(inside.first()).toBeHidden();
  await details.locator('> summary').focus();
  await page.keyboard.press('Enter');
  await expect(details, `${s.widget}: Enter on the summary opens it`).toHaveAttribute('open', '');
  const ids = await inside.evaluateAll((els) => els.map((el) => el.id));
  expect(ids.length, `${s.widget}: controls in the disclosure`).toBeGreaterThan(0);
  const reached: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.id ?? ''));
  }
  expect(reached, `${s.widget}: Tab from the summary walks the controls inside`).toEqual(ids);
  return true;
}

/** Change every parameter whose control can act, as a reader would; returns what was changed. */
async function changeAll(page: Page, s: State): Promise<Record<string, number | boolean>> {
  const changed: Record<string, number | boolean> = {};
  // Numbers first: a boolean switched on may make some of them inert (disabled).
  const order = [...s.params].sort((a, b) => Number(a.kind === 'boolean') - Number(b.kind === 'boolean'));
  for (const p of order) {
    const v = another(p);
    const scope = page.locator(`:is(${sections(s)})`);
    if (p.kind === 'boolean') {
      const box = scope.locator(`input[type="checkbox"][data-param="${p.name}"]`).first();
      if (await box.isDisabled()) continue;
      await box.setChecked(v as boolean);
    } else {
      const select = scope.locator(`select[data-param="${p.name}"]`);
      if (await select.count()) {
        await select.first().selectOption(String(v));
      } else {
        const box = scope.locator(`input[type="number"][data-param="${p.name}"]`).first();
        await expect(box, `${s.widget}: a control for ${p.name}`).toHaveCount(1);
        if (await box.isDisabled()) continue;
        await box.fill(String(v));
        await box.press('Tab');
      }
    }
    changed[p.name] = v;
  }
  return changed;
}

for (const slug of SLUGS) {
  const path = `/${slug}/`;
  test(`${path}: each widget's disclosure, copied link and reset, exactly`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const lists = PAGE_PARAMS.get(slug);
    expect(lists?.length, `${slug}'s manifest lists its parameters`).toBeGreaterThan(0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(path);
    await hydrate(page);

    // Every widget with the actions owns one of the manifest's lists, and every control of a state
    // is declared in its list.
    const owners = await page
      .getByRole('button', { name: 'Reset to defaults' })
      .evaluateAll((els) => els.map((el) => el.closest('section.widget')?.id ?? '(outside a widget)'));
    const states = await statesOn(page, lists!, owners);
    expect(owners.sort()).toEqual(states.map((s) => s.widget).sort());

    for (const s of states) {
      const hasMore = await checkDisclosure(page, s);
      const names = new Set(s.params.map((p) => p.name));
      expect(
        (await shown(page, s)).filter(([, name]) => !names.has(name)).map(([id]) => id),
        `${s.widget}: controls not in its declarations`,
      ).toEqual([]);

      const changed = await changeAll(page, s);
      // Only controls disabled at the defaults (inert parameters) are left out.
      expect(Object.keys(changed).length, `${s.widget}: parameters changed`).toBeGreaterThanOrEqual(
        s.params.length - 4,
      );
      const want = { ...declared(s), ...changed };
      await expectShown(page, s, want, 'after the changes');

      const section = page.locator(`section#${s.widget}`);
      await section.getByRole('button', { name: 'Copy link to this configuration' }).click();
      await expect(section.locator('.widget-actions > [role="status"]')).toHaveText('Link copied.');
      const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(copied.pathname).toBe(path);
      const params = Object.fromEntries([...copied.searchParams].filter(([k]) => names.has(k)));
      expect(params, `${s.widget}: the copied link holds exactly the changed values`).toEqual(
        Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, inUrl(v)])),
      );

      // The link in a fresh page, with another widget's value beside it (if the page has another).
      const other = states.find((o) => o !== s);
      const otherParam = other?.params.find((p) => p.kind === 'number');
      const link = new URL(copied);
      for (const k of [...link.searchParams.keys()]) if (!names.has(k)) link.searchParams.delete(k);
      if (otherParam) link.searchParams.set(otherParam.name, inUrl(another(otherParam)));
      const fresh = await context.newPage();
      await fresh.goto(link.pathname + link.search);
      await hydrate(fresh);
      await expectShown(fresh, s, want, 'in a fresh page opened at the copied link');
      await expect(fresh.locator(`section#${s.widget} .notice`)).toHaveCount(0);
      if (hasMore)
        await expect(fresh.locator(`section#${s.widget} details.widget-more`)).toHaveAttribute('open', '');

      await fresh.locator(`section#${s.widget}`).getByRole('button', { name: 'Reset to defaults' }).click();
      await expectShown(fresh, s, declared(s), 'after Reset');
      await expect
        .poll(
          () => [...query(fresh).keys()].filter((k) => names.has(k)),
          `${s.widget}: its parameters left the URL`,
        )
        .toEqual([]);
      if (other && otherParam) {
        expect(query(fresh).get(otherParam.name), `${other.widget}'s value stays in the URL`).toBe(
          inUrl(another(otherParam)),
        );
        await expectShown(
          fresh,
          other,
          { ...declared(other), [otherParam.name]: another(otherParam) },
          'untouched by the other reset',
        );
      }

      // A link setting one tucked-away parameter alone opens the disclosure.
      if (hasMore) {
        const tucked = await page
          .locator(`section#${s.widget} details.widget-more [data-param]`)
          .last()
          .getAttribute('data-param');
        const p = s.params.find((q) => q.name === tucked)!;
        await fresh.goto(`${path}?${p.name}=${inUrl(another(p))}`);
        await hydrate(fresh);
        await expect(fresh.locator(`section#${s.widget} details.widget-more`)).toHaveAttribute('open', '');
      }
      await fresh.close();
    }
  });
}
