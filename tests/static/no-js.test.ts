// What a reader without JavaScript gets, as served: "Plug in numbers" is a plain checkbox, and each
// step's values at the chapter's defaults are in its <noscript> (src/components/Step.astro), which
// such a reader's browser parses as markup (linkedom does too); CSS shows them when the box is ticked
// (tests/e2e/checks/no-js.ts ticks it, and prints the page). Every widget draws its figures at the
// defaults on the server, so they are in the HTML (tests/e2e/checks/no-js.ts checks they are drawn).
//
// Mutations these catch: a step's value computed from other parameters than the defaults, a side's
// value in another side's <output>, two rows swapped, a unit dropped, a step that does not apply
// showing numbers instead of its reason (or the reverse), a step of another page, a NaN; a widget
// whose figure is left to the client (an empty <svg>, or none).
import { CHAPTERS } from '../../src/site/chapters';
import { defaults } from '../../src/params/spec';
import { fmtStepValue } from '../../src/lib/format';
import { builtPage, requireBuild, DIST } from './built';

requireBuild(DIST, 'npm run build');

const MINUS = '\u2212';

/** A number the site printed (typographic minus allowed, unit after a space ignored). */
// A number as fmt writes it: a minus sign, and small or large values as a×10^b.
const parseShown = (text: string) =>
  Number(text.trim().split(/\s/)[0]!.replaceAll(MINUS, '-').replace('×10^', 'e'));

interface ShownStep {
  id: string;
  values: string[];
  reason: string;
}

/**
 * What each step must show at the chapter's defaults, by step id: every side's value, formatted as
 * the site formats step values, or (for a step that does not apply) the reason, from the chapter's
 * derivation evaluated here.
 */
function expectedSteps(slug: string): Record<string, Omit<ShownStep, 'id'>> {
  const d = CHAPTERS.find((c) => c.slug === slug)!.derivation;
  const scenario = d.scenario(defaults(d.params));
  const out: Record<string, Omit<ShownStep, 'id'>> = {};
  for (const step of d.steps) {
    const reason = step.inapplicable?.(scenario) ?? null;
    out[step.id] = {
      values:
        reason === null
          ? step.rows.flatMap((row) => row.sides.map((side) => fmtStepValue(side.value(scenario), row.unit)))
          : [],
      reason: (reason ?? '').replace(/\s+/g, ' ').trim(),
    };
  }
  return out;
}

/** Each step's values as served to a reader without JavaScript: its <noscript>'s rows, or its reason. */
function shownSteps(document: Document): ShownStep[] {
  return [...document.querySelectorAll('div.step')].map((step) => {
    const numbers = step.querySelector(':scope > noscript[data-step-numbers] > .step-numbers');
    const rows = numbers?.querySelector(':scope > .step-values');
    const reason = numbers?.querySelector(':scope > .step-reason');
    return {
      id: step.id,
      values:
        rows && !rows.hasAttribute('hidden')
          ? [...rows.querySelectorAll('output')].map((o) => o.textContent ?? '')
          : [],
      reason:
        reason && !reason.hasAttribute('hidden')
          ? (reason.textContent ?? '').replace(/\s+/g, ' ').trim()
          : '',
    };
  });
}

describe('with JavaScript disabled', () => {
  for (const c of CHAPTERS) {
    test(`/${c.slug}/: “Plug in numbers” holds every step’s values at the defaults, from the derivation`, () => {
      const { document } = builtPage(`/${c.slug}/`);
      const box = document.querySelector('input#plug-in-numbers');
      expect(box?.getAttribute('type'), 'the “Plug in numbers” checkbox').toBe('checkbox');
      const onPage = shownSteps(document);
      expect(onPage.length, 'steps').toBeGreaterThan(3);
      // Each step shows either every side's value (a finite number, with its unit) or why it has none.
      for (const { id, values, reason } of onPage) {
        expect(values.length > 0 || reason.length > 10, `${id}: values or a reason`).toBe(true);
        for (const v of values)
          expect(Number.isFinite(parseShown(v.replace(/^\(/, '').split(',')[0]!)), `${id}: “${v}”`).toBe(
            true,
          );
      }
      // Exactly the derivation's values at the defaults, step by step.
      const want = expectedSteps(c.slug);
      expect(onPage, 'every step’s plugged-in values at the defaults').toEqual(
        onPage.map(({ id }) => ({
          id,
          ...(want[id] ?? { values: ['(not a step of this page)'], reason: '' }),
        })),
      );
    });

    test(`/${c.slug}/: every widget has its figures drawn in the served HTML`, () => {
      const { document } = builtPage(`/${c.slug}/`);
      const widgets = [...document.querySelectorAll('section.widget')];
      expect(widgets.map((w) => w.id).sort(), 'the manifest’s widgets').toEqual(
        c.widgets.map((w) => w.anchor).sort(),
      );
      for (const w of widgets) {
        // An image, or a diagram with drag handles: a group of them over its drawing.
        const figures = [...w.querySelectorAll('figure svg')].filter((svg) =>
          ['img', 'group'].includes(svg.getAttribute('role') ?? ''),
        );
        expect(figures.length, `${w.id}: figures`).toBeGreaterThan(0);
        for (const svg of figures)
          expect(
            svg.querySelectorAll('path, line, circle, rect, polygon').length,
            `${w.id}: drawn shapes in ${svg.getAttribute('aria-label') ?? 'a figure'}`,
          ).toBeGreaterThan(2);
      }
    });
  }
});
