// Parameters ⇄ URL query string. A teacher shares an exact configuration as a link; a bad value
// in such a link must never break the page, so every problem becomes a notice and a safe value.
import { clampToSpec, defaults, type NumberParam, type ParamSpecs, type ParamValues } from './spec';

export interface ParsedParams<S extends ParamSpecs> {
  values: ParamValues<S>;
  /** One sentence per value that could not be used as given. */
  notices: string[];
}

const TRUE = new Set(['1', 'true', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'off', 'no']);

export function parseParams<S extends ParamSpecs>(specs: S, search: string): ParsedParams<S> {
  const query = new URLSearchParams(search);
  const values: Record<string, number | boolean> = { ...defaults(specs) };
  const notices: string[] = [];
  for (const p of specs) {
    const raw = query.get(p.name);
    if (raw === null) continue;
    if (p.kind === 'boolean') {
      const v = raw.trim().toLowerCase();
      if (TRUE.has(v)) values[p.name] = true;
      else if (FALSE.has(v)) values[p.name] = false;
      else
        notices.push(
          `“${p.label}” (${p.name}=${raw}) is not on/off; using the default (${p.default ? 'on' : 'off'}).`,
        );
      continue;
    }
    const x = raw.trim() === '' ? NaN : Number(raw);
    if (!Number.isFinite(x)) {
      notices.push(notANumberNotice(p, `${p.name}=${raw}`, `the default ${p.default}`));
      continue;
    }
    const v = clampToSpec(p, x);
    if (x < p.min || x > p.max) notices.push(outsideNotice(p, `${p.name}=${raw}`, v));
    values[p.name] = v;
  }
  return { values: values as ParamValues<S>, notices };
}

/** A number parameter's unit as it follows a number (" kg"; nothing for a pure number). */
export const unitOf = (p: NumberParam): string => (p.unit ? ` ${p.unit}` : '');

/**
 * The notice for a number outside its range, which was clamped to `used`. `given` says what was
 * asked and where (`mA=50` from a link, `typed 50` in a number box): one wording for both.
 */
export function outsideNotice(p: NumberParam, given: string, used: number): string {
  return `“${p.label}” (${given}) is outside ${p.min} … ${p.max}${unitOf(p)}; using ${used}${unitOf(p)}.`;
}

/** The notice for a value that is not a number; `using` names the value kept ("the default 2"). */
export function notANumberNotice(p: NumberParam, given: string, using: string): string {
  return `“${p.label}” (${given}) is not a number; using ${using}${unitOf(p)}.`;
}

/**
 * Write only the values that differ from their defaults, keeping links short; other query keys
 * (another widget's, or anything the reader added) are kept as they are.
 */
export function writeParams<S extends ParamSpecs>(specs: S, values: ParamValues<S>, search: string): string {
  const query = new URLSearchParams(search);
  const record = values as Record<string, number | boolean>;
  for (const p of specs) {
    const v = record[p.name];
    if (v === p.default || v === undefined) query.delete(p.name);
    else query.set(p.name, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  const s = query.toString();
  return s ? `?${s}` : '';
}

/**
 * A configuration as a link's query (`?e=1&fixB=1`, booleans as 1 and 0, as the stores write them),
 * or '' for none.
 */
export function configSearch(config: Readonly<Record<string, string | number | boolean>>): string {
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries(config))
    q.set(k, typeof val === 'boolean' ? (val ? '1' : '0') : String(val));
  const s = q.toString();
  return s ? `?${s}` : '';
}
