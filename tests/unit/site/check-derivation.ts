// The step-equality check: every side of every step agrees, and a step that rewrites the previous
// one starts where it ended. Returns the problems found (empty = consistent).
import type { StepValue } from '../../../src/kit/steps/define';
import type { AnyDerivation } from '../../../src/site/chapters';

/** Relative tolerance of the check; values below 1 in size are compared absolutely at this level. */
export const STEP_TOLERANCE = 1e-9;

function close(a: number, b: number): boolean {
  if (a === b) return true; // also ±Infinity on both sides
  return Math.abs(a - b) <= STEP_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

function agree(a: StepValue, b: StepValue): boolean {
  if (typeof a === 'number' || typeof b === 'number')
    return typeof a === 'number' && typeof b === 'number' && close(a, b);
  return close(a.x, b.x) && close(a.y, b.y);
}

function finite(v: StepValue): boolean {
  return typeof v === 'number' ? Number.isFinite(v) : Number.isFinite(v.x) && Number.isFinite(v.y);
}

const show = (v: StepValue) => (typeof v === 'number' ? String(v) : `(${v.x}, ${v.y})`);

export interface CheckResult {
  problems: string[];
  /** Ids of the steps that applied to this configuration. */
  applied: string[];
}

export function checkDerivation(d: AnyDerivation, params: Record<string, number | boolean>): CheckResult {
  const s = d.scenario(params as never);
  const problems: string[] = [];
  const applied: string[] = [];
  let previousLast: StepValue | null = null;
  for (const step of d.steps) {
    const reason = step.inapplicable?.(s) ?? null;
    if (reason !== null) {
      previousLast = null;
      continue;
    }
    applied.push(step.id);
    const rows = step.rows.map((r) => r.sides.map((side) => side.value(s)));
    rows.forEach((row, r) => {
      row.forEach((v, k) => {
        if (!finite(v)) problems.push(`${step.id} row ${r} side ${k} is not finite: ${show(v)}`);
        if (k > 0 && !agree(row[0]!, v))
          problems.push(`${step.id} row ${r}: side 0 = ${show(row[0]!)} but side ${k} = ${show(v)}`);
      });
    });
    const first = rows[0]?.[0];
    if (step.continues && previousLast !== null && first !== undefined && !agree(previousLast, first)) {
      problems.push(`${step.id} does not continue the previous step: ${show(previousLast)} ≠ ${show(first)}`);
    }
    const lastRow = rows[rows.length - 1]!;
    previousLast = lastRow[lastRow.length - 1]!;
  }
  return { problems, applied };
}
