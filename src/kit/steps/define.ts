// A derivation is an ordered list of displayed equations, defined in two halves that share each
// step's id. The chapter's steps.ts (`defineDerivation`) gives every step the functions that
// evaluate its sides from the page's parameters, and their units: what the browser needs, for
// "plug in numbers" and the exercises' worked solutions. Its steps.tex.server.ts (`defineTex`)
// gives the TeX the reader sees, the equation and each side's label, and the symbols the TeX check
// binds in it: only build-time code imports it (src/components/Step.astro through
// the chapter's manifest and src/site/chapters.ts, and the tests), and the client build fails if a browser module does
// (src/lib/server-only.ts). The page renders the TeX at build time; a unit test evaluates every
// step at thousands of random parameter sets, so an algebra slip in the text fails the build; and
// the TeX check evaluates the TeX itself against the values.
import type { ParamSpecs, ParamValues } from '../../params/spec';

export type StepValue = number | { x: number; y: number };

export interface Side<Sc> {
  /** Unit of the value, plain text ('' if none). */
  unit?: string;
  value: (s: Sc) => StepValue;
}

/** One equation (or chain a = b = c): every side evaluates to the same value. */
export interface Row<Sc> {
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
}

export interface Derivation<S extends ParamSpecs, Sc, St extends readonly Step<Sc>[] = readonly Step<Sc>[]> {
  /** The page slug this derivation belongs to. */
  page: string;
  params: S;
  /** Parameters → the physical configuration every step evaluates on (built with src/solver). */
  scenario: (p: ParamValues<S>) => Sc;
  /** The steps, in the page's order; their ids and row shapes type the TeX (`DerivationTex`). */
  steps: St;
}

/** `const` St: the steps' ids and row shapes stay literal, so `defineTex` can check them. */
export function defineDerivation<S extends ParamSpecs, Sc, const St extends readonly Step<Sc>[]>(
  d: Derivation<S, Sc, St>,
): Derivation<S, Sc, St> {
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

/**
 * TeX symbol → its value on the scenario. The TeX check (tests/unit/site/tex-check.test.ts) binds
 * these in each step's displayed equation and in the sides' labels, evaluates what the reader sees
 * with a LaTeX parser and compares it with the sides' values. A key is TeX as the steps write it
 * (spacing, `\tfrac` and `_{x}` vs `_x` do not matter): a symbol (`e`, `v_n`, `m_{\text{eff}}`,
 * `\omega_A'`) or a scalar the parser cannot build from symbols (`\mathbf r_A\times\mathbf n`, a 2D
 * cross product). Nothing else is bound: an undeclared `e` would be read as Euler's number.
 */
export type Symbols<Sc> = Readonly<Record<string, (s: Sc) => number>>;

/** One TeX label per side of a row (a tuple as long as the row, when steps.ts writes it out). */
type SideLabels<Sides extends readonly unknown[]> = { readonly [K in keyof Sides]: string };
/** One list of labels per row. */
type RowLabels<Rows extends readonly { sides: readonly unknown[] }[]> = {
  readonly [R in keyof Rows]: SideLabels<Rows[R]['sides']>;
};

/** What the reader sees of one step. */
export interface StepTex<Sc, St extends Step<Sc> = Step<Sc>> {
  /** The displayed equation, KaTeX display mode. */
  tex: string;
  /** Each side's TeX (rendered at build time as the label of its number), row by row. */
  labels: RowLabels<St['rows']>;
  /**
   * Symbols that mean something else in this step (a special case, a probe push, a source's own
   * notation); they override the page's `symbols` here.
   */
  symbols?: Symbols<Sc>;
}

/**
 * A derivation's TeX, keyed by step id: exactly one entry per step, each with one label per side.
 * The type checker rejects a step left out, an id that is no step, and (where steps.ts writes the
 * rows out) a row with too few or too many labels; `defineTex` checks the same when it runs.
 */
export interface DerivationTex<Sc, St extends readonly Step<Sc>[]> {
  /** The page's symbols, declared once for all its steps (see `Symbols`). */
  symbols?: Symbols<Sc>;
  steps: { readonly [Id in St[number]['id']]: StepTex<Sc, Extract<St[number], { id: Id }>> };
}

export interface TexSide<Sc> extends Side<Sc> {
  /** Its label (from `StepTex.labels`). */
  tex: string;
}
export interface TexRow<Sc> extends Row<Sc> {
  sides: readonly TexSide<Sc>[];
}
export interface TexStep<Sc> extends Step<Sc> {
  /** The displayed equation (`StepTex.tex`). */
  tex: string;
  rows: readonly TexRow<Sc>[];
  symbols?: Symbols<Sc>;
}
/** A derivation with its TeX: each step and side as the page displays it, for build-time code. */
export interface TexDerivation<S extends ParamSpecs, Sc> extends Derivation<S, Sc, readonly TexStep<Sc>[]> {
  symbols?: Symbols<Sc>;
}

/** Joins a derivation and its TeX (steps.tex.server.ts); fails naming what is missing or left over. */
export function defineTex<S extends ParamSpecs, Sc, St extends readonly Step<Sc>[]>(
  d: Derivation<S, Sc, St>,
  tex: DerivationTex<NoInfer<Sc>, NoInfer<St>>,
): TexDerivation<S, Sc> {
  const table: Readonly<Record<string, StepTex<Sc>>> = tex.steps;
  for (const id of Object.keys(table)) {
    if (!d.steps.some((s) => s.id === id))
      throw new Error(`'${d.page}' has TeX for '${id}', which is no step of it`);
  }
  const steps = d.steps.map((step): TexStep<Sc> => {
    const t = table[step.id];
    if (!t) throw new Error(`Step '${step.id}' of '${d.page}' has no TeX`);
    const shape = (rows: readonly { length: number }[]) => rows.map((r) => r.length).join(', ');
    const sides = step.rows.map((r) => r.sides);
    if (shape(t.labels) !== shape(sides)) {
      throw new Error(
        `Step '${step.id}' has rows of ${shape(sides)} sides but TeX labels for ${shape(t.labels)}`,
      );
    }
    return {
      ...step,
      tex: t.tex,
      symbols: t.symbols,
      rows: step.rows.map((row, r) => ({
        sides: row.sides.map((side, k) => ({ ...side, tex: t.labels[r]![k]! })),
      })),
    };
  });
  return { ...d, steps, symbols: tex.symbols };
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
