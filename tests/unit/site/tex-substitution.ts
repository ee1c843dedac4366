// The substituted formulas, checked: "plug in numbers" shows each formula label again with the
// symbols' values in place of the symbols (src/lib/tex-symbols.ts `substitution`, rendered by
// src/components/Step.astro, filled by src/kit/steps/PlugInNumbers.tsx with src/lib/slots.ts). For
// every side a page substitutes:
//   - the template (each slot its symbol, with the · and the parentheses the substitution inserted)
//     evaluates to the side's value at every draw where the step applies;
//   - every slot has a value there (no "?" on the page);
//   - at a few draws, the text the page writes (the numbers as printed, negatives in parentheses
//     where the slot says) parses back, with no symbol left, to the template's value at the printed
//     numbers: a dropped parenthesis or dot reads as another number.
import { ComputeEngine } from '@cortex-js/compute-engine';
import fc from 'fast-check';
import type { AnyTexDerivation } from '../../../src/site/chapters';
import { stepSymbols } from '../../../src/kit/steps/define';
import { defaults } from '../../../src/params/spec';
import { MINUS } from '../../../src/lib/format';
import { bySlotId, slotText } from '../../../src/lib/slots';
import { slotValue } from '../../../src/kit/steps/slot-value';
import {
  SLOT_BASE,
  SymbolBinder,
  substitution,
  substitutionBinder,
  symbolShapes,
  tokenize,
  type Substitution,
} from '../../../src/lib/tex-symbols';
import { evaluateVectorTokens, type Value } from './vector-eval';
import { paramValues } from './param-arbitraries';
import { runs } from '../runs';
import { TEX_TOLERANCE } from './tex-check';
import { TexEvaluator, toReal, type Evaluated } from './tex-eval';

type Params = Record<string, number | boolean>;

/** Parameter sets per page for the templates (compiled: cheap), and for the parsed page text (slow). */
export const SUBSTITUTION_RUNS = runs(2000);
export const PARSE_RUNS = 4;
const SEED = 20261129;

export const substitutionDrawsFor = (d: AnyTexDerivation): Params[] => [
  defaults(d.params) as Params,
  ...(fc.sample(paramValues(d.params), { numRuns: SUBSTITUTION_RUNS, seed: SEED }) as Params[]),
];

const close = (a: number, b: number) =>
  a === b || Math.abs(a - b) <= TEX_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
/** A vector form's value against another (or a side's): component by component. */
const closeValue = (got: Value, want: Value | { x: number; y: number }): boolean => {
  const w = typeof want === 'number' || Array.isArray(want) ? want : [want.x, want.y];
  if (typeof got === 'number' || typeof w === 'number')
    return got === w || (typeof got === 'number' && typeof w === 'number' && close(got, w));
  // A side's value is a number or a vector: a matrix left over is a product read wrongly.
  return got.length === w.length && got.every((g, i) => typeof g === 'number' && close(g, w[i] as number));
};
const show = (v: Value | { x: number; y: number }) =>
  typeof v === 'number'
    ? String(v)
    : Array.isArray(v)
      ? `(${v.map((x) => (Array.isArray(x) ? `(${x.join(', ')})` : x)).join(', ')})`
      : `(${v.x}, ${v.y})`;

/** A slot's placeholder in a substitution's TeX. */
const SLOT = new RegExp(`\\{${String(SLOT_BASE).slice(0, -2)}(\\d\\d)\\}`, 'g');

/** The substitution's TeX with each slot written by `fill`. */
export const filled = (sub: Substitution, fill: (i: number) => string): string =>
  sub.tex.replace(SLOT, (_m, i: string) => fill(Number(i)));

/** The page's text for a slot (slotText) as TeX the parser reads: −, ×10^, ∞ written out. */
export function slotTextAsTex(text: string): string {
  return text
    .replaceAll(MINUS, '-')
    .replace(/×10\^(-?\d+)/, '\\times10^{$1}')
    .replace('∞', '\\infty');
}

/** What a page's substitutions are, side by side, for the report and the tests. */
export interface SubstitutedSide {
  step: string;
  row: number;
  side: number;
  label: string;
  /** Null: the label is a bare symbol, or has no symbol, or words. */
  sub: Substitution | null;
  /** The template as the check evaluates it (slots as their symbols), if it is evaluable. */
  template: Evaluated | null;
  /**
   * It has a vector in it: the check reads it with vector-eval.ts, not the compute engine (as it
   * reads a substitution whose side's value is a vector).
   */
  vector: boolean;
  /** Its substitution was read with vector-eval.ts at some draw. */
  checkedAsVector?: boolean;
  formula: boolean;
}

export interface SubstitutionResult {
  problems: string[];
  sides: SubstitutedSide[];
  /** Sides whose label is a formula (more than one symbol, or a symbol in an expression). */
  formulas: number;
  /** Substituted sides whose template the check evaluated. */
  checked: number;
  parsed: number;
}

const ARITHMETIC = new Set(['+', '-', '/', '\\cdot', '\\times', '\\frac', '\\sqrt', '^', '(']);

/**
 * Whether a label is a formula, whose numbers a reader would want to see in it: arithmetic, or a
 * symbol with anything else, or two symbols (after binding, a declared symbol is one item).
 */
function isFormula(label: string, binder: SymbolBinder): boolean {
  const bound = binder.bind(tokenize(label));
  const keys = bound.filter((b) => typeof b !== 'string').length;
  return (
    keys >= 2 ||
    (keys === 1 && bound.length > 1) ||
    bound.some((b) => typeof b === 'string' && ARITHMETIC.has(b))
  );
}

export interface SubstitutionOptions {
  /** Rewrites a slot's text before it is parsed: how a test shows a slip in the filling is caught. */
  slotText?: (v: number, paren: boolean) => string;
  /** Also rewrites the substitution, as a slip in the build would. */
  editSubstitution?: (sub: Substitution) => Substitution;
  parseDraws?: number;
}

export function checkSubstitutions(
  d: AnyTexDerivation,
  draws: readonly Params[],
  options: SubstitutionOptions = {},
): SubstitutionResult {
  const problems: string[] = [];
  const sides: SubstitutedSide[] = [];
  const text = options.slotText ?? slotText;
  const ce = new ComputeEngine();
  const atDefaults = d.scenario(defaults(d.params));
  const plan = d.steps.map((step) => {
    const table = stepSymbols(d, step);
    const vectors = { ...d.vectors, ...step.vectors };
    const scalars = Object.keys({ ...d.symbols, ...step.symbols }).sort();
    const binder = substitutionBinder(scalars, Object.keys(vectors));
    const shape = symbolShapes(vectors, atDefaults);
    const evaluator = new TexEvaluator(scalars);
    const here = step.rows.flatMap((row, r) =>
      row.sides.map((side, k): SubstitutedSide => {
        let sub = substitution(side.tex, binder, shape);
        if (sub && options.editSubstitution) sub = options.editSubstitution(sub);
        const vector = !!sub?.slots.some((slot) => slot.component);
        // Slots as their symbols, braced: `{v_n}^2` is the template's structure as the page writes it.
        const template =
          sub && !vector ? evaluator.evaluate(filled(sub, (i) => `{${sub!.slots[i]!.key}}`)) : null;
        const formula = isFormula(side.tex, binder);
        const x = { step: step.id, row: r, side: k, label: side.tex, sub, template, vector, formula };
        sides.push(x);
        return x;
      }),
    );
    // The slot ids a page writes must each name one symbol.
    const ids = new Map<string, string>();
    for (const x of here)
      for (const slot of x.sub?.slots ?? []) {
        const other = ids.get(slot.id);
        if (other !== undefined && other !== slot.key)
          problems.push(`${step.id}: the symbols ${other} and ${slot.key} have the same slot id ${slot.id}`);
        ids.set(slot.id, slot.key);
      }
    return {
      step,
      byId: bySlotId(table),
      sides: here.filter((x) => x.sub),
      failed: new Set<SubstitutedSide>(),
    };
  });
  let parsed = 0;
  const parseDraws = options.parseDraws ?? PARSE_RUNS;
  draws.forEach((params, n) => {
    const s = d.scenario(params as never);
    for (const p of plan) {
      if ((p.step.inapplicable?.(s) ?? null) !== null) continue;
      const values: Record<string, number> = {};
      const valueOf = (slot: Substitution['slots'][number]) => {
        if (!(slot.id in values)) {
          // NaN (reported below, as a slot with no value) where the symbol has none.
          const v = slotValue(p.byId, slot.id, s);
          values[slot.id] = v;
          if (!slot.component) values[slot.key] = v;
        }
        return values[slot.id]!;
      };
      const at = () => `at ${JSON.stringify(params)}`;
      for (const x of p.sides) {
        if (p.failed.has(x)) continue;
        const sub = x.sub!;
        const fail = (why: string) => {
          p.failed.add(x);
          problems.push(`${p.step.id} row ${x.row} side ${x.side} (${x.label}): ${why} ${at()}`);
        };
        const slotValues = sub.slots.map(valueOf);
        const missing = sub.slots.filter((_, i) => Number.isNaN(slotValues[i]));
        if (missing.length > 0) {
          fail(`the slot of ${missing.map((m) => m.key).join(', ')} has no value`);
          continue;
        }
        const want = p.step.rows[x.row]!.sides[x.side]!.value(s);
        if (x.vector || typeof want !== 'number') {
          x.checkedAsVector = true;
          if (slotValues.some((v) => !Number.isFinite(v))) continue;
          // The template, and at a few draws the page's text parsed back, read with vector-eval.ts.
          try {
            const got = evaluateVectorTokens(sub.tokens, slotValues);
            if (!closeValue(got, want)) {
              fail(
                `the substituted template evaluates to ${show(got)} but the side's value is ${show(want)}`,
              );
              continue;
            }
            if (n >= parseDraws) continue;
            const texts = sub.slots.map((slot, i) => text(slotValues[i]!, slot.paren));
            const page = filled(sub, (i) => slotTextAsTex(texts[i]!));
            const printed = texts.map((t) =>
              Number(slotTextAsTex(t).replace(/[()]/g, '').replace('\\times10^{', 'e').replace('}', '')),
            );
            parsed++;
            const read = evaluateVectorTokens(tokenize(page));
            const expected = evaluateVectorTokens(sub.tokens, printed);
            if (!closeValue(read, expected))
              fail(
                `the page's text ${page} reads as ${show(read)}, not ${show(expected)} (the template at the printed numbers)`,
              );
          } catch (e) {
            // A vector's column must be read; a vector-valued formula with scalars alone need not
            // be (it was shown before vectors were, and may hold a vector written as a letter).
            if (x.vector) fail(`the substituted template cannot be read: ${(e as Error).message}`);
            else x.checkedAsVector = false;
          }
          continue;
        }
        if (!x.template?.ok || typeof want !== 'number' || !Number.isFinite(want)) continue;
        if (slotValues.some((v) => !Number.isFinite(v))) continue; // ∞ (an immovable body): 1/∞ is read
        const got = x.template.evaluate(values);
        if (!close(got, want)) {
          fail(`the substituted template evaluates to ${got} but the side's value is ${want}`);
          continue;
        }
        if (n >= parseDraws) continue;
        // The page's text, parsed back: the template at the printed numbers.
        const texts = sub.slots.map((slot, i) => text(slotValues[i]!, slot.paren));
        const printed: Record<string, number> = { ...values };
        sub.slots.forEach((slot, i) => {
          printed[slot.key] = Number(
            slotTextAsTex(texts[i]!).replace(/[()]/g, '').replace('\\times10^{', 'e').replace('}', ''),
          );
        });
        // Bare, as a reader sees it: `−3` squared reads as −(3²) without its parentheses.
        const page = filled(sub, (i) => slotTextAsTex(texts[i]!));
        const expr = ce.parse(page);
        parsed++;
        const left = expr.isValid ? expr.symbols : ['(not valid)'];
        const read = toReal(expr.N().valueOf());
        const expected = x.template.evaluate(printed);
        if (left.length > 0)
          fail(`the page's text ${page} does not parse as arithmetic (${left.join(', ')})`);
        else if (!close(read, expected))
          fail(
            `the page's text ${page} reads as ${read}, not ${expected} (the template at the printed numbers)`,
          );
      }
    }
  });
  const formulas = sides.filter((x) => x.formula).length;
  const checked = sides.filter(
    (x) => x.template?.ok || (x.sub && x.checkedAsVector && !plan.some((p) => p.failed.has(x))),
  ).length;
  return { problems, sides, formulas, checked, parsed };
}
