// The symbols a piece of TeX uses, for the site's notation table (src/site/notation.ts) and its test:
// each letter with its font (`j`, `\mathbf P`, `\mathcal V`, `\lambda`), without what only labels it
// or marks a state (subscripts, superscripts, primes, accents: `\tilde\lambda_1^{(2)}'` is `\lambda`).
// Words in `\text{…}`, operator names (`\det`, `\operatorname{tr}`), the transpose `\mathsf T` and
// TeX's own commands are no symbols.

/** Commands that are no symbol: layout, operators, relations, delimiters, functions. */
const NOT_SYMBOLS = new Set(
  (
    'frac tfrac dfrac cdot times left right big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr quad qquad ' +
    'det sin cos tan arctan atan2 max min arg sqrt sum prod le ge leq geq ne neq approx to pm mp in notin ' +
    'infty circ ast star perp parallel ldots cdots dots vdots ddots lvert rvert lVert rVert langle rangle ' +
    'mid displaystyle textstyle underbrace overbrace underset overset stackrel begin end hline vert Vert ' +
    'equiv propto sim simeq gg ll implies iff Rightarrow Leftarrow rightarrow leftarrow mapsto forall ' +
    'exists land lor neg cup cap subset supset subseteq setminus emptyset nabla prime lfloor rfloor ' +
    'lceil rceil sign sgn operatorname text textbf textit mathrm mathsf mathit boxed color phantom ' +
    'hphantom vphantom cr tag label not colon lim log exp ln partial int Longrightarrow Longleftarrow longrightarrow iff quad smallmatrix pmatrix bmatrix aligned gathered cases clamp leftarrow uparrow downarrow'
  ).split(' '),
);
/** Commands that set a font: the letter after them is its own symbol (`\mathbf P` is not `P`). */
const FONTS = new Set(['mathbf', 'boldsymbol', 'bm', 'mathcal', 'mathbb', 'mathfrak', 'mathscr']);
/** Accents: the letter under them is the symbol (`\dot C` is `C`, `\hat{\mathbf z}` is `\mathbf z`). */
const ACCENTS = new Set([
  'hat',
  'tilde',
  'dot',
  'ddot',
  'bar',
  'vec',
  'widehat',
  'widetilde',
  'overline',
  'check',
  'breve',
]);
/** Groups whose content is a word or a unit, not symbols. */
const WORDS = new Set([
  'text',
  'textbf',
  'textit',
  'mathrm',
  'operatorname',
  'mathsf',
  'label',
  'tag',
  'begin',
  'end',
  'color',
]);

/** `\\mathbf P`, `\\mathbf\\omega`. */
const fontOf = (font: string, a: string) => (a.startsWith('\\') ? `\\${font}${a}` : `\\${font} ${a}`);

/** The symbols in `tex`, each once, in order of first use. */
export function texAtoms(tex: string): string[] {
  const out: string[] = [];
  const add = (a: string) => {
    if (!out.includes(a)) out.push(a);
  };
  let i = 0;
  const n = tex.length;
  /** The end of a balanced `{…}` group starting at `j` (the index after its `}`). */
  const group = (j: number): number => {
    let depth = 0;
    for (let k = j; k < n; k++) {
      if (tex[k] === '\\') {
        k++;
        continue;
      }
      if (tex[k] === '{') depth++;
      else if (tex[k] === '}' && --depth === 0) return k + 1;
    }
    return n;
  };
  const skipSpace = (j: number) => {
    while (j < n && /\s/.test(tex[j]!)) j++;
    return j;
  };
  /** One argument at `j`: a group, a command or a character; its end. */
  const argument = (j: number): number => {
    j = skipSpace(j);
    if (tex[j] === '{') return group(j);
    if (tex[j] === '\\') {
      const m = /^\\([a-zA-Z]+|.)/.exec(tex.slice(j));
      const end = j + (m ? m[0].length : 1);
      // A command that takes an argument takes it here too (`_\text{max}`, `^\mathbf{T}`).
      return m && (WORDS.has(m[1]!) || FONTS.has(m[1]!) || ACCENTS.has(m[1]!)) ? argument(end) : end;
    }
    return j + 1;
  };
  /** The symbol an argument names (a letter, a Greek command, a font command): '' when none. */
  const symbolIn = (arg: string, font: string): string => {
    const inner = arg.replace(/^\{\s*|\s*\}$/g, '').trim();
    const sub = texAtoms(inner);
    if (sub.length !== 1) {
      sub.forEach((a) => add(font && !a.startsWith('\\math') ? fontOf(font, a) : a));
      return '';
    }
    return font && !sub[0]!.startsWith('\\math') ? fontOf(font, sub[0]!) : sub[0]!;
  };
  while (i < n) {
    const c = tex[i]!;
    if (c === '_' || c === '^') {
      i = argument(i + 1); // labels and states: not symbols
      continue;
    }
    if (c === '\\') {
      const m = /^\\([a-zA-Z]+|.)/.exec(tex.slice(i));
      const name = m ? m[1]! : '';
      i += m ? m[0].length : 1;
      if (WORDS.has(name)) {
        i = argument(i);
        if (name === 'begin' || name === 'end')
          i = skipSpace(i) < n && tex[skipSpace(i)] === '{' ? argument(i) : i;
        continue;
      }
      if (FONTS.has(name)) {
        const end = argument(i);
        const s = symbolIn(
          tex.slice(skipSpace(i), end),
          name === 'boldsymbol' || name === 'bm' ? 'mathbf' : name,
        );
        if (s) add(s);
        i = end;
        continue;
      }
      if (ACCENTS.has(name)) continue; // the letter that follows is the symbol
      if (name === 'Delta' && !/^\s*[_^]/.test(tex.slice(i))) continue; // "the change of"
      if (name.length > 1 && !NOT_SYMBOLS.has(name) && /^[a-zA-Z]+$/.test(name)) add(`\\${name}`);
      continue;
    }
    // A differential: d right before the variable (`dt`, `dL_p`).
    if (c === 'd' && /^[a-zA-Z\\]/.test(tex.slice(i + 1)) && !/[a-zA-Z]/.test(tex[i - 1] ?? '')) {
      i++;
      continue;
    }
    if (/[a-zA-Z]/.test(c)) add(c);
    i++;
  }
  return out;
}

/** The math in an MDX page's text: each `$…$` and `$$…$$`, outside code. */
export function mdxMath(mdx: string): string[] {
  const body = mdx
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  const out: string[] = [];
  const re = /\$\$([\s\S]+?)\$\$|\$((?:\\.|[^$\\])+?)\$/g;
  for (let m; (m = re.exec(body));) out.push(m[1] ?? m[2]!);
  return out;
}
