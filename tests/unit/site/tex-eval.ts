// Reading the TeX a page displays as arithmetic: split a displayed step into its equations and
// their sides, bind the page's declared symbols, and evaluate what is left with a LaTeX parser that
// computes (@cortex-js/compute-engine). Used by tex-check.ts; nothing here knows about physics.
import { ComputeEngine, compile } from '@cortex-js/compute-engine';
import { isWords, MARKS, SymbolBinder, texOf, tokenize, type SymbolKey } from '../../../src/lib/tex-symbols';

export { texOf, tokenize };

// ——— Structure: equations and their sides ———

const MATRIX_ENVIRONMENTS = /^\\(begin|end)\{(pmatrix|bmatrix|smallmatrix|matrix|cases|array)\}/;
const LAYOUT_ENVIRONMENTS = /^\\(begin|end)\{(aligned|gathered|align\*?|gather\*?|split)\}/;
const OPEN = new Set(['{', '(']);
const CLOSE = new Set(['}', ')']);
/** Between two equations of one display: `,\qquad`, `\quad`, an arrow, a colon, or words. */
const SEPARATORS = new Set([
  ',',
  ':',
  '\\quad',
  '\\qquad',
  '\\Longrightarrow',
  '\\implies',
  '\\Rightarrow',
  '\\iff',
]);
const RELATIONS = new Set([
  '=',
  '\\le',
  '\\ge',
  '<',
  '>',
  '\\ne',
  '\\approx',
  '\\leftarrow',
  '\\parallel',
  '\\to',
]);

const isMatrixBegin = (t: string) => MATRIX_ENVIRONMENTS.test(t) && t.startsWith('\\begin');
const isMatrixEnd = (t: string) => MATRIX_ENVIRONMENTS.test(t) && t.startsWith('\\end');

/**
 * Calls `visit` for every token with its depth (braces, parentheses and matrices count) and its
 * matrix depth (only matrices count: a layout `&` or `\\` inside parentheses still lays out lines).
 */
function walk(
  tokens: readonly string[],
  visit: (t: string, depth: number, matrixDepth: number, k: number) => void,
): void {
  let depth = 0;
  let matrixDepth = 0;
  tokens.forEach((t, k) => {
    if (CLOSE.has(t) || isMatrixEnd(t)) depth--;
    if (isMatrixEnd(t)) matrixDepth--;
    visit(t, depth, matrixDepth, k);
    if (OPEN.has(t) || isMatrixBegin(t)) depth++;
    if (isMatrixBegin(t)) matrixDepth++;
  });
}

export interface DisplayedRelation {
  /** The sides, in order (tokens); `relations[k]` stands between side k and side k+1. */
  sides: string[][];
  relations: string[];
  /** Stated as a condition ("if …", "when …"), not as something that holds. */
  condition: boolean;
}

/**
 * The relations of a displayed step, as the reader sees them: aligned/gathered lines are joined
 * where a line continues the one before (it starts with `=`, `+` or `−`); lines, and statements
 * separated by `,\qquad`, `\quad`, an arrow, a colon or words, become separate relations; each is
 * cut at its top-level `=`, `\le`, `\ge`, ….
 */
export function displayedRelations(tex: string): DisplayedRelation[] {
  // Layout environments only arrange lines: drop them and their column markers, and cut lines.
  const lines: string[][] = [[]];
  walk(tokenize(tex), (t, _depth, matrixDepth) => {
    if (LAYOUT_ENVIRONMENTS.test(t) || (t === '&' && matrixDepth === 0)) return;
    if (t === '\\\\' && matrixDepth === 0) lines.push([]);
    else lines[lines.length - 1]!.push(t);
  });
  const joined: string[][] = [];
  for (const line of lines) {
    let k = 0;
    while (line[k] === '\\quad' || line[k] === '\\qquad') k++;
    const body = line.slice(k);
    const first = body[0];
    if (joined.length > 0 && (first === '=' || first === '+' || first === '-'))
      joined[joined.length - 1]!.push(...body);
    else joined.push(body);
  }
  const out: DisplayedRelation[] = [];
  for (const line of joined) {
    const statements: { tokens: string[]; condition: boolean }[] = [{ tokens: [], condition: false }];
    walk(line, (t, depth, _matrixDepth, k) => {
      if (depth === 0 && (SEPARATORS.has(t) || isWords(line, k))) {
        const condition = isWords(line, k) && /\b(if|when|unless)\b/.test(t);
        statements.push({ tokens: [], condition });
      } else statements[statements.length - 1]!.tokens.push(t);
    });
    for (const { tokens, condition } of statements) {
      const sides: string[][] = [[]];
      const relations: string[] = [];
      walk(tokens, (t, depth) => {
        if (depth === 0 && RELATIONS.has(t)) {
          relations.push(t);
          sides.push([]);
        } else sides[sides.length - 1]!.push(t);
      });
      if (relations.length > 0) out.push({ sides, relations, condition });
    }
  }
  return out;
}

/**
 * A label's parts: `k_t = 1/m_{\text{eff},t}` names one value twice, and each part is checked. Only
 * its first clause is the side (after a comma comes a note such as `b = e\,\mathbf J\mathbf V`),
 * and a label with words is one part (`j\ \text{with}\ \tfrac{1}{I_A} = 0` is not an equation).
 */
export function labelParts(tex: string): string[] {
  const tokens = tokenize(tex);
  let end = tokens.length;
  walk(tokens, (t, depth, _m, k) => {
    if (depth === 0 && t === ',' && k < end) end = k;
  });
  const first = tokens.slice(0, end);
  if (first.some((_, k) => isWords(first, k))) return [texOf(first)];
  const parts: string[][] = [[]];
  walk(first, (t, depth) => {
    if (depth === 0 && t === '=') parts.push([]);
    else parts[parts.length - 1]!.push(t);
  });
  return parts.map(texOf);
}

/** The equations in a relation: maximal runs of sides joined by `=` (two sides or more). */
export function equalityGroups(r: DisplayedRelation): string[][][] {
  const groups: string[][][] = [];
  let current: string[][] = [r.sides[0]!];
  r.relations.forEach((rel, k) => {
    if (rel === '=') current.push(r.sides[k + 1]!);
    else {
      if (current.length > 1) groups.push(current);
      current = [r.sides[k + 1]!];
    }
  });
  if (current.length > 1) groups.push(current);
  return groups;
}

// ——— Evaluation ———

export type Evaluated =
  | {
      ok: true;
      /** The symbols it uses, as written in the symbol table. */
      symbols: readonly string[];
      /** It is one declared symbol and nothing else. */
      bare: boolean;
      /** Its value, compiled by the engine, for the symbols' values (by symbol TeX). */
      evaluate: (values: Readonly<Record<string, number>>) => number;
      /** Its value by the engine's own numeric evaluation (slow): to check the compiled one. */
      numeric: (values: Readonly<Record<string, number>>) => number;
    }
  | { ok: false; reason: string };

/** Why a side cannot be evaluated, from its tokens once the page's symbols are bound. */
function unsupported(tokens: readonly string[]): string | null {
  const has = (p: (t: string) => boolean) => tokens.some(p);
  if (has((t) => t.startsWith('\\begin{cases}'))) return 'piecewise definition (cases)';
  if (has((t) => MATRIX_ENVIRONMENTS.test(t))) return 'matrix or column vector';
  if (has((t) => t === '\\dots' || t === '\\ldots' || t === '\\cdots')) return 'elided terms (\\dots)';
  if (has((t) => t === '\\sum')) return 'sum over an index';
  if (has((t) => t === '\\pm' || t === '\\mp')) return '± stands for two values';
  if (tokens.some((_, k) => isWords(tokens, k))) return 'words (\\text)';
  if (has((t) => t === '\\mathbf' || t === '\\boldsymbol')) return 'vector or matrix notation';
  if (has((t) => t === '\\det' || t === '\\operatorname{tr}' || t === '\\operatorname{diag}'))
    return 'vector or matrix notation';
  return null;
}

/** Function commands: a comma inside their parentheses separates arguments, not tuple entries. */
const FUNCTIONS = new Set(['\\max', '\\min', '\\operatorname{clamp}', '\\operatorname{sign}']);

/** Whether a comma makes a tuple, `(0, 0, \ell)`, rather than separating a function's arguments. */
function hasTuple(tokens: readonly string[]): boolean {
  const stack: boolean[] = [];
  let tuple = false;
  tokens.forEach((t, k) => {
    if (t === '(') stack.push(FUNCTIONS.has(tokens[k - 1] ?? ''));
    else if (t === ')') stack.pop();
    else if (t === ',' && stack[stack.length - 1] === false) tuple = true;
  });
  return tuple;
}

/** `\sin^2\beta/I_1` is sin²(β)/I₁ to a reader; give a one-symbol argument its parentheses. */
function parenthesizeArguments(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < tokens.length; k++) {
    out.push(tokens[k]!);
    if (!['\\sin', '\\cos', '\\tan'].includes(tokens[k]!)) continue;
    if (tokens[k + 1] === '^' && /^\d$/.test(tokens[k + 2] ?? '')) out.push(tokens[++k]!, tokens[++k]!);
    if (tokens[k + 1] === 'Q' && tokens[k + 2] === '_' && tokens[k + 3] === '{') {
      const end = tokens.indexOf('}', k + 3);
      out.push('(', ...tokens.slice(k + 1, end + 1), ')');
      k = end;
    }
  }
  return out;
}

type Compiled =
  | {
      ok: true;
      run: (vars: Record<string, number>) => number;
      numeric: (vars: Record<string, number>) => number;
    }
  | { ok: false; reason: string };

/**
 * One engine for all pages (it takes the better part of a second to start); a symbol's placeholder
 * `Q_k` is the same wherever its TeX is declared, so a parse can be shared by every page.
 */
const shared = {
  engine: null as ComputeEngine | null,
  placeholders: new Map<string, string>(),
  parsed: new Map<string, Compiled>(),
};

/** `Q_12` as tokens: `Q _ { 1 2 }`. */
const placeholderTokens = (name: string) => ['Q', '_', '{', ...name.slice(2).split(''), '}'];

function placeholderOf(keyTex: string): string {
  let name = shared.placeholders.get(keyTex);
  if (!name) {
    name = `Q_${shared.placeholders.size}`;
    shared.placeholders.set(keyTex, name);
    engine().declare(name, 'real');
  }
  return name;
}

function engine(): ComputeEngine {
  return (shared.engine ??= new ComputeEngine());
}

/** Parse, check and compile bound TeX (placeholders for the symbols), once per distinct string. */
function compileBound(tex: string, declared: ReadonlySet<string>): Compiled {
  const hit = shared.parsed.get(tex);
  if (hit) return hit;
  const ce = engine();
  const expr = ce.parse(tex, { resolveApplication: () => 'multiply' });
  let result: Compiled;
  const free = expr.isValid ? expr.symbols.filter((name) => !declared.has(name)) : [];
  if (!expr.isValid) result = { ok: false, reason: 'the parser cannot read it' };
  else if (free.length > 0) {
    const shown = free.map((n) => (n === 'ExponentialE' ? 'e (read as Euler’s number)' : n));
    result = { ok: false, reason: `symbol not declared for this page: ${shown.join(', ')}` };
  } else {
    const compiled = compile(expr);
    const unsupported = compiled.unsupported ?? [];
    if (!compiled.success || unsupported.length > 0)
      result = { ok: false, reason: `the engine cannot compile it (${unsupported.join(', ')})` };
    else
      result = {
        ok: true,
        run: (vars) => toReal(compiled.run(vars)),
        // Substituted, not assigned: an assigned value would be folded into later compilations.
        numeric: (vars) => toReal(expr.subs(vars).N().valueOf()),
      };
  }
  shared.parsed.set(tex, result);
  return result;
}

/** A declared symbol with its placeholder's name. */
interface Key {
  tex: string;
  name: string;
}

/**
 * Evaluates TeX with a page's symbols bound. Each declared symbol is replaced by a placeholder the
 * parser reads as a plain real symbol (`Q_{k}`; no page writes Q); the result is parsed with the
 * compute engine and compiled to a function of the symbols' values, so that thousands of
 * evaluations stay cheap. What remains unbound (an undeclared letter, `e` read as Euler's number,
 * bold vectors, words) makes the side not evaluable, with the reason.
 */
export class TexEvaluator {
  private readonly binder: SymbolBinder;
  private readonly names = new Map<SymbolKey, Key>();
  private readonly cache = new Map<string, Evaluated>();

  constructor(symbolTex: readonly string[]) {
    this.binder = new SymbolBinder(symbolTex);
    for (const key of this.binder.keys) {
      if (key.tokens.includes('Q')) throw new Error(`Symbol '${key.tex}' uses Q, reserved for placeholders`);
      this.names.set(key, { tex: key.tex, name: placeholderOf(texOf(key.tokens)) });
    }
  }

  evaluate(tex: string): Evaluated {
    let hit = this.cache.get(tex);
    if (!hit) {
      hit = this.build(tex);
      this.cache.set(tex, hit);
    }
    return hit;
  }

  /** The declared symbols (as declared) that `tex` uses, evaluable or not. */
  symbolsIn(tex: string): string[] {
    return this.bind(tokenize(tex)).used.map((k) => k.tex);
  }

  private bind(tokens: readonly string[]): { tokens: string[]; used: Key[] } {
    const out: string[] = [];
    const used = new Set<Key>();
    for (const b of this.binder.bind(tokens)) {
      if (typeof b === 'string') {
        out.push(b);
        continue;
      }
      const key = this.names.get(b)!;
      out.push(...placeholderTokens(key.name));
      used.add(key);
    }
    return { tokens: parenthesizeArguments(out), used: [...used] };
  }

  private build(tex: string): Evaluated {
    const original = tokenize(tex);
    if (original.includes('Q')) return { ok: false, reason: 'uses Q, reserved by this check' };
    const { tokens, used } = this.bind(original);
    const why =
      unsupported(tokens) ??
      (hasTuple(tokens) ? 'vector or matrix notation' : null) ??
      (tokens.includes("'") || tokens.some((t, k) => t === '^' && MARKS.has(tokens[k + 1] ?? ''))
        ? 'symbol not declared for this page: a primed or starred symbol'
        : null);
    if (why) return { ok: false, reason: why };
    const compiled = compileBound(texOf(tokens), new Set(used.map((k) => k.name)));
    if (!compiled.ok) return compiled;
    const vars = (values: Readonly<Record<string, number>>) => {
      const out: Record<string, number> = {};
      for (const key of used) {
        const v = values[key.tex];
        if (v === undefined) throw new Error(`No value for the symbol '${key.tex}'`);
        out[key.name] = v;
      }
      return out;
    };
    return {
      ok: true,
      symbols: used.map((k) => k.tex),
      bare: used.length === 1 && tokens.length === 4 + used[0]!.name.length - 2,
      evaluate: (values) => compiled.run(vars(values)),
      numeric: (values) => compiled.numeric(vars(values)),
    };
  }
}

/** A real result: compiled square roots come back as complex numbers with no imaginary part. */
export function toReal(v: unknown): number {
  if (typeof v === 'number') return v;
  if (v !== null && typeof v === 'object' && 're' in v && 'im' in v) {
    const { re, im } = v as { re: number; im: number };
    return im === 0 ? re : NaN;
  }
  return NaN;
}
