// An exercise's explanation (a hint, a prediction's question, choices and reasons) set with its
// symbols as math: every subscripted symbol written `m_eff`, `v_{cB}`, `v_n′` or `I_B⁻¹` in the
// exercise's plain text becomes MathML (<msub>, <msubsup>), the rest stays text. The island cannot
// ship KaTeX, and the explanations hold numbers-free symbols only, so this small, fixed mapping is
// all it needs: no markup ever comes from the text (Preact writes every piece as text).
import type { JSX } from 'preact';

/** A symbol with a subscript: its base (a letter, maybe primed), the subscript, and what follows it. */
const SYMBOL =
  /(?<![A-Za-z\u0370-\u03ff])([A-Za-z\u0370-\u03ff]′?)_(?:\{([^}]*)\}|([A-Za-z0-9]+))(′|²|³|⁻¹)?/g;

export interface MathPiece {
  /** Plain text, or a symbol's base, subscript and superscript. */
  text?: string;
  base?: string;
  sub?: string;
  sup?: string;
}

/** The text cut into plain runs and subscripted symbols. */
export function mathPieces(text: string): MathPiece[] {
  const pieces: MathPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(SYMBOL)) {
    if (m.index > last) pieces.push({ text: text.slice(last, m.index) });
    pieces.push({ base: m[1]!, sub: m[2] ?? m[3] ?? '', ...(m[4] ? { sup: m[4] } : {}) });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

const SUPERSCRIPTS: Record<string, () => JSX.Element> = {
  '′': () => <mo>′</mo>,
  '²': () => <mn>2</mn>,
  '³': () => <mn>3</mn>,
  '⁻¹': () => (
    <mrow>
      <mo>−</mo>
      <mn>1</mn>
    </mrow>
  ),
};

/** A letter or a name (more than one letter reads upright, as MathML Core sets it). */
const token = (s: string) => (/^\d+$/.test(s) ? <mn>{s}</mn> : <mi>{s}</mi>);

function Symbol({ base, sub, sup }: Required<Pick<MathPiece, 'base' | 'sub'>> & { sup?: string }) {
  const primed = base.endsWith('′');
  const letter = primed ? base.slice(0, -1) : base;
  const b = primed ? (
    <msup>
      <mi>{letter}</mi>
      <mo>′</mo>
    </msup>
  ) : (
    <mi>{letter}</mi>
  );
  const s = token(sub);
  return (
    <math>
      {sup ? (
        <msubsup>
          {b}
          {s}
          {SUPERSCRIPTS[sup]!()}
        </msubsup>
      ) : (
        <msub>
          {b}
          {s}
        </msub>
      )}
    </math>
  );
}

/** Plain text with its subscripted symbols set as MathML. */
export function MathText({ text }: { text: string }) {
  return (
    <>
      {mathPieces(text).map((p, i) =>
        p.base !== undefined ? <Symbol key={i} base={p.base} sub={p.sub ?? ''} sup={p.sup} /> : p.text,
      )}
    </>
  );
}
