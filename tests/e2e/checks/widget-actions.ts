// Every widget's actions and disclosure, exactly, against the parameter declarations (never against
// what the page showed before):
// - the disclosure ("more" parameters) is closed at first, opens with Enter on its summary, and Tab
//   then walks through every control inside it, in order;
// - every parameter changed through its control, "Copy link" copies a URL whose query holds exactly
//   the changed parameters with their values; opened in a fresh page, that link shows exactly those
//   values in every control of the widget's state (and opens the disclosure);
// - the page's own address then holds exactly the changed parameters; the link opened is not
//   rewritten on load;
// - "Reset to defaults" puts every control back to its declared default and removes the widget's
//   parameters from the query string, leaving another widget's there, and none once all are reset;
// - a link that sets one tucked-away parameter, alone, opens the disclosure.
// The declarations are each chapter's parameter lists (its manifest's `params`, one per shared
// store); the widget that owns a list is the one with the actions among those with its controls.
//
// On the laptop visit: every state is changed and its link copied on the walk's page; then one fresh
// page opens the link that holds them all (each state beside the others' values) and resets them
// one by one, and opens one link with a tucked-away parameter of each state with a disclosure.
import type { Page } from '@playwright/test';
import { expect, hydrate } from '../support';
import type { ParamSpec, ParamSpecs } from '../../../src/params/spec';
import type { Check } from '../walk';

interface State {
  /** The widget that owns the state: its section id (it has the reset and copy-link actions). */
  widget: string;
  /** Widgets sharing the state (their controls show the same values). */
  shares: string[];
  params: ParamSpecs;
}

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

/** Every write the page makes to its address (history.replaceState), from its load on. */
const recordWrites = () => {
  const w = window as unknown as { __addressWrites: string[] };
  w.__addressWrites = [];
  const replace = history.replaceState.bind(history);
  history.replaceState = (data, unused, url) => {
    w.__addressWrites.push(new URL(String(url ?? location.href), location.href).search);
    replace(data, unused, url);
  };
};
const writes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __addressWrites?: string[] }).__addressWrites ?? []);

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
        const box = scope.locator(`input[role="spinbutton"][data-param="${p.name}"]`).first();
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

export default [
  {
    name: "each widget's disclosure, copied link and reset, exactly",
    visits: ['laptop'],
    phase: 'interact',
    budget: 60_000,
    async run({ page, chapter, path }) {
      const lists = chapter.params;
      expect(lists.length, `${chapter.file} lists the page's parameters`).toBeGreaterThan(0);
      const origin = new URL(page.url()).origin;
      const context = page.context();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

      // Every widget with the actions owns one of the manifest's lists, and every control of a state
      // is declared in its list.
      const owners = await page
        .getByRole('button', { name: 'Reset to defaults' })
        .evaluateAll((els) => els.map((el) => el.closest('section.widget')?.id ?? '(outside a widget)'));
      const states = await statesOn(page, lists, owners);
      expect(owners.sort()).toEqual(states.map((s) => s.widget).sort());

      // On the walk's page: each state's disclosure, every parameter changed, its link copied.
      const more = new Map<State, boolean>();
      const wants = new Map<State, Record<string, number | boolean>>();
      const changes = new Map<State, Record<string, number | boolean>>();
      let link: URL | undefined;
      for (const s of states) {
        more.set(s, await checkDisclosure(page, s));
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
        changes.set(s, changed);
        wants.set(s, want);

        const section = page.locator(`section#${s.widget}`);
        const status = section.locator('.widget-actions > [role="status"]');
        await section.getByRole('button', { name: 'Copy link to this configuration' }).click();
        await expect(status).toHaveText('Link copied.');
        const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
        expect(copied.pathname).toBe(path);
        const params = Object.fromEntries([...copied.searchParams].filter(([k]) => names.has(k)));
        expect(params, `${s.widget}: the copied link holds exactly the changed values`).toEqual(
          Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, inUrl(v)])),
        );
        // The last state's copy holds every state's changes: the link the fresh page opens.
        link = copied;
      }
      await context.clearPermissions();
      // The page's own address holds exactly what changed, every state's (written a moment after the
      // changes pause; only values that differ from the defaults).
      const everyChange = Object.fromEntries(
        states.flatMap((s) => Object.entries(changes.get(s)!).map(([k, v]) => [k, inUrl(v)])),
      );
      await expect
        .poll(() => Object.fromEntries(query(page)), { message: 'the address holds exactly the changes' })
        .toEqual(everyChange);
      // The disclosures opened here closed again (the walk puts the values back, not these).
      for (const s of states)
        if (more.get(s)) await page.locator(`section#${s.widget} details.widget-more > summary`).click();

      // The link in a fresh page: every state shows exactly its changed values, beside the others'.
      const fresh = await context.newPage();
      try {
        await fresh.addInitScript(recordWrites);
        await fresh.goto(link!.pathname + link!.search);
        await hydrate(fresh);
        for (const s of states) {
          await expectShown(fresh, s, wants.get(s)!, 'in a fresh page opened at the copied link');
          await expect(fresh.locator(`section#${s.widget} .notice`)).toHaveCount(0);
          if (more.get(s))
            await expect(fresh.locator(`section#${s.widget} details.widget-more`)).toHaveAttribute(
              'open',
              '',
            );
        }
        // The link was not rewritten on load: the address is the link's, and whatever the page wrote to
        // it so far (nothing, unless a value changed) was the link's own query.
        expect(new URL(fresh.url()).search, 'the address after the load').toBe(link!.search);
        expect(
          (await writes(fresh)).filter((w) => w !== link!.search),
          'addresses written since the load',
        ).toEqual([]);

        // Reset, state by state: its controls at the defaults and its parameters out of the link,
        // every other state's values kept, in its controls and in the link.
        const reset = new Set<State>();
        for (const s of states) {
          const names = new Set(s.params.map((p) => p.name));
          await fresh
            .locator(`section#${s.widget}`)
            .getByRole('button', { name: 'Reset to defaults' })
            .click();
          reset.add(s);
          await expectShown(fresh, s, declared(s), 'after Reset');
          await expect
            .poll(
              () => [...query(fresh).keys()].filter((k) => names.has(k)),
              `${s.widget}: its parameters left the URL`,
            )
            .toEqual([]);
          for (const o of states) {
            if (reset.has(o)) continue;
            for (const [k, v] of Object.entries(changes.get(o)!))
              expect(
                query(fresh).get(k),
                `${o.widget}'s ${k} stays in the URL after ${s.widget}'s reset`,
              ).toBe(inUrl(v));
            await expectShown(fresh, o, wants.get(o)!, `untouched by ${s.widget}'s reset`);
          }
        }

        // Every state reset: the address has no query left.
        await expect.poll(() => new URL(fresh.url()).search, 'the address after every reset').toBe('');

        // A link setting one tucked-away parameter of each widget with a disclosure, alone among its
        // widget's, opens that disclosure.
        const tucked: [State, ParamSpec][] = [];
        for (const s of states) {
          if (!more.get(s)) continue;
          const name = await page
            .locator(`section#${s.widget} details.widget-more [data-param]`)
            .last()
            .getAttribute('data-param');
          tucked.push([s, s.params.find((q) => q.name === name)!]);
        }
        if (tucked.length) {
          const q = new URLSearchParams(tucked.map(([, p]) => [p.name, inUrl(another(p))]));
          await fresh.goto(`${path}?${q}`);
          await hydrate(fresh);
          for (const [s] of tucked)
            await expect(fresh.locator(`section#${s.widget} details.widget-more`)).toHaveAttribute(
              'open',
              '',
            );
        }
      } finally {
        await fresh.close();
      }
    },
  },
] satisfies Check[];
