// The TeX check: what the reader sees, evaluated. For every step, each side of each displayed
// equation and each label in "plug in numbers" is parsed (tex-eval.ts) with the page's symbols
// bound to the scenario's values, and compared with the value functions beside it:
//   - a label with the value of its own side;
//   - a displayed equation with the row of the step whose value it has (found at the first
//     parameter set where the step applies, then held to at every other one), and all its
//     evaluable sides with each other. A displayed equation no row shows is checked side against
//     side; one with a single evaluable side and no row is a problem.
// Every displayed side that cannot be evaluated must be listed, with why: either its equation as
// non-scalar (a vector or matrix equation), or the side itself as a scalar the parser cannot
// evaluate (which counts against the coverage). An unlisted one is a problem, so a slip that makes
// a side unreadable (a misspelt symbol) fails as surely as one that changes its value. Labels are
// classified automatically (a vector value is non-scalar) and only reported.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { AnyTexDerivation } from '../../../src/site/chapters';
import {
  withTex,
  type AnyDerivation,
  type StepValue,
  type Symbols,
  type TexStep,
} from '../../../src/kit/steps/define';
import { defaults } from '../../../src/params/spec';
import { paramValues } from './param-arbitraries';
import { runs } from '../runs';
import {
  TexEvaluator,
  displayedRelations,
  equalityGroups,
  labelParts,
  texOf,
  tokenize,
  type Evaluated,
} from './tex-eval';

/** Relative tolerance (absolute below 1): a slip in the TeX changes a value by far more. */
export const TEX_TOLERANCE = 1e-8;

const close = (a: number, b: number) =>
  a === b || Math.abs(a - b) <= TEX_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));

/** A displayed equation declared non-scalar: its step, the TeX of its first side, and what it is. */
export interface NonScalar {
  step: string;
  lhs: string;
  what: string;
}

/** A displayed scalar side the parser cannot evaluate: its step, its TeX, and why. */
export interface NotEvaluable {
  step: string;
  side: string;
  why: string;
}

export interface Listed {
  nonScalar: readonly NonScalar[];
  notEvaluable: readonly NotEvaluable[];
}

/** What a non-scalar display is, and why a side is not evaluable, in the words most lists use. */
export const V2 = '2D vector';
export const V3 = '3D vector';
export const VECTORS = 'vector algebra, which the parser does not do';
export const GENERIC = 'an identity written for any body: every side is vector algebra';

export interface SideReport {
  page: string;
  step: string;
  where: 'equation' | 'label';
  tex: string;
  status: 'checked' | 'not evaluable' | 'non-scalar';
  /** Why it is not evaluable, or what it is when non-scalar. */
  reason?: string;
  /** Checked only against the other sides of its equation: no row of the step shows it. */
  noRow?: boolean;
}

export interface TexCheckResult {
  problems: string[];
  sides: SideReport[];
}

type Params = Record<string, number | boolean>;
type AnyStep = TexStep<unknown>;

interface Part {
  tex: string;
  ev: Evaluated;
  report: SideReport;
}

interface Group {
  parts: Part[];
  /** Rows whose value the group has had at every draw so far (null before the first). */
  rows: number[] | null;
  failed: boolean;
}

interface Label {
  row: number;
  side: number;
  ev: Evaluated;
  report: SideReport;
  failed: boolean;
}

const normal = (tex: string) => texOf(tokenize(tex));
const showTex = (tex: string) => (tex.length > 90 ? `${tex.slice(0, 87)}…` : tex);
const fmt = (v: number) => (Number.isFinite(v) ? v.toPrecision(10) : String(v));

export function checkDisplayedTex(
  d: AnyTexDerivation,
  draws: readonly Params[],
  listed: Listed = { nonScalar: [], notEvaluable: [] },
): TexCheckResult {
  const problems: string[] = [];
  const sides: SideReport[] = [];
  const evaluators = new Map<string, TexEvaluator>();
  const tableOf = (step: AnyStep): Symbols<unknown> => ({ ...d.symbols, ...step.symbols });
  const evaluatorOf = (table: Symbols<unknown>) => {
    const keys = Object.keys(table).sort();
    const id = keys.join('\u0000');
    let ev = evaluators.get(id);
    if (!ev) evaluators.set(id, (ev = new TexEvaluator(keys)));
    return ev;
  };
  const used = new Set<NonScalar | NotEvaluable>();
  const knownNotEvaluable = (step: string, tex: string) => {
    const known = listed.notEvaluable.find((x) => x.step === step && normal(x.side) === tex);
    if (known) used.add(known);
    return known;
  };
  const crossChecked = new WeakSet<Evaluated>();

  // Declared symbols that nothing uses are problems too: a key with a typo binds nothing.
  const usedSymbols = new Set<string>();
  const plan = d.steps.map((raw) => {
    const step = raw as AnyStep;
    const table = tableOf(step);
    const ev = evaluatorOf(table);
    const usedHere = new Set<string>();
    const use = (tex: string) => ev.symbolsIn(tex).forEach((k) => usedHere.add(k));
    const groups: Group[] = [];
    for (const relation of displayedRelations(step.tex)) {
      if (relation.condition) continue;
      for (const group of equalityGroups(relation)) {
        const lhs = texOf(group[0]!);
        const listedGroup = listed.nonScalar.find((x) => x.step === step.id && normal(x.lhs) === lhs);
        if (listedGroup) used.add(listedGroup);
        // A matrix on the left (`\begin{pmatrix}…\end{pmatrix} = …`) makes a matrix equation.
        const declared =
          listedGroup ?? (/\\begin\{(p|b|small)?matrix\}/.test(lhs) ? { what: 'matrix equation' } : null);
        const parts = group.map((tokens): Part => {
          const tex = texOf(tokens);
          const report: SideReport = {
            page: d.page,
            step: step.id,
            where: 'equation',
            tex,
            status: 'checked',
          };
          sides.push(report);
          if (declared) {
            Object.assign(report, { status: 'non-scalar', reason: declared.what });
            return { tex, ev: { ok: false, reason: declared.what }, report };
          }
          use(tex);
          const evaluated = ev.evaluate(tex);
          if (!evaluated.ok) {
            const known = knownNotEvaluable(step.id, tex);
            if (!known)
              problems.push(
                `${step.id}: the displayed side ${showTex(tex)} cannot be evaluated (${evaluated.reason}): declare its symbols, or list it with why`,
              );
            Object.assign(report, { status: 'not evaluable', reason: known?.why ?? evaluated.reason });
          }
          return { tex, ev: evaluated, report };
        });
        if (!declared) groups.push({ parts, rows: null, failed: false });
      }
    }
    const labels: Label[] = step.rows.flatMap((row, r) =>
      row.sides.flatMap((side, k) =>
        labelParts(side.tex).map((tex): Label => {
          const report: SideReport = { page: d.page, step: step.id, where: 'label', tex, status: 'checked' };
          sides.push(report);
          use(tex);
          const evaluated = ev.evaluate(tex);
          if (!evaluated.ok) Object.assign(report, { status: 'not evaluable', reason: evaluated.reason });
          return { row: r, side: k, ev: evaluated, report, failed: false };
        }),
      ),
    );
    for (const k of usedHere) if (!step.symbols || !(k in step.symbols)) usedSymbols.add(k);
    for (const k of Object.keys(step.symbols ?? {}))
      if (!usedHere.has(k)) problems.push(`${step.id}: the step's symbol ${k} is used by none of its sides`);
    return { step, table, groups, labels, seen: false };
  });
  for (const k of Object.keys(d.symbols ?? {}))
    if (!usedSymbols.has(k)) problems.push(`${d.page}: the symbol ${k} is used by no side of any step`);
  for (const params of draws) {
    const s = d.scenario(params as never);
    for (const p of plan) {
      const { step } = p;
      if ((step.inapplicable?.(s) ?? null) !== null) continue;
      const rows: StepValue[][] = step.rows.map((r) => r.sides.map((side) => side.value(s)));
      const values: Record<string, number> = {};
      for (const [tex, f] of Object.entries(p.table)) {
        let v: unknown;
        try {
          v = f(s);
        } catch {
          // A symbol this step does not use may not exist here; one it uses is reported below.
        }
        if (typeof v === 'number') values[tex] = v;
      }
      const at = () => `at ${JSON.stringify(params)}`;

      // Labels: each against its own side.
      for (const label of p.labels) {
        const want = rows[label.row]![label.side]!;
        if (typeof want !== 'number') {
          Object.assign(label.report, { status: 'non-scalar', reason: 'vector value' });
          continue;
        }
        if (!label.ev.ok || label.failed || !Number.isFinite(want)) continue;
        const got = evaluateOr(label.ev, values, problems, step.id);
        if (!close(got, want)) {
          label.failed = true;
          problems.push(
            `${step.id} row ${label.row} side ${label.side}: the label ${showTex(label.report.tex)} evaluates to ${fmt(got)} but the side's value is ${fmt(want)} ${at()}`,
          );
        }
      }

      // Displayed equations: sides against each other and against the row they show.
      for (const group of p.groups) {
        const evaluable = group.parts.filter((x) => x.ev.ok);
        if (evaluable.length === 0 || group.failed) continue;
        const got = evaluable.map((x) => evaluateOr(x.ev, values, problems, step.id));
        const first = got[0]!;
        const disagree = got.findIndex((v) => !close(v, first));
        if (!Number.isFinite(first) || disagree >= 0) {
          group.failed = true;
          const k = disagree >= 0 ? disagree : 0;
          problems.push(
            `${step.id}: the displayed ${showTex(evaluable[0]!.tex)} = ${fmt(first)} but ${showTex(evaluable[k]!.tex)} = ${fmt(got[k]!)} ${at()}`,
          );
          continue;
        }
        const matching = rows.flatMap((r, i) => (typeof r[0] === 'number' && close(r[0], first) ? [i] : []));
        if (group.rows === null) {
          group.rows = matching;
          if (matching.length === 0) {
            const only = evaluable[0]!.ev as Extract<Evaluated, { ok: true }>;
            const known =
              evaluable.length === 1 && only.bare && knownNotEvaluable(step.id, evaluable[0]!.tex);
            if (known) {
              // A symbol named by a definition whose other side cannot be evaluated: nothing to compare.
              Object.assign(evaluable[0]!.report, { status: 'not evaluable', reason: known.why });
              group.failed = true;
            } else if (evaluable.length < 2) {
              group.failed = true;
              problems.push(
                `${step.id}: the displayed ${showTex(evaluable[0]!.tex)} = ${fmt(first)} matches no row of the step (rows: ${rows.map((r) => (typeof r[0] === 'number' ? fmt(r[0]) : 'vector')).join(', ')}) ${at()}`,
              );
            } else for (const x of group.parts) x.report.noRow = true;
          }
        } else if (group.rows.length > 0) {
          const still = group.rows.filter((i) => matching.includes(i));
          if (still.length === 0) {
            group.failed = true;
            const i = group.rows[0]!;
            problems.push(
              `${step.id}: the displayed ${showTex(evaluable[0]!.tex)} = ${fmt(first)} but row ${i} = ${fmt(rows[i]![0] as number)} ${at()}`,
            );
          }
          group.rows = still;
        }
      }

      // Once per side, where its symbols are finite: the compiled function against the engine's N().
      for (const x of [...p.groups.flatMap((g) => g.parts), ...p.labels]) {
        const ev = x.ev;
        if (!ev.ok || crossChecked.has(ev) || !ev.symbols.every((k) => Number.isFinite(values[k]))) continue;
        crossChecked.add(ev);
        const compiled = ev.evaluate(values);
        const numeric = ev.numeric(values);
        if (!close(compiled, numeric) && !(Number.isNaN(compiled) && Number.isNaN(numeric)))
          problems.push(
            `${step.id}: ${showTex(x.report.tex)} compiles to ${fmt(compiled)} but N() gives ${fmt(numeric)}`,
          );
      }
      p.seen = true;
    }
  }
  for (const x of [...listed.nonScalar, ...listed.notEvaluable])
    if (d.steps.some((s) => s.id === x.step) && !used.has(x))
      problems.push(
        'lhs' in x
          ? `${x.step}: no displayed equation starts with ${x.lhs}, listed as non-scalar`
          : `${x.step}: no displayed side ${x.side} that cannot be evaluated, as listed`,
      );
  for (const p of plan)
    if (!p.seen) problems.push(`${p.step.id} applied to none of the ${draws.length} parameter sets`);
  return { problems, sides };
}

/** A side's value, or NaN (and a problem) when a symbol it uses has no value here. */
function evaluateOr(ev: Evaluated, values: Record<string, number>, problems: string[], step: string): number {
  if (!ev.ok) return NaN;
  const missing = ev.symbols.filter((x) => values[x] === undefined);
  if (missing.length > 0) {
    problems.push(`${step}: the symbol ${missing.join(', ')} has no numeric value here`);
    return NaN;
  }
  return ev.evaluate(values);
}

export interface Coverage {
  checked: number;
  /** Scalar sides: checked ones plus the ones that could not be evaluated. */
  scalar: number;
  nonScalar: number;
  /** Not-evaluable scalar sides, by reason. */
  skipped: Map<string, string[]>;
  /** Checked sides that no row shows (checked against the other sides of their equation). */
  noRow: number;
}

export function coverage(sides: readonly SideReport[]): Coverage {
  const c: Coverage = { checked: 0, scalar: 0, nonScalar: 0, skipped: new Map(), noRow: 0 };
  for (const x of sides) {
    if (x.status === 'non-scalar') {
      c.nonScalar++;
      continue;
    }
    c.scalar++;
    if (x.status === 'checked') {
      c.checked++;
      if (x.noRow) c.noRow++;
    } else {
      const reason = (x.reason ?? '').replace(/:.*$/, '');
      const list = c.skipped.get(reason) ?? [];
      list.push(`${x.step}: ${x.tex}`);
      c.skipped.set(reason, list);
    }
  }
  return c;
}

/* ------------------------------------------------------------------ draws and slips, for the tests */

/** Parameter sets per page, besides the defaults: fewer than the step check's 2000, to stay quick. */
export const TEX_RUNS = runs(200);
/** Drawn as the step check draws them (tests/unit/site/steps.test.ts): same generator, same seed. */
const SEED = 20261121;

/** The parameter sets a page's TeX is checked at: its defaults, then TEX_RUNS random ones. */
export const drawsFor = (d: AnyTexDerivation): Params[] => [
  defaults(d.params) as Params,
  ...(fc.sample(paramValues(d.params), { numRuns: TEX_RUNS, seed: SEED }) as Params[]),
];

/** The first 20 of those: enough for a test of the check itself. */
export const fewDraws = (d: AnyTexDerivation) => drawsFor(d).slice(0, 20);

/** A derivation with one step's displayed TeX (or one label) replaced: what a slip in the text looks like. */
function withEditedTex(
  d: AnyTexDerivation,
  id: string,
  edit: (tex: string) => string,
  label?: [number, number],
): AnyTexDerivation {
  const step = d.steps.find((s) => s.id === id)!;
  const edited = edit(label ? step.rows[label[0]]!.sides[label[1]]!.tex : step.tex);
  expect(edited, 'the edit changes the TeX').not.toBe(
    label ? step.rows[label[0]]!.sides[label[1]]!.tex : step.tex,
  );
  const changed = label
    ? {
        ...step,
        rows: step.rows.map((row, r) => ({
          ...row,
          sides: row.sides.map((side, k) =>
            r === label[0] && k === label[1] ? { ...side, tex: edited } : side,
          ),
        })),
      }
    : { ...step, tex: edited };
  return { ...d, steps: d.steps.map((s) => (s === step ? changed : s)) };
}

/**
 * What the check finds on a page's steps (as the page renders them) with one step's TeX, or one
 * label, edited: the slip a chapter's test shows it catches, at a few draws.
 */
export function problemsWithEditedTex(
  derivation: AnyDerivation,
  listed: Listed,
  id: string,
  edit: (tex: string) => string,
  label?: [number, number],
): string[] {
  const d = withEditedTex(withTex(derivation), id, edit, label);
  return checkDisplayedTex(d, fewDraws(d), listed).problems;
}
