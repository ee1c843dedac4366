// TeX → MathML at build time only. Astro components import this; islands never do, so no KaTeX
// JavaScript reaches the browser. KaTeX writes MathML only: its HTML rendering is three to four
// times the elements (most of a page's DOM) and needs thousands of inline styles, which a strict
// Content Security Policy forbids. mathml-core.ts adapts KaTeX's MathML to MathML Core, the part of
// MathML browsers render; src/styles/math.css and the STIX Two Math font (lib/fonts.mjs) do the
// rest. Screen readers read that MathML, as they would read KaTeX's hidden copy of it.
import katex from 'katex';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toMathmlCore } from './mathml-core';
import { SLOT_BASE, breakablePieces, tokenize, type Substitution } from './tex-symbols';

/** KaTeX's options everywhere (rehype-katex gets the same in astro.config.mjs). */
export const KATEX_OPTIONS = { output: 'mathml', throwOnError: true, strict: 'error' } as const;

function render(tex: string, displayMode: boolean): string {
  const tree = fromHtml(katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode }), { fragment: true });
  toMathmlCore(tree);
  return toHtml(tree);
}

export function texDisplay(tex: string): string {
  return render(tex, true);
}

export function texInline(tex: string): string {
  return render(tex, false);
}

/** Tokens from which a formula is cut into pieces (shorter ones fit a phone's line as they are). */
const LONG = 16;

/**
 * Inline math a narrow screen can wrap: a long formula in pieces with a break between (<wbr>), as
 * `texSubstituted` cuts its formulas. Pieces are rebuilt from tokens, which drop TeX's spacing
 * commands and read `[` as `(`, so a short formula, or one with brackets, is rendered as written.
 */
export function texInlineBreakable(tex: string): string {
  const tokens = tokenize(tex);
  if (tokens.length < LONG || tex.includes('[')) return texInline(tex);
  return breakablePieces(tokens).map(texInline).join('<wbr>');
}

/**
 * A substituted formula (src/lib/tex-symbols.ts) as inline MathML, each slot an
 * `<mn data-slot="id">` (with `data-p` where its place needs a negative in parentheses) holding
 * `text(i)`: the "plug in numbers" island rewrites it as the values change.
 */
export function texSubstituted(sub: Substitution, text: (i: number) => string): string {
  const seen = new Set<number>();
  const fill = (html: string) =>
    html.replace(/<mn>(\d+)<\/mn>/g, (whole, n: string) => {
      const i = Number(n) - SLOT_BASE;
      const slot = sub.slots[i];
      if (!slot) return whole;
      seen.add(i);
      const p = slot.paren ? ' data-p' : '';
      return `<mn data-slot="${slot.id}"${p}>${escapeText(text(i))}</mn>`;
    });
  // In pieces a line may break between (<wbr>): a long formula wraps on a phone.
  const html = breakablePieces(sub.tokens)
    .map((piece) => fill(texInline(piece)))
    .join('<wbr>');
  if (seen.size !== sub.slots.length)
    throw new Error(`KaTeX did not render every slot of ${sub.tex} as a number of its own`);
  return html;
}

const escapeText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
