// A widget's parameters, declared once. Controls, URL parsing, the step-equality test's random
// parameter sets and the benchmark all read these declarations; nothing else lists them.

export interface NumberParam {
  kind: 'number';
  /** Key in the URL query string and in the values record; unique on its page. */
  name: string;
  /** Plain-text label read by screen readers and shown beside the control. */
  label: string;
  /** Unit shown after the value ('' for dimensionless). */
  unit: string;
  min: number;
  max: number;
  step: number;
  default: number;
  /** When the parameter changes nothing in the current state, the reason in a sentence (see inertWhen). */
  inert?: InertRule;
  /**
   * A choice (see `choice`): the labels of the values min, min + 1, …, max, in order. Its control is a
   * select of them; its URL and values stay the number.
   */
  choices?: readonly string[];
}

export interface BooleanParam {
  kind: 'boolean';
  name: string;
  label: string;
  default: boolean;
  inert?: InertRule;
}

/**
 * Says whether a parameter can act in the current state: null if it can, otherwise the reason,
 * shown beside its disabled control (e.g. "A is immovable: its mass does not enter").
 */
export type InertRule = (values: Readonly<Record<string, number | boolean>>) => string | null;

export type ParamSpec = NumberParam | BooleanParam;
export type ParamSpecs = readonly ParamSpec[];

/** The values record a list of declarations describes: numbers for sliders, booleans for checkboxes. */
export type ParamValues<S extends ParamSpecs> = {
  [P in S[number] as P['name']]: P extends BooleanParam ? boolean : number;
};

export function num<const N extends string>(
  name: N,
  label: string,
  unit: string,
  min: number,
  max: number,
  step: number,
  def: number,
): NumberParam & { name: N } {
  if (!(min < max) || !(step > 0) || !(def >= min && def <= max)) {
    throw new Error(`Parameter '${name}': expected min < max, step > 0 and min ≤ default ≤ max`);
  }
  return { kind: 'number', name, label, unit, min, max, step, default: def };
}

/** A choice among labelled options, held as the option's index (0, 1, …; the URL carries the index). */
export function choice<const N extends string>(
  name: N,
  label: string,
  choices: readonly string[],
  def = 0,
): NumberParam & { name: N } {
  if (choices.length < 2) throw new Error(`Parameter '${name}': a choice needs at least two options`);
  return { ...num(name, label, '', 0, choices.length - 1, 1, def), choices };
}

export function bool<const N extends string>(
  name: N,
  label: string,
  def: boolean,
): BooleanParam & { name: N } {
  return { kind: 'boolean', name, label, default: def };
}

/**
 * The same parameter, declared inert in some states: its control is disabled, with `rule`'s reason
 * beside it, while the rule returns a sentence, and comes back when it returns null. Its value is
 * kept (and stays in the URL), so it is what it was when the parameter matters again.
 */
export function inertWhen<P extends ParamSpec>(p: P, rule: InertRule): P {
  return { ...p, inert: rule };
}

/** The common rule: inert while the boolean parameter `flag` is on, for the reason given. */
export function whileOn(flag: string, reason: string): InertRule {
  return (values) => (values[flag] === true ? reason : null);
}

/** The reason `p` changes nothing at `values`, or null. */
export function inertReason(p: ParamSpec, values: Readonly<Record<string, number | boolean>>): string | null {
  return p.inert?.(values) ?? null;
}

export function defaults<S extends ParamSpecs>(specs: S): ParamValues<S> {
  const out: Record<string, number | boolean> = {};
  for (const p of specs) out[p.name] = p.default;
  return out as ParamValues<S>;
}

/** The declaration of the number parameter `name` in `specs`: a diagram's handle reads its range and step. */
export function numberParam(specs: ParamSpecs, name: string): NumberParam {
  const p = specs.find((q) => q.name === name);
  if (p?.kind !== 'number') throw new Error(`Expected a number parameter '${name}'`);
  return p;
}

/** Clamp to [min, max] and snap to the step grid, so a value from a URL matches what a slider can show. */
export function clampToSpec(p: NumberParam, x: number): number {
  const clamped = Math.min(p.max, Math.max(p.min, x));
  const snapped = p.min + Math.round((clamped - p.min) / p.step) * p.step;
  // Snapping can overshoot max by float noise; round to the step's decimals.
  const decimals = Math.max(0, -Math.floor(Math.log10(p.step)) + 2);
  return Math.min(p.max, Number(snapped.toFixed(decimals)));
}

/** Radians per degree: angles are declared (and shown) in degrees, computed in radians. */
export const DEG = Math.PI / 180;
