// Parameters ⇄ URL query string. A teacher shares an exact configuration as a link; a bad value
// in such a link must never break the page, so every problem becomes a notice and a safe value.
import { clampToSpec, defaults, type ParamSpecs, type ParamValues } from './spec';

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
    const unit = p.unit ? ` ${p.unit}` : '';
    if (!Number.isFinite(x)) {
      notices.push(`“${p.label}” (${p.name}=${raw}) is not a number; using the default ${p.default}${unit}.`);
      continue;
    }
    const v = clampToSpec(p, x);
    if (x < p.min || x > p.max) {
      notices.push(
        `“${p.label}” (${p.name}=${raw}) is outside ${p.min} … ${p.max}${unit}; using ${v}${unit}.`,
      );
    }
    values[p.name] = v;
  }
  return { values: values as ParamValues<S>, notices };
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
