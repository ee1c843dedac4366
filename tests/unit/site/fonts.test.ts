// src/lib/fonts.mjs: which characters the text and math fonts are cut to.
import { describe, expect, it } from 'vitest';
import { mathCharacters, scriptCharacters, textCharacters } from '../../../src/lib/fonts.mjs';

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

  it('scripts: every non-ASCII character of their text (what a widget writes later)', () => {
    expect([...scriptCharacters('const a = "Δv → ∞"; // ok')].sort()).toEqual(['Δ', '→', '∞'].sort());
  });
});
