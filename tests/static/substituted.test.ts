// "Plug in numbers" shows each formula with the numbers in it, as served to a reader without
// JavaScript: in every step's <noscript>, each side whose label is a formula reads "label =
// substituted formula = value", and each slot of the substituted formula (<mn data-slot>, named by the
// symbol's slot id: src/lib/slots.ts) holds the symbol's value at the chapter's defaults, in
// parentheses where its place needs them. That the island keeps them live: tests/e2e/checks/
// plug-in-numbers.ts and the chapters' scrubs; that every substitution evaluates to its side's value:
// tests/unit/site/tex-substitution.test.ts.
//
// A vector's slot (`data-slot="<id>.x"`) holds that component of the vector's value.
//
// And every step shows at least one such formula (a step whose sides are all bare symbols or numbers
// would show results alone).
//
// Mutations these catch: a slot left empty or holding another symbol's value (or component), a step-level symbol
// (a special case's) not overriding the page's, the value of a step that does not apply, a slot
// that lost its parentheses mark, the substituted formula dropped.
import { CHAPTERS } from '../../src/site/chapters';
import { defaults } from '../../src/params/spec';
import { stepSymbols } from '../../src/kit/steps/define';
import { bySlotId, slotText } from '../../src/lib/slots';
import { slotValue } from '../../src/kit/steps/slot-value';
import { builtPage, requireBuild, DIST } from './built';

requireBuild(DIST, 'npm run build');

describe('the substituted formulas, as served', () => {
  for (const c of CHAPTERS) {
    test(`/${c.slug}/: every slot holds its symbol's value at the defaults`, () => {
      const d = c.tex;
      const scenario = d.scenario(defaults(d.params));
      const { document } = builtPage(`/${c.slug}/`);
      const wrong: string[] = [];
      let slots = 0;
      for (const step of d.steps) {
        const el = document.querySelector(`[data-step="${step.id}"] > noscript[data-step-numbers]`);
        const applies = (step.inapplicable?.(scenario) ?? null) === null;
        const table = bySlotId(stepSymbols(d, step));
        for (const slot of el?.querySelectorAll('.step-values [data-slot]') ?? []) {
          slots++;
          const id = slot.getAttribute('data-slot') ?? '';
          const known = table.has(id.split('.')[0]!);
          const value = slotValue(table, id, scenario);
          const want = !applies ? '' : known ? slotText(value, slot.hasAttribute('data-p')) : '(no symbol)';
          if (slot.textContent !== want) wrong.push(`${step.id}: “${slot.textContent}”, not “${want}”`);
        }
      }
      expect(wrong).toEqual([]);
      expect(slots, 'slots on the page').toBeGreaterThan(20);
    });
  }

  // Issue 47: with "Plug in numbers" on, every step shows its numbers in a formula, not only results.
  test('every step of every chapter shows a formula with the numbers in it', () => {
    const without: string[] = [];
    let steps = 0;
    for (const c of CHAPTERS) {
      const { document } = builtPage(`/${c.slug}/`);
      for (const step of c.tex.steps) {
        steps++;
        const el = document.querySelector(`[data-step="${step.id}"] > noscript[data-step-numbers]`);
        if (!el?.querySelector('.step-values [data-slot]')) without.push(step.id);
      }
    }
    expect(without, 'steps whose rows show no substituted formula').toEqual([]);
    expect(steps).toBeGreaterThanOrEqual(140);
  });
});
