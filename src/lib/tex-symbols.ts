// Reading a step's TeX as symbols, at build time: split TeX into tokens, and find in them the
// occurrences of a page's declared symbols (`symbols` in its steps.ts, src/kit/steps/define.ts). Two
// users: the page, which renders each formula label again with a slot for every symbol ("plug in
// numbers" fills the slots with the symbols' values; `substitution` below), and the TeX check
// (tests/unit/site/tex-eval.ts), which binds the same symbols to evaluate the TeX. One binder, so
// that what the page substitutes is what the check evaluates. Nothing here reaches the browser.
import { slotId } from './slots';

// ——— Tokens ———

/** Commands that only space or size things: dropped before anything else looks at the TeX. */
const SPACING = new Set([
  '\\,',
  '\\;',
  '\\:',
  '\\!',
  '\\ ',
  '~',
  '\\big',
  '\\Big',
  '\\bigg',
  '\\Bigg',
  '\\bigl',
  '\\bigr',
  '\\Bigl',
  '\\Bigr',
  '\\left',
  '\\right',
  '\\textstyle',
  '\\displaystyle',
]);
const RENAME: Record<string, string> = {
  '\\tfrac': '\\frac',
  '\\dfrac': '\\frac',
  '\\leq': '\\le',
  '\\geq': '\\ge',
  '[': '(',
  ']': ')',
};
/** Commands whose braced argument is one token: words, upright names, and `\hphantom{…}` (dropped). */
const WITH_ARGUMENT = new Set(['\\text', '\\textrm', '\\textit', '\\mathrm', '\\operatorname', '\\hphantom']);

/**
 * TeX → tokens: `\command`, `\` + one symbol, one character, `\begin{env}`/`\end{env}`, and
 * `\text{…}`-like commands with their argument. Spacing and sizing commands are dropped and a few
 * synonyms unified, so that the same formula written with different spacing gives the same tokens.
 */
export function tokenize(tex: string): string[] {
  const raw: string[] = [];
  let i = 0;
  const readGroup = (from: number): number => {
    // Index just past the brace group that starts at `from` (which must be '{').
    let depth = 0;
    for (let k = from; k < tex.length; k++) {
      if (tex[k] === '\\') {
        k++;
        continue;
      }
      if (tex[k] === '{') depth++;
      else if (tex[k] === '}' && --depth === 0) return k + 1;
    }
    throw new Error(`Unbalanced braces in ${tex}`);
  };
  while (i < tex.length) {
    const c = tex[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c !== '\\') {
      raw.push(c);
      i++;
      continue;
    }
    const m = /^\\([A-Za-z]+|.)/.exec(tex.slice(i));
    if (!m) throw new Error(`Stray backslash in ${tex}`);
    const cmd = m[0];
    i += cmd.length;
    if (cmd === '\\begin' || cmd === '\\end' || WITH_ARGUMENT.has(cmd)) {
      while (tex[i] === ' ') i++;
      if (tex[i] !== '{') throw new Error(`${cmd} without an argument in ${tex}`);
      const end = readGroup(i);
      raw.push(cmd + tex.slice(i, end).replace(/\s+/g, ' '));
      i = end;
      continue;
    }
    if (cmd === '\\\\') {
      // A line break may carry an extra skip, `\\[4pt]`: not a bracket of the formula.
      const skip = /^\s*\[[^\]]*\]/.exec(tex.slice(i));
      if (skip) i += skip[0].length;
    }
    raw.push(cmd);
  }
  const out: string[] = [];
  for (const t of raw) {
    if (SPACING.has(t) || t.startsWith('\\hphantom')) continue;
    out.push(RENAME[t] ?? t);
  }
  return simplifyScripts(out);
}

/**
 * `x_{n}` and `x_n` are the same symbol: unwrap a group of one letter, digit, command or word
 * after `_` or `^` (but not `\lambda_{=}`, whose `=` is no relation).
 */
function simplifyScripts(tokens: string[]): string[] {
  const out: string[] = [];
  const atom = (t: string | undefined) => t !== undefined && /^([A-Za-z0-9]|\\[A-Za-z]+.*)$/.test(t);
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if ((t === '_' || t === '^') && tokens[k + 1] === '{' && atom(tokens[k + 2]) && tokens[k + 3] === '}') {
      out.push(t, tokens[k + 2]!);
      k += 3;
    } else out.push(t);
  }
  return out;
}

export const texOf = (tokens: readonly string[]): string => tokens.join(' ');

// ——— Symbols ———

/** Commands that make a symbol a different symbol: `\dot C` is not `C`, `\mathbf n` is not `n`. */
export const DECORATIONS = new Set([
  '\\mathbf',
  '\\boldsymbol',
  '\\dot',
  '\\ddot',
  '\\tilde',
  '\\hat',
  '\\bar',
  '\\vec',
  '\\Delta',
]);
/** Superscripts that make a symbol a different symbol: `j_t^*`, `j^\circ`, `\mathbf r^\perp`. */
export const MARKS = new Set(['*', '\\ast', '\\circ', '\\prime', '\\perp']);

/** A declared symbol: its TeX as declared (the key of its symbol table) and its tokens. */
export interface SymbolKey {
  tex: string;
  tokens: string[];
}

/** A token, or an occurrence of a declared symbol. */
export type Bound = string | SymbolKey;

/** Finds a symbol table's symbols in tokens: the longest match first, never part of another symbol. */
export class SymbolBinder {
  readonly keys: SymbolKey[];
  /** Of a binder with vectors (`substitutionBinder`), the one without: for a formula they would leave half done. */
  scalarOnly?: SymbolBinder;

  constructor(symbolTex: readonly string[]) {
    this.keys = symbolTex.map((tex) => {
      const tokens = tokenize(tex);
      if (tokens.length === 0) throw new Error(`Empty symbol '${tex}' in a symbol table`);
      return { tex, tokens };
    });
    // Longest first, so that `v_n'` is bound before `v_n` could match its start.
    this.keys.sort((a, b) => b.tokens.length - a.tokens.length);
  }

  bind(tokens: readonly string[]): Bound[] {
    const out: Bound[] = [];
    for (let k = 0; k < tokens.length;) {
      const key = this.keys.find((key) => matchesAt(tokens, k, key.tokens));
      if (key) {
        out.push(key);
        k += key.tokens.length;
      } else out.push(tokens[k++]!);
    }
    return out;
  }
}

/** What a scalar written with vectors may hold besides them: products, sums, transposes, numbers. */
const VECTOR_ALGEBRA = /^([()+\-{}|^_0-9]|\\times|\\cdot|\\mathsf|T)$/;

/**
 * The binder of "plug in numbers": a page's scalar symbols and its vectors, less the scalars written
 * with its vectors (`\mathbf v_{\text{rel}}\cdot\mathbf n`, declared for the TeX check, which reads
 * no vectors), whose every vector is declared: those show their vectors' components.
 */
export function substitutionBinder(scalars: readonly string[], vectors: readonly string[]): SymbolBinder {
  const vectorSet = new Set(vectors);
  const kept = scalars.filter((key) => {
    const others = new SymbolBinder([...scalars.filter((k) => k !== key), ...vectors]);
    const bound = others.bind(tokenize(key));
    const usesVector = bound.some((b) => typeof b !== 'string' && vectorSet.has(b.tex));
    // Kept where its vectors would leave something unread: a vector not declared, a function `S(…)`.
    const unbound = bound.some((b) => typeof b === 'string' && !VECTOR_ALGEBRA.test(b));
    return !usesVector || unbound;
  });
  const binder = new SymbolBinder([...kept, ...vectors]);
  binder.scalarOnly = new SymbolBinder(scalars);
  return binder;
}

function matchesAt(tokens: readonly string[], k: number, key: readonly string[]): boolean {
  for (let i = 0; i < key.length; i++) if (tokens[k + i] !== key[i]) return false;
  // A decorated or subscript occurrence is another symbol (`\dot C`, `\mathbf n`, the n of `v_n`).
  const before = tokens[k - 1];
  if (before !== undefined && (DECORATIONS.has(before) || before === '_' || before === '^')) return false;
  if (before === '{' && DECORATIONS.has(tokens[k - 2] ?? '')) return false; // `\hat{\mathbf n}`
  // So is an extended one: `k_t` is not `k`, `v_t'` is not `v_t`, `j_t^*` is not `j_t`.
  const after = tokens[k + key.length];
  if (after === '_' || after === "'") return false;
  if (after === '^' && MARKS.has(tokens[k + key.length + 1] ?? '')) return false;
  return true;
}

// ——— Substitution ———

/** One symbol occurrence of a substituted formula. */
export interface Slot {
  /** The symbol's key, as declared. */
  key: string;
  /** Its slot id (src/lib/slots.ts). */
  id: string;
  /** Whether its place needs a negative value (or a power of ten) in parentheses. */
  paren: boolean;
  /**
   * Of a vector's slot, the component it shows (`x`, `y` or `z`); of a matrix's, the entry
   * (`<row>.<column>` of the symbol's value, its rows). Its id ends in `.` and this.
   */
  component?: string;
}

/** A vector's components, as its value (`{x, y}` or `{x, y, z}`) names them. */
export type Component = 'x' | 'y' | 'z';
export const COMPONENTS: readonly Component[] = ['x', 'y', 'z'];

/** A symbol's shape: a scalar (1), a vector of 2 or 3 components, or a matrix of rows and columns. */
export type Shape = number | { rows: number; cols: number };

/** The shapes of a step's vectors and matrices (by their values on a scenario); any other symbol is a scalar. */
export function symbolShapes<S>(
  vectors: Readonly<Record<string, (s: S) => object>>,
  scenario: S,
): (key: string) => Shape {
  return (key) => {
    if (!(key in vectors)) return 1;
    const v = vectors[key]!(scenario);
    if (Array.isArray(v)) return { rows: v.length, cols: (v[0] as unknown[]).length };
    return 'z' in v ? 3 : 2;
  };
}

/** `^{\mathsf T}` as tokens: after a matrix, the substitution writes the transpose out. */
const TRANSPOSE = ['^', '{', '\\mathsf', 'T', '}'];

/**
 * A formula with its symbols as slots: TeX for KaTeX, in which slot i is the number
 * `SLOT_BASE + i` (KaTeX renders it as one <mn>, which the page then marks; see `slotPlaceholder`).
 */
export interface Substitution {
  tex: string;
  /** The same, as tokens (the page cuts long formulas into pieces a line may break between). */
  tokens: string[];
  slots: Slot[];
}

/** Slot i's placeholder in the TeX: a number no formula writes. */
export const SLOT_BASE = 987654300;
export const slotPlaceholder = (i: number) => String(SLOT_BASE + i);

/** After these (or at the start), a value reads as a term of its own: no parentheses, no dot. */
const OPENERS = new Set(['(', '{', '=', ',', '|', '&', '\\\\']);
/** Tokens after which a number is an operand of them: parenthesize a negative, but no dot. */
const OPERATORS = new Set([
  '+',
  '-',
  '/',
  '*',
  '\\cdot',
  '\\times',
  '\\frac',
  '\\sqrt',
  '\\sin',
  '\\cos',
  '\\tan',
  '\\le',
  '\\ge',
  '<',
  '>',
  '\\pm',
  '\\mp',
]);
/** Functions written before their argument, which may carry a power: `\sin^2\beta`. */
const FUNCTIONS = new Set(['\\sin', '\\cos', '\\tan']);
/** Tokens that cannot start an operand: a slot before them needs no dot. */
const NOT_OPERAND_START = new Set([...OPERATORS, ')', '}', '^', '_', ',', '=', '|', '&', '\\\\', "'", '!']);
NOT_OPERAND_START.delete('\\frac');
NOT_OPERAND_START.delete('\\sqrt');
NOT_OPERAND_START.delete('\\sin');
NOT_OPERAND_START.delete('\\cos');
NOT_OPERAND_START.delete('\\tan');

/** Words between statements (`\text{ when }`), as opposed to a subscript like `m_{\text{eff}}`. */
export const isWords = (tokens: readonly string[], k: number) =>
  tokens[k]!.startsWith('\\text') && tokens[k - 1] !== '_' && tokens[k - 1] !== '^' && !inScript(tokens, k);

/** Whether token k sits inside a braced sub- or superscript (`m_{\text{eff},A}`). */
function inScript(tokens: readonly string[], k: number): boolean {
  let depth = 0;
  for (let i = k - 1; i >= 0; i--) {
    if (tokens[i] === '}') depth++;
    else if (tokens[i] === '{') {
      if (depth === 0) return tokens[i - 1] === '_' || tokens[i - 1] === '^' || inScript(tokens, i);
      depth--;
    }
  }
  return false;
}

/**
 * The formula a label shows, with its symbols as slots, or null when there is nothing to substitute:
 * no symbol in it, or a bare symbol (`j`: its value is the row's value). Of a label written as a
 * chain (`k_t = 1/m_{\text{eff},t}`) the last part is substituted, of one with a note after a comma
 * (`… ,\ b = e\,a`) the part before it; a label with words is not. A vector (by `shape`) is a column of
 * slots, a matrix its entries in brackets. Where the substitution makes two
 * numbers meet by juxtaposition (`e\,v_n`), a `\cdot` goes between them; whether a slot's place needs
 * a negative in parentheses (after an operator, juxtaposed, or raised to a power) is recorded in the
 * slot, for the value to decide when it is filled.
 */
export function substitution(
  labelTex: string,
  binder: SymbolBinder,
  shape: (key: string) => Shape = () => 1,
): Substitution | null {
  const tokens = tokenize(labelTex);
  // Its first clause, and of that the last part of a chain.
  let depth = 0;
  let from = 0;
  let to = tokens.length;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t === '{' || t === '(') depth++;
    else if (t === '}' || t === ')') depth--;
    else if (depth === 0 && t === ',') {
      to = k;
      break;
    } else if (depth === 0 && t === '=') from = k + 1;
    // Words at any depth: `\lambda\ (= j\ \text{from the solver})` would read "1.125 · (= j from the solver)".
    else if (isWords(tokens, k)) return null;
  }
  let bound = binder.bind(tokens.slice(from, to));
  // Vectors shown beside a vector or a function left as a letter, or elided terms, read as neither: there the
  // formula is substituted as before vectors were declared, with its scalars alone.
  const vectorIn = bound.some((b) => typeof b !== 'string' && shape(b.tex) !== 1);
  const unfinished = bound.some(
    (b, k) =>
      typeof b === 'string' &&
      (UNFINISHED.has(b) ||
        (/^[A-Za-z]$/.test(b) && !['_', '^', '\\mathsf'].includes(bound[k - 1] as string))),
  );
  if (vectorIn && unfinished && binder.scalarOnly) bound = binder.scalarOnly.bind(tokens.slice(from, to));
  const slotsIn = bound.filter((b) => typeof b !== 'string').length;
  if (slotsIn === 0 || (slotsIn === 1 && bound.length === 1)) return null;
  const out: string[] = [];
  const slots: Slot[] = [];
  const slotOf = (key: string, component: string) => {
    slots.push({ key, id: `${slotId(key)}.${component}`, paren: false, component });
    return `{${slotPlaceholder(slots.length - 1)}}`;
  };
  let afterSlot = false;
  for (let k = 0; k < bound.length; k++) {
    const b = bound[k]!;
    const prev = out[out.length - 1];
    const next = bound[k + 1];
    if (typeof b === 'string') {
      // An operand right after a slot: a number, a parenthesis, a fraction, a symbol left as it is.
      if (afterSlot && !NOT_OPERAND_START.has(b)) out.push('\\cdot');
      out.push(b);
      afterSlot = false;
      continue;
    }
    const n = shape(b.tex);
    afterSlot = n === 1;
    if (typeof n === 'object') {
      // A matrix: its entries as slots, in brackets; transposed, where `^{\mathsf T}` follows it, as
      // the transpose (a Jacobian row's transpose reads as the column it is). Delimited by itself, as
      // a vector's column is.
      const transposed = TRANSPOSE.every((t, i) => bound[k + 1 + i] === t);
      if (transposed) k += TRANSPOSE.length;
      const [rows, cols] = transposed ? [n.cols, n.rows] : [n.rows, n.cols];
      const lines = Array.from({ length: rows }, (_, r) =>
        Array.from({ length: cols }, (_, c) => slotOf(b.tex, transposed ? `${c}.${r}` : `${r}.${c}`)),
      );
      out.push(
        '\\begin{bmatrix}',
        ...lines.flatMap((line, r) => [
          ...(r === 0 ? [] : ['\\\\']),
          ...line.flatMap((x, c) => (c === 0 ? [x] : ['&', x])),
        ]),
        '\\end{bmatrix}',
      );
      continue;
    }
    if (n > 1) {
      // A vector: a column of slots, one per component. A column is delimited by itself: no dot
      // before or after it, and no parentheses inside it.
      const rows = COMPONENTS.slice(0, n).map((c) => slotOf(b.tex, c));
      out.push(
        '\\begin{pmatrix}',
        ...rows.flatMap((r, i) => (i === 0 ? [r] : ['\\\\', r])),
        '\\end{pmatrix}',
      );
      continue;
    }
    const start = prev === undefined || OPENERS.has(prev);
    // A function's argument (`\sin\gamma`, `\cos^2\delta`) in parentheses, always: sin²0.52/0.15
    // would leave the reader to guess where the argument ends.
    const argument =
      prev !== undefined &&
      (FUNCTIONS.has(prev) || (out[out.length - 2] === '^' && FUNCTIONS.has(out[out.length - 3] ?? '')));
    const operand = !start && !argument && !OPERATORS.has(prev) && prev !== '^' && prev !== '_';
    if (operand) out.push('\\cdot');
    slots.push({
      key: b.tex,
      id: slotId(b.tex),
      paren: !argument && (!start || next === '^' || next === '!'),
    });
    const placeholder = `{${slotPlaceholder(slots.length - 1)}}`;
    if (argument) out.push('(', placeholder, ')');
    else out.push(placeholder);
  }
  return { tex: out.join(' '), tokens: out, slots };
}

/** Tokens that leave a vector formula unfinished (as a letter does): a vector not declared, terms left out. */
const UNFINISHED = new Set(['\\mathbf', '\\boldsymbol', '\\dots', '\\ldots', '\\cdots']);

/** Binary operators after which a line may break, as TeX breaks inline math. */
const BREAK_AFTER = new Set(['+', '-', '\\cdot', '\\times', '/', '=']);

/**
 * A substituted formula cut into pieces, each to be rendered on its own, so that a narrow screen can
 * wrap it (one MathML element never breaks): after a binary operator outside any group (braces or
 * environments; a parenthesis is an ordinary character to KaTeX), or between two matrices of a
 * product (J M⁻¹ Jᵀ is wider than a phone), once a piece has `min` tokens.
 */
export function breakablePieces(tokens: readonly string[], min = 8): string[] {
  const pieces: string[][] = [[]];
  let depth = 0;
  tokens.forEach((t, k) => {
    const piece = pieces[pieces.length - 1]!;
    piece.push(t);
    if (t.startsWith('{') && !t.endsWith('}')) depth++;
    else if (t === '{' || t.startsWith('\\begin')) depth++;
    else if (t === '}' || t.startsWith('\\end')) depth--;
    const between = t === '\\end{bmatrix}' && tokens[k + 1] === '\\begin{bmatrix}';
    if (
      depth === 0 &&
      k > 0 &&
      k < tokens.length - 1 &&
      (BREAK_AFTER.has(t) || between) &&
      piece.length >= min
    )
      pieces.push([]);
  });
  return pieces.map((p) => p.join(' '));
}
