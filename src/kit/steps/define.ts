// A derivation is an ordered list of displayed equations. Each step is defined once, here, as its
// TeX together with functions that evaluate every side of it from the page's parameters. The page
// renders the TeX at build time; "plug in numbers" shows the sides' values; and a unit test
// evaluates every step at thousands of random parameter sets, so an algebra slip in the text fails
// the build.
import type { ParamSpecs, ParamValues } from '../../params/spec';

export type StepValue = number | { x: number; y: number };

export interface Side<Sc> {
  /** TeX of this side (rendered at build time as the label of its number). */
  tex: string;
  /** Unit of the value, plain text ('' if none). */
  unit?: string;
  value: (s: Sc) => StepValue;
}

/**
 * TeX symbol → its value on the scenario. The TeX check (tests/unit/site/tex-check.test.ts) binds
 * these in each step's displayed equation and in the sides' labels, evaluates what the reader sees
 * with a LaTeX parser and compares it with the sides' values. A key is TeX as the steps write it
 * (spacing, `\tfrac` and `_{x}` vs `_x` do not matter): a symbol (`e`, `v_n`, `m_{\text{eff}}`,
 * `\omega_A'`) or a scalar the parser cannot build from symbols (`\mathbf r_A\times\mathbf n`, a 2D
 * cross product). Nothing else is bound: an undeclared `e` would be read as Euler's number.
 */
export type Symbols<Sc> = Readonly<Record<string, (s: Sc) => number>>;

/** One equation (or chain a = b = c): every side evaluates to the same value. */
export interface Row<Sc> {
  sides: readonly Side<Sc>[];
}

export interface Step<Sc> {
  /** Equation id, `eq:<page-prefix>-<name>`; solver comments cite it as `[eq:…]`. */
  id: string;
  /** The displayed equation, KaTeX display mode. */
  tex: string;
  rows: readonly Row<Sc>[];
  /**
   * True when this step rewrites the previous one: its first side must equal the previous
   * step's last side.
   */
  continues?: boolean;
  /** Why the step does not apply to this configuration (shown instead of numbers), or null. */
  inapplicable?: (s: Sc) => string | null;
  /**
   * Symbols that mean something else in this step (a special case, a probe push, a source's own
   * notation); they override the derivation's `symbols` here.
   */
  symbols?: Symbols<Sc>;
}

export interface Derivation<S extends ParamSpecs, Sc> {
  /** The page slug this derivation belongs to. */
  page: string;
  params: S;
  /** Parameters → the physical configuration every step evaluates on (built with src/solver). */
  scenario: (p: ParamValues<S>) => Sc;
  steps: readonly Step<Sc>[];
  /**
   * The page's symbols, declared once for all its steps (see `Symbols`). Only the tests read them
   * (here and in `Step.symbols`): write `import.meta.env.SSR ? { … } : undefined` so that browsers,
   * which import the derivation for its value functions, don't download them.
   */
  symbols?: Symbols<Sc>;
}

/** Any chapter's derivation: the scenario type differs per chapter and stays inside its module. */
export type AnyDerivation = Derivation<ParamSpecs, any>;

export function defineDerivation<S extends ParamSpecs, Sc>(d: Derivation<S, Sc>): Derivation<S, Sc> {
  const seen = new Set<string>();
  for (const step of d.steps) {
    if (!/^eq:[a-z]+-[a-z0-9-]+$/.test(step.id))
      throw new Error(`Step id '${step.id}' is not of the form eq:<prefix>-<name>`);
    if (seen.has(step.id)) throw new Error(`Step id '${step.id}' is used twice in '${d.page}'`);
    if (step.rows.length === 0 || step.rows.some((r) => r.sides.length === 0)) {
      throw new Error(`Step '${step.id}' needs at least one row with at least one side`);
    }
    seen.add(step.id);
  }
  return d;
}

export interface EvaluatedStep {
  id: string;
  /** Values per row, per side; null when the step is inapplicable. */
  values: StepValue[][] | null;
  reason: string | null;
}

export function evaluateSteps<S extends ParamSpecs, Sc>(
  d: Derivation<S, Sc>,
  p: ParamValues<S>,
): EvaluatedStep[] {
  return evaluateStepsAt(d, d.scenario(p));
}

/** The steps evaluated on a scenario already built (the page's shared one, in the browser). */
export function evaluateStepsAt<S extends ParamSpecs, Sc>(d: Derivation<S, Sc>, s: Sc): EvaluatedStep[] {
  return d.steps.map((step) => {
    const reason = step.inapplicable?.(s) ?? null;
    return {
      id: step.id,
      reason,
      values: reason === null ? step.rows.map((r) => r.sides.map((side) => side.value(s))) : null,
    };
  });
}
