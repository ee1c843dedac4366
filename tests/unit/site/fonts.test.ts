// src/lib/fonts.mjs: which characters the text and math fonts are cut to.
import { describe, expect, it } from 'vitest';
import {
  mathCharacters,
  mathInText,
  mathItalic,
  scriptCharacters,
  textCharacters,
} from '../../../src/lib/fonts.mjs';

describe('the characters the fonts keep', () => {
  const html =
    // The build writes characters as themselves and only &, <, >, " as named entities (decoded too).
    '<p>Friction μ<sub>s</sub> &amp; &#969; &#x3bb;, ℓ</p><math><mi>ψ</mi></math>' +
    '<script>const s = "Ж"</script><style>p::after { content: "Љ" }</style>';

  it('text: the prose outside math, scripts and styles, entities decoded', () => {
    const chars = textCharacters(html);
    for (const ch of ['μ', 'ω', 'λ', 'ℓ', 'F', '&']) expect(chars.has(ch), ch).toBe(true);
    for (const ch of ['ψ', 'Ж', 'Љ']) expect(chars.has(ch), ch).toBe(false);
  });

  it('text: printable ASCII and common punctuation are always kept', () => {
    const chars = textCharacters('');
    for (const ch of ['a', 'Z', '0', '~', ' ', '−', '’', '—', '≤']) expect(chars.has(ch), ch).toBe(true);
    expect(chars.has('μ')).toBe(false);
  });

  it('math: only what is inside <math>', () => {
    const chars = mathCharacters(html);
    expect(chars.has('ψ')).toBe(true);
    expect(chars.has('ω')).toBe(false);
  });

  it('math: the italic letter the browser draws for each one-letter variable, not for others', () => {
    const chars = mathCharacters(
      '<math><mi>m</mi><mi>λ</mi><mi>h</mi><mi mathvariant="normal">d</mi><mi>sin</mi><mi>𝐧</mi><mn>2</mn></math>',
    );
    // m → 𝑚, λ → 𝜆, h → ℎ (the block's gap: the Planck constant stands in for it).
    for (const ch of ['𝑚', '𝜆', 'ℎ', '𝐧']) expect(chars.has(ch), ch).toBe(true);
    // Upright by request, several letters (a function name), a bold letter, a number: no italic.
    for (const ch of ['𝑑', '𝑠', '𝑖', '𝑛']) expect(chars.has(ch), ch).toBe(false);
  });

  it('math: MathML Core’s italic mapping, letter by letter', () => {
    const code = (ch: string) => mathItalic(ch).codePointAt(0)?.toString(16);
    expect(['A', 'Z', 'a', 'z', 'h'].map(code)).toEqual(['1d434', '1d44d', '1d44e', '1d467', '210e']);
    expect(['Α', 'Ω', 'α', 'ω', 'ς', 'ϵ', '∂', 'ı'].map(code)).toEqual([
      '1d6e2',
      '1d6fa',
      '1d6fc',
      '1d714',
      '1d70d',
      '1d716',
      '1d715',
      '1d6a4',
    ]);
    // Anything else is drawn as it is.
    for (const ch of ['1', '+', '𝐧', 'ℓ']) expect(mathItalic(ch)).toBe(ch);
  });

  it('text: the vectors’ letters, the sub- and superscripts and the operators also go into the math font', () => {
    // ¹, ×, μ, ω: the text font has them.
    expect(mathInText(new Set('𝐫 × 𝐧, M⁻¹ Jᵀ, t₀, √2, μ and ω')).sort()).toEqual(
      ['𝐫', '𝐧', '⁻', 'ᵀ', '₀', '√'].sort(),
    );
  });

  it('scripts: every non-ASCII character of their text (what a widget writes later)', () => {
    expect([...scriptCharacters('const a = "Δv → ∞"; // ok')].sort()).toEqual(['Δ', '→', '∞'].sort());
  });
});
