// A derivation is an ordered list of displayed equations, each declared once, in its chapter's
// steps.ts (`defineDerivation`): the equation the reader sees (`tex`), every side of it with its label
// (`tex`) and the function that evaluates it on the page's configuration, and the symbols the TeX
// check binds (`symbols`). The page renders the TeX to MathML at build time; the browser needs only the
// values, for "plug in numbers" and the exercises' worked solutions. So the client build strips every
// `tex` and `symbols` from a `defineDerivation` call (src/lib/server-only.ts), and the type the call
// returns, `Derivation`, has neither: build-time code gets them back with `withTex`, which checks the
// declaration and fails where they were stripped. A unit test evaluates every step at thousands of random parameter sets, so an
// algebra slip in the values fails the build; the TeX check evaluates the TeX itself against them.
import type { ParamSpecs, ParamValues } from '../../params/spec';

export type StepValue = number | { x: number; y: number };

/** One side of an equation, as the browser has it: its value. */
export interface Side<Sc> {
  value: (s: Sc) => StepValue;
}

/** One equation (or chain a = b = c): every side evaluates to the same value, in one unit. */
export interface Row<Sc> {
  /** Unit of the row's value, plain text (none if absent). */
  unit?: string;
  sides: readonly Side<Sc>[];
}

export interface Step<Sc> {
  /** Equation id, `eq:<page-prefix>-<name>`; solver comments cite it as `[eq:…]`. */
  id: string;
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
   * notation); they override the page's `symbols` here.
   */
  symbols?: Symbols<Sc>;
  /** Vectors that mean something else in this step; they override the page's `vectors` here. */
  vectors?: Vectors<Sc>;
}

/** A derivation as the browser has it: the steps' values, no TeX. */
export interface Derivation<S extends ParamSpecs, Sc> {
  /** The page slug this derivation belongs to. */
  page: string;
  params: S;
  /** Parameters → the physical configuration every step evaluates on (built with src/solver). */
  scenario: (p: ParamValues<S>) => Sc;
  /** The steps, in the page's order. */
  steps: readonly Step<Sc>[];
  /** The page's symbols, declared once for all its steps (see `Symbols`). */
  symbols?: Symbols<Sc>;
  /** The page's vectors, declared once for all its steps (see `Vectors`). */
  vectors?: Vectors<Sc>;
}

/**
 * TeX symbol → its value on the scenario. Its values fill the substituted formulas "plug in numbers"
 * shows (src/lib/slots.ts); in the client build its keys are slot ids, not TeX (src/lib/server-only.ts). The TeX check (tests/unit/site/tex-check.test.ts) binds
 * these in each step's displayed equation and in the sides' labels, evaluates what the reader sees
 * with a LaTeX parser and compares it with the sides' values. A key is TeX as the steps write it
 * (spacing, `\tfrac` and `_{x}` vs `_x` do not matter): a symbol (`e`, `v_n`, `m_{\text{eff}}`,
 * `\omega_A'`) or a scalar the parser cannot build from symbols (`\mathbf r_A\times\mathbf n`, a 2D
 * cross product). Nothing else is bound: an undeclared `e` would be read as Euler's number.
 */
export type Symbols<Sc> = Readonly<Record<string, (s: Sc) => number>>;

/** A vector's value: planar, or in space. */
export type Vec = { x: number; y: number } | { x: number; y: number; z: number };

/** A matrix's value, as its rows (a Jacobian row is one row, a generalized velocity one column). */
export type Matrix = readonly (readonly number[])[];

/**
 * TeX vector (`\mathbf n`, `\boldsymbol\omega_A`) or matrix (`\mathbf J`, `\mathbf M^{-1}`) → its
 * value on the scenario. "Plug in numbers" shows a vector as a column of its components and a matrix
 * as a bracketed array of its entries (transposed where the TeX writes `^{\mathsf T}` after it), each
 * a slot; a scalar symbol written with vectors that are all declared here (`\mathbf r_A\times\mathbf n`)
 * then shows them instead of its value (src/lib/tex-symbols.ts `substitutionBinder`). The TeX check
 * reads no vectors: it binds `symbols` only, and the substitution check
 * (tests/unit/site/tex-substitution.ts) evaluates the vector and matrix forms. Stripped from the
 * client build like `symbols`, its keys written as slot ids.
 */
export type Vectors<Sc> = Readonly<Record<string, (s: Sc) => Vec | Matrix>>;

/** A step's symbols and vectors, by TeX key (or slot id, in the client build): the page's, then its own. */
export function stepSymbols<Sc>(
  d: Pick<Derivation<ParamSpecs, Sc>, 'symbols' | 'vectors'>,
  step: Pick<Step<Sc>, 'symbols' | 'vectors'>,
): Readonly<Record<string, (s: Sc) => number | Vec | Matrix>> {
  return { ...d.symbols, ...d.vectors, ...step.symbols, ...step.vectors };
}

export interface TexSide<Sc> extends Side<Sc> {
  /** The side's TeX, rendered at build time as the label of its number. */
  tex: string;
}
export interface TexRow<Sc> extends Row<Sc> {
  sides: readonly TexSide<Sc>[];
}
export interface TexStep<Sc> extends Step<Sc> {
  /** The displayed equation, KaTeX display mode. */
  tex: string;
  rows: readonly TexRow<Sc>[];
}
/** A derivation as its steps.ts declares it and build-time code reads it: values and TeX. */
export interface TexDerivation<S extends ParamSpecs, Sc> extends Derivation<S, Sc> {
  steps: readonly TexStep<Sc>[];
}

/**
 * A step as steps.ts writes it: a row may be its sides alone, in the step's `unit`, or a `TexRow` with
 * a unit of its own (one with none, where the step has one, says `unit: ''`).
 */
export interface StepDeclaration<Sc> extends Omit<TexStep<Sc>, 'rows'> {
  unit?: string;
  rows: readonly (TexRow<Sc> | readonly TexSide<Sc>[])[];
}
export interface DerivationDeclaration<S extends ParamSpecs, Sc> extends Omit<TexDerivation<S, Sc>, 'steps'> {
  steps: readonly StepDeclaration<Sc>[];
}

/**
 * A chapter's derivation as the browser has it: every row with its sides and unit (the client build
 * has cut the TeX out of the declaration; `withTex` gives it back to build-time code, and checks it).
 */
export function defineDerivation<S extends ParamSpecs, Sc>(
  declared: DerivationDeclaration<S, Sc>,
): Derivation<S, Sc> {
  return {
    ...declared,
    steps: declared.steps.map(({ unit, ...step }) => ({
      ...step,
      rows: step.rows.map((row): TexRow<Sc> => ('sides' in row ? { unit, ...row } : { unit, sides: row })),
    })),
  };
}

/**
 * The derivation with its TeX, for build-time code (the pages, the notation table, the tests), checked
 * as the site's registry loads it, so that a build or a test run fails with what was expected: step
 * ids of the form eq:<prefix>-<name>, each used once, every step with a row and every row with a
 * side, and TeX on every step and side (missing where the client build cut it out, or where a
 * callback built rows without labels). The browser, which never renders TeX, skips these checks.
 */
export function withTex<S extends ParamSpecs, Sc>(d: Derivation<S, Sc>): TexDerivation<S, Sc> {
  const t = d as TexDerivation<S, Sc>;
  const seen = new Set<string>();
  for (const step of t.steps) {
    const fail = (what: string) => new Error(`Step '${step.id}' of '${d.page}' ${what}`);
    if (!/^eq:[a-z]+-[a-z0-9-]+$/.test(step.id)) throw fail('has an id not of the form eq:<prefix>-<name>');
    if (seen.has(step.id)) throw fail('has an id used twice');
    seen.add(step.id);
    if (step.rows.length === 0 || step.rows.some((r) => r.sides.length === 0))
      throw fail('needs at least one row with at least one side');
    const missing = (what: string) => fail(`has no TeX for ${what} (cut out in a client build?)`);
    if (typeof step.tex !== 'string' || step.tex.trim() === '') throw missing('its equation');
    step.rows.forEach((row, r) =>
      row.sides.forEach((side, k) => {
        if (typeof side.tex !== 'string' || side.tex.trim() === '') throw missing(`row ${r}, side ${k}`);
      }),
    );
  }
  return t;
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

/** Any chapter's derivation: the scenario type differs per chapter and stays inside its module. */
export type AnyDerivation = Derivation<ParamSpecs, any>;

/** Any chapter's derivation with its TeX (build time only). */
export type AnyTexDerivation = TexDerivation<ParamSpecs, any>;
