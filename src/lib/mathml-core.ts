// KaTeX's MathML, made to render well as MathML Core (what Chromium implements) and kept small.
//
// KaTeX writes MathML for the full MathML 3 renderers. Chromium implements MathML Core, which
// ignores three things KaTeX relies on here:
// - `mathvariant` other than "normal": bold vectors (\mathbf v), \boldsymbol, \mathsf, \mathcal
//   would render as plain italic letters. MathML Core expects the Unicode mathematical
//   alphanumeric characters instead (𝐯 is U+1D42F), so the characters are mapped here.
// - `columnalign`, `rowspacing`, `columnspacing` on <mtable>: aligned equations would be centred.
//   They become classes (tex-…) that src/styles/math.css styles.
// - <semantics> + <annotation> (the TeX source): not rendered and not read by screen readers;
//   dropping them saves two elements per formula.
import type { Element, ElementContent, Nodes, Root } from 'hast';

const RANGES: Record<
  string,
  { upper: number; lower: number; digit?: number; greekUpper?: number; greekLower?: number }
> = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digit: 0x1d7ce, greekUpper: 0x1d6a8, greekLower: 0x1d6c2 },
  italic: { upper: 0x1d434, lower: 0x1d44e, greekUpper: 0x1d6e2, greekLower: 0x1d6fc },
  'bold-italic': { upper: 0x1d468, lower: 0x1d482, greekUpper: 0x1d71c, greekLower: 0x1d736 },
  'sans-serif': { upper: 0x1d5a0, lower: 0x1d5ba, digit: 0x1d7e2 },
  'bold-sans-serif': {
    upper: 0x1d5d4,
    lower: 0x1d5ee,
    digit: 0x1d7ec,
    greekUpper: 0x1d756,
    greekLower: 0x1d770,
  },
  script: { upper: 0x1d49c, lower: 0x1d4b6 },
  'double-struck': { upper: 0x1d538, lower: 0x1d552, digit: 0x1d7d8 },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digit: 0x1d7f6 },
};

/** Letters Unicode encodes outside the mathematical alphanumerics block (the block has holes there). */
const HOLES: Record<string, Record<string, string>> = {
  italic: { h: 'ℎ' },
  script: { B: 'ℬ', E: 'ℰ', F: 'ℱ', H: 'ℋ', I: 'ℐ', L: 'ℒ', M: 'ℳ', R: 'ℛ', e: 'ℯ', g: 'ℊ', o: 'ℴ' },
  'double-struck': { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' },
};

const GREEK_UPPER = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡϴΣΤΥΦΧΨΩ';
const GREEK_LOWER = 'αβγδεζηθικλμνξοπρςστυφχψω';

/** One character in a mathvariant, or the character itself when Unicode has no such letter. */
export function mathChar(ch: string, variant: string): string {
  const r = RANGES[variant];
  if (!r) return ch;
  const hole = HOLES[variant]?.[ch];
  if (hole) return hole;
  const c = ch.codePointAt(0)!;
  if (c >= 0x41 && c <= 0x5a) return String.fromCodePoint(r.upper + c - 0x41);
  if (c >= 0x61 && c <= 0x7a) return String.fromCodePoint(r.lower + c - 0x61);
  if (c >= 0x30 && c <= 0x39 && r.digit) return String.fromCodePoint(r.digit + c - 0x30);
  const gu = GREEK_UPPER.indexOf(ch);
  if (gu >= 0 && r.greekUpper) return String.fromCodePoint(r.greekUpper + gu);
  const gl = GREEK_LOWER.indexOf(ch);
  if (gl >= 0 && r.greekLower) return String.fromCodePoint(r.greekLower + gl);
  return ch;
}

export function mathText(text: string, variant: string): string {
  return [...text].map((ch) => mathChar(ch, variant)).join('');
}

const TOKENS = new Set(['mi', 'mn', 'mo', 'mtext', 'ms']);

/** A class name for an attribute value: "right left" → "right-left", "0.25em" → "0_25em". */
const token = (v: string) => v.trim().replace(/\s+/g, '-').replace(/\./g, '_');

function addClass(el: Element, name: string): void {
  const prev: unknown = el.properties.className;
  const list = Array.isArray(prev) ? prev.map(String) : typeof prev === 'string' ? prev.split(/\s+/) : [];
  if (!list.includes(name)) list.push(name);
  el.properties.className = list;
}

/** An element's children without the blank text between them (the source's line breaks). */
const content = (el: Element) => el.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));

/** The element's one child, if it has exactly one and that is an element. */
function soleElement(el: Element): Element | null {
  const kids = content(el);
  return kids.length === 1 && kids[0]!.type === 'element' ? (kids[0] as Element) : null;
}

function transformElement(el: Element): ElementContent[] | null {
  // <semantics><mrow>…</mrow><annotation/></semantics> → its first child.
  if (el.tagName === 'semantics') {
    const first = el.children.find((c): c is Element => c.type === 'element' && c.tagName !== 'annotation');
    return first ? [first] : [];
  }
  if (el.tagName === 'annotation' || el.tagName === 'annotation-xml') return [];
  // An attribute-less <mrow> around a single element groups nothing: it renders and reads exactly
  // as its child, and KaTeX writes many (a tenth of a page's elements). Positional children (an
  // msub's base, an mfrac's numerator) stay in their place, as the child takes it.
  if (el.tagName === 'mrow' && Object.keys(el.properties).length === 0) {
    const only = soleElement(el);
    if (only) return [only];
  }
  if (TOKENS.has(el.tagName)) {
    const variant = el.properties.mathVariant ?? el.properties.mathvariant;
    if (typeof variant === 'string' && variant !== 'normal') {
      let mapped = true;
      for (const c of el.children) {
        if (c.type === 'text') {
          const next = mathText(c.value, variant);
          if (next === c.value && /[A-Za-z0-9]/.test(c.value)) mapped = false;
          c.value = next;
        }
      }
      // A variant Unicode has no letters for (e.g. fraktur digits) keeps its attribute.
      if (mapped) {
        delete el.properties.mathVariant;
        delete el.properties.mathvariant;
      }
      // A multi-letter <mi> is upright in MathML Core; a mapped single letter must not be
      // italicised again, which MathML Core never does to these characters anyway.
    } else if (variant === 'normal' && el.tagName === 'mi') {
      // KaTeX writes `1/m` with <mi mathvariant="normal">/</mi>. "normal" only stops the italic
      // MathML Core gives a lone letter; on a character that has no italic (a slash, a digit) it
      // changes nothing in Chromium, but Firefox then leaves an italic correction after it (a
      // visible gap: "1/ m"). Such an <mi> drops the attribute.
      const text = el.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
      if (!/\p{L}/u.test(text)) {
        delete el.properties.mathVariant;
        delete el.properties.mathvariant;
      }
    }
  }
  // <mtd><mstyle displaystyle scriptlevel>…</mstyle></mtd>: KaTeX's wrapper in every table cell.
  // Both are global attributes in MathML Core, so the cell carries them itself (one element fewer
  // per cell; the rendering is the same).
  if (el.tagName === 'mtd') {
    const only = soleElement(el);
    if (
      only?.tagName === 'mstyle' &&
      Object.keys(only.properties).every((k) =>
        /^(displaystyle|scriptlevel|displayStyle|scriptLevel)$/.test(k),
      ) &&
      Object.keys(el.properties).every(
        (k) => !/^(displaystyle|scriptlevel|displayStyle|scriptLevel)$/.test(k),
      )
    ) {
      Object.assign(el.properties, only.properties);
      el.children = only.children;
    }
  }
  if (el.tagName === 'mtable') {
    for (const [prop, prefix] of [
      ['columnAlign', 'tex-ca-'],
      ['rowSpacing', 'tex-rs-'],
      ['columnSpacing', 'tex-cs-'],
    ] as const) {
      const raw = el.properties[prop] ?? el.properties[prop.toLowerCase()];
      if (typeof raw === 'string' || Array.isArray(raw)) {
        const v = Array.isArray(raw) ? raw.join(' ') : raw;
        // Centred columns are MathML Core's default: no class needed.
        if (!(prop === 'columnAlign' && /^(center\s*)+$/.test(v))) addClass(el, prefix + token(v));
        delete el.properties[prop];
        delete el.properties[prop.toLowerCase()];
      }
    }
  }
  return null;
}

/** The element after rewriting, as the nodes that replace it (itself, its unwrapped child, or nothing). */
function rewrite(el: Element): ElementContent[] {
  const replaced = transformElement(el);
  if (replaced) return replaced.flatMap((r) => (r.type === 'element' ? rewrite(r) : [r]));
  walk(el);
  if (el.tagName === 'mtable') alignRightCells(el);
  if (el.tagName === 'math') unwrapSoleRow(el);
  return [el];
}

/**
 * <math><mrow>…</mrow></math> → <math>…</math>: the row KaTeX wraps every formula in (inside the
 * <semantics> dropped above). <math> lays out and reads its children as a row itself, and each
 * child keeps its neighbours, so an operator's form (prefix, infix) and its spacing stay the same.
 * Half of a page's formulas have one, and each is an element a page near its DOM budget counts.
 */
function unwrapSoleRow(math: Element): void {
  const only = soleElement(math);
  if (only?.tagName === 'mrow' && Object.keys(only.properties).length === 0) math.children = only.children;
}

/**
 * The cells of a column aligned right get the class `tex-right` and one child. Chromium lays out a
 * cell's content as a row from its inline start and ignores text-align, so aligned's left-hand sides
 * would sit flush left (Firefox aligns them right). A row laid out right to left starts at the right
 * edge instead: math.css gives these cells direction: rtl and their one child ltr again, so the
 * content keeps its order. (After walk: the cells have lost KaTeX's <mstyle> by then.)
 */
function alignRightCells(table: Element): void {
  const cls = table.properties.className;
  const ca = (Array.isArray(cls) ? cls.map(String) : []).find((c) => c.startsWith('tex-ca-'));
  if (!ca) return;
  const columns = ca.slice('tex-ca-'.length).split('-');
  for (const row of table.children) {
    if (row.type !== 'element' || row.tagName !== 'mtr') continue;
    let i = 0;
    for (const cell of row.children) {
      if (cell.type !== 'element' || cell.tagName !== 'mtd') continue;
      const align = columns[Math.min(i++, columns.length - 1)];
      if (align !== 'right') continue;
      addClass(cell, 'tex-right');
      const kids = content(cell);
      if (kids.length > 1 || kids[0]?.type === 'text')
        cell.children = [{ type: 'element', tagName: 'mrow', properties: {}, children: kids }];
    }
  }
}

function walk(node: Root | Element): void {
  const out: ElementContent[] = [];
  for (const child of node.children as ElementContent[]) {
    if (child.type === 'element') out.push(...rewrite(child));
    else {
      // MDX wraps component children in its own node types: look inside them too.
      if ('children' in child && Array.isArray(child.children)) walk(child as unknown as Element);
      out.push(child);
    }
  }
  node.children = out as typeof node.children;
}

/** Rewrite every <math> under `tree` in place. */
export function toMathmlCore(tree: Nodes): void {
  if (tree.type === 'root' || tree.type === 'element') walk(tree);
}

/** Display formulas in the text: a focusable box that scrolls sideways (MathML never wraps). */
function scrollableDisplays(node: Root | Element): void {
  for (const child of node.children) {
    if (!('children' in child)) continue;
    if (child.type === 'element') {
      const cls = child.properties.className;
      const math = child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'math');
      if (Array.isArray(cls) && cls.includes('katex') && math?.properties.display === 'block') {
        cls.push('katex-display');
        // Keyboard users scroll a long formula too (a focusable region, like a step's equation).
        child.properties.tabIndex = 0;
        child.properties.role = 'group';
        child.properties.ariaLabel = 'Formula';
        continue;
      }
    }
    scrollableDisplays(child as Element);
  }
}

/** The rehype plugin (after rehype-katex with output 'mathml'). */
export default function rehypeMathmlCore() {
  return (tree: Root) => {
    toMathmlCore(tree);
    scrollableDisplays(tree);
  };
}
