// KaTeX's MathML adapted to MathML Core (src/lib/mathml-core.ts).
import { describe, expect, test } from 'vitest';
import { mathChar, mathText } from '../../../src/lib/mathml-core';
import { texDisplay, texInline } from '../../../src/lib/tex';

describe('mathematical alphanumerics', () => {
  test('bold, bold-italic, sans-serif and script letters map to their Unicode code points', () => {
    expect(mathText('vn', 'bold')).toBe('\u{1D42F}\u{1D427}');
    expect(mathChar('0', 'bold')).toBe('\u{1D7CE}');
    expect(mathChar('ω', 'bold-italic')).toBe('\u{1D74E}');
    expect(mathChar('T', 'sans-serif')).toBe('\u{1D5B3}');
    // Letters the block leaves out live in Letterlike Symbols.
    expect(mathChar('B', 'script')).toBe('ℬ');
    expect(mathChar('V', 'script')).toBe('\u{1D4B1}');
    expect(mathChar('+', 'bold')).toBe('+');
  });
});

describe('TeX → MathML Core', () => {
  test('no mathvariant but normal, no semantics or annotation, vectors as bold letters', () => {
    const html = texInline(String.raw`\mathbf v_{\text{rel}}\cdot\mathbf n = \boldsymbol\omega`);
    expect(html).toContain('<math');
    expect(html).not.toMatch(/mathvariant="(?!normal)/);
    expect(html).not.toMatch(/<semantics|<annotation/);
    expect(html).toContain('\u{1D42F}'); // 𝐯
    expect(html).toContain('\u{1D74E}'); // 𝝎
  });

  test('an upright slash is a plain <mi> (Firefox leaves a gap after one marked "normal"); upright letters keep the mark', () => {
    const html = texInline(String.raw`1/m + \mathrm{d}t`);
    expect(html).toContain('<mi>/</mi>');
    expect(html).not.toMatch(/<mi mathvariant="normal">\/<\/mi>/);
    expect(html).toContain('<mi mathvariant="normal">d</mi>');
  });

  test('aligned equations keep their alignment as classes', () => {
    const html = texDisplay(String.raw`\begin{aligned} a &= b \\ c &= d \end{aligned}`);
    expect(html).toContain('display="block"');
    expect(html).toMatch(/<mtable class="tex-ca-right-left tex-rs-0_25em tex-cs-0em">/);
    expect(html).not.toMatch(/columnalign|rowspacing|columnspacing/);
    // Each cell carries KaTeX's display style itself, without an <mstyle> wrapper.
    expect(html).not.toMatch(/<mtd[^>]*>\s*<mstyle/);
    expect(html).toMatch(/<mtd (scriptlevel|displaystyle)=/);
  });

  test("aligned's right-aligned cells are marked and hold one child (Chromium aligns them by direction)", () => {
    const html = texDisplay(String.raw`\begin{aligned} a + b &= c \\ x &= y + z \end{aligned}`);
    const cells = [...html.matchAll(/<mtd([^>]*)>(.*?)<\/mtd>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));
    expect(cells).toHaveLength(4);
    // Columns alternate right, left: the first cell of each row is marked, the second is not.
    expect(cells.map((c) => /class="[^"]*tex-right/.test(c.attrs))).toEqual([true, false, true, false]);
    // "a + b" (three elements) is wrapped in one <mrow>, so right to left keeps its order.
    expect(cells[0]!.body).toMatch(/^<mrow><mi>a<\/mi><mo>\+<\/mo><mi>b<\/mi><\/mrow>$/);
    expect(cells[2]!.body).toBe('<mi>x</mi>');
  });

  test('an mrow around a single element is dropped; positional children keep their places', () => {
    const html = texInline(String.raw`x_{a}^{2} + \frac{1}{k}`);
    expect(html).not.toMatch(/<mrow>\s*<(mi|mn|mo)[^>]*>[^<]*<\/\1>\s*<\/mrow>/);
    // msubsup keeps base, subscript and superscript; mfrac keeps numerator and denominator.
    expect(html).toMatch(/<msubsup><mi>x<\/mi><mi>a<\/mi><mn>2<\/mn><\/msubsup>/);
    expect(html).toMatch(/<mfrac><mn>1<\/mn><mi>k<\/mi><\/mfrac>/);
    // A group of several elements stays a group.
    expect(texInline(String.raw`\frac{a+b}{2}`)).toMatch(
      /<mfrac><mrow><mi>a<\/mi><mo>\+<\/mo><mi>b<\/mi><\/mrow><mn>2<\/mn><\/mfrac>/,
    );
  });

  test('the row around a whole formula is dropped: <math> is a row itself, and an operator keeps its neighbours', () => {
    const html = texInline(String.raw`-a + b`);
    // KaTeX writes <math><semantics><mrow>…</mrow><annotation/></semantics></math>.
    expect(html).toMatch(/<math[^>]*><mo>−<\/mo><mi>a<\/mi><mo>\+<\/mo><mi>b<\/mi><\/math>/);
    expect(texDisplay(String.raw`j = -\frac{(1+e)\,v_n}{k}`)).not.toMatch(/<math[^>]*><mrow>/);
    // A row that is one part of a formula stays.
    expect(texInline(String.raw`x^{a+b}`)).toMatch(/<math[^>]*><msup><mi>x<\/mi><mrow><mi>a<\/mi>/);
  });
});
