// Evaluating a substituted formula that has vectors in it (src/lib/tex-symbols.ts `substitution`: a
// vector is a pmatrix column of slots). The compute engine reads no vector algebra, and the
// conventions of these pages are their own: in the plane `a × b` of two vectors is the scalar
// a_x b_y − a_y b_x and `ω × r` of a scalar and a vector is (−ω r_y, ω r_x); `u^T w` and `u · w` are
// dot products. So this reads the substituted tokens itself, as a reader would: numbers (a slot's
// placeholder, or digits as the page prints them), + − · × /, juxtaposition, \frac, \sqrt, powers,
// parentheses, tuples, |…| (a vector's length), a component `(…)_x`, \max, pmatrix columns, and
// bmatrix matrices (their products with each other and with columns, by the usual rules, a 1×1
// result read as the scalar it is; `^{\mathsf T}` after one transposes it).
import { SLOT_BASE } from '../../../src/lib/tex-symbols';

export type Value = number | number[] | Matrix;
/** A matrix, as its rows. */
type Matrix = number[][];
const isMatrix = (v: Value): v is Matrix => Array.isArray(v) && Array.isArray(v[0]);
/** A vector: a column of numbers. */
const asVector = (v: Value, what: string): number[] => {
  if (typeof v === 'number' || isMatrix(v)) throw new Error(`${what} of a scalar or a matrix`);
  return v;
};

const PLACEHOLDER = /^\{(\d+)\}$/;
const OPERAND_START = (t: string | undefined) =>
  t !== undefined &&
  (/^[0-9.]$/.test(t) ||
    PLACEHOLDER.test(t) ||
    t === '(' ||
    t === '{' ||
    t === '\\frac' ||
    t === '\\sqrt' ||
    t === '\\max' ||
    t === '\\min' ||
    t === '\\begin{pmatrix}' ||
    t === '\\begin{bmatrix}');

const scalar = (v: Value, what: string): number => {
  if (typeof v !== 'number') throw new Error(`${what} of a vector`);
  return v;
};
const zip = (a: number[], b: number[], f: (x: number, y: number) => number) => {
  if (a.length !== b.length) throw new Error(`vectors of ${a.length} and ${b.length} components`);
  return a.map((x, i) => f(x, b[i]!));
};
const dot = (a: number[], b: number[]) => zip(a, b, (x, y) => x * y).reduce((s, x) => s + x, 0);

function times(a: Value, b: Value): Value {
  if (typeof a === 'number' && typeof b === 'number') return a * b;
  if (isMatrix(a) || isMatrix(b)) throw new Error('a cross product with a matrix');
  if (typeof a === 'number') {
    const v = b as number[];
    if (v.length === 2) return [-a * v[1]!, a * v[0]!]; // ω × r in the plane
    throw new Error('a scalar × a vector in space');
  }
  if (typeof b === 'number') {
    if (a.length === 2) return [b * a[1]!, -b * a[0]!]; // r × ω in the plane
    throw new Error('a vector × a scalar in space');
  }
  if (a.length === 2 && b.length === 2) return a[0]! * b[1]! - a[1]! * b[0]!;
  if (a.length === 3 && b.length === 3)
    return [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  throw new Error('a cross product of vectors of different sizes');
}

function product(a: Value, b: Value): Value {
  if (typeof a === 'number' && typeof b === 'number') return a * b;
  if (isMatrix(a) || isMatrix(b)) return matrixProduct(a, b);
  if (typeof a === 'number') return (b as number[]).map((x) => a * x);
  if (typeof b === 'number') return (a as number[]).map((x) => x * b);
  return dot(a as number[], b as number[]);
}

/** A product with a matrix in it: a scalar scales it, a vector is a column; a 1×1 result is a scalar. */
function matrixProduct(a: Value, b: Value): Value {
  if (typeof a === 'number') return (b as Matrix).map((row) => row.map((x) => a * x));
  if (typeof b === 'number') return (a as Matrix).map((row) => row.map((x) => x * b));
  if (!isMatrix(a)) throw new Error('a vector times a matrix (write the row as a matrix or transpose it)');
  const column = !isMatrix(b);
  const m: Matrix = column ? b.map((x) => [x]) : b;
  if (a[0]!.length !== m.length)
    throw new Error(`a ${a.length}×${a[0]!.length} matrix times a ${m.length}-row one`);
  const out = a.map((row) => m[0]!.map((_, c) => row.reduce((s, x, i) => s + x * m[i]![c]!, 0)));
  if (out.length === 1 && out[0]!.length === 1) return out[0]![0]!;
  return column ? out.map((row) => row[0]!) : out;
}

const transpose = (m: Matrix): Matrix => m[0]!.map((_, c) => m.map((row) => row[c]!));

const add = (a: Value, b: Value, sign: number): Value => {
  if (typeof a === 'number' && typeof b === 'number') return a + sign * b;
  if (typeof a === 'number' || typeof b === 'number') throw new Error('a scalar added to a vector');
  if (isMatrix(a) || isMatrix(b)) throw new Error('a sum of matrices');
  return zip(a, b, (x, y) => x + sign * y);
};
const negate = (a: Value): Value =>
  typeof a === 'number' ? -a : isMatrix(a) ? a.map((row) => row.map((x) => -x)) : a.map((x) => -x);

/**
 * The value of substituted tokens, slot i (its placeholder `{SLOT_BASE + i}`) read as `slots[i]`.
 * Throws on what it cannot read, so that a formula it misreads fails the check rather than passing.
 */
export function evaluateVectorTokens(tokens: readonly string[], slots: readonly number[] = []): Value {
  let k = 0;
  const peek = () => tokens[k];
  const expect = (t: string) => {
    if (tokens[k] !== t) throw new Error(`expected ${t} at ${k} (${tokens[k]}) in ${tokens.join(' ')}`);
    k++;
  };
  const group = (): Value => {
    if (peek() === '{') {
      k++;
      const v = expr();
      expect('}');
      return v;
    }
    return primary();
  };
  function number(): number {
    let s = '';
    while (/^[0-9.]$/.test(peek() ?? '')) s += tokens[k++];
    return Number(s);
  }
  function primary(): Value {
    const t = peek();
    if (t === undefined) throw new Error(`unexpected end of ${tokens.join(' ')}`);
    const slot = PLACEHOLDER.exec(t);
    if (slot) {
      k++;
      const v = slots[Number(slot[1]) - SLOT_BASE];
      if (v === undefined) throw new Error(`no value for ${t}`);
      return v;
    }
    if (/^[0-9.]$/.test(t)) return number();
    if (t === '(' || t === '{') {
      k++;
      const v = expr();
      if (t === '(' && peek() === ',') {
        // A tuple, `(−n_y, n_x)`: a vector written in a row.
        const entries = [scalar(v, 'an entry')];
        while (peek() === ',') {
          k++;
          entries.push(scalar(expr(), 'an entry'));
        }
        expect(')');
        return entries;
      }
      expect(t === '(' ? ')' : '}');
      return v;
    }
    if (t === '|') {
      k++;
      const v = expr();
      expect('|');
      if (typeof v === 'number') return Math.abs(v);
      const u = asVector(v, 'a length');
      return Math.sqrt(dot(u, u));
    }
    if (t === '\\frac') {
      k++;
      const a = group();
      const b = scalar(group(), 'a quotient');
      return product(a, 1 / b);
    }
    if (t === '\\sqrt') {
      k++;
      return Math.sqrt(scalar(group(), 'a root'));
    }
    if (t === '\\max' || t === '\\min') {
      k++;
      expect('(');
      const args = [scalar(expr(), t)];
      while (peek() === ',') {
        k++;
        args.push(scalar(expr(), t));
      }
      expect(')');
      return t === '\\max' ? Math.max(...args) : Math.min(...args);
    }
    if (t === '\\begin{pmatrix}') {
      k++;
      const entries = [scalar(expr(), 'an entry')];
      while (peek() === '\\\\') {
        k++;
        entries.push(scalar(expr(), 'an entry'));
      }
      expect('\\end{pmatrix}');
      return entries;
    }
    if (t === '\\begin{bmatrix}') {
      k++;
      const rows: Matrix = [[]];
      for (;;) {
        rows[rows.length - 1]!.push(scalar(expr(), 'an entry'));
        if (peek() === '&') k++;
        else if (peek() === '\\\\') {
          k++;
          rows.push([]);
        } else break;
      }
      expect('\\end{bmatrix}');
      if (rows.some((row) => row.length !== rows[0]!.length))
        throw new Error('a matrix with rows of different lengths');
      return rows;
    }
    throw new Error(`cannot read ${t} in ${tokens.join(' ')}`);
  }
  function postfix(): Value {
    let v = primary();
    for (;;) {
      if (peek() === '^') {
        k++;
        if (
          tokens[k] === '{' &&
          tokens[k + 1] === '\\mathsf' &&
          tokens[k + 2] === 'T' &&
          tokens[k + 3] === '}'
        ) {
          k += 4; // a vector's transpose: the dot product that follows reads it
          if (isMatrix(v)) v = transpose(v);
          continue;
        }
        v = scalar(v, 'a power') ** scalar(group(), 'a power');
      } else if (peek() === '_' && /^[xyz]$/.test(tokens[k + 1] ?? '')) {
        v = asVector(v, 'a component')['xyz'.indexOf(tokens[k + 1]!)] ?? NaN;
        k += 2;
      } else return v;
    }
  }
  // Juxtaposition binds tighter than · × /: `r × j n` is r × (j n), `a/b c` is a/(b c).
  function juxtaposed(): Value {
    let v = postfix();
    while (OPERAND_START(peek())) v = product(v, postfix());
    return v;
  }
  function term(): Value {
    let v = juxtaposed();
    for (;;) {
      const t = peek();
      if (t === '\\cdot' || t === '*') {
        k++;
        v = product(v, juxtaposed());
      } else if (t === '\\times') {
        k++;
        v = times(v, juxtaposed());
      } else if (t === '/') {
        k++;
        v = product(v, 1 / scalar(juxtaposed(), 'a quotient'));
      } else return v;
    }
  }
  function expr(): Value {
    let v: Value;
    if (peek() === '-') {
      k++;
      v = negate(term());
    } else {
      if (peek() === '+') k++;
      v = term();
    }
    for (;;) {
      const t = peek();
      if (t !== '+' && t !== '-') return v;
      k++;
      v = add(v, term(), t === '+' ? 1 : -1);
    }
  }
  const v = expr();
  if (k !== tokens.length) throw new Error(`cannot read ${tokens.slice(k).join(' ')} in ${tokens.join(' ')}`);
  return v;
}
