// WCAG 2's contrast between two colours, computed here (not by axe, which checks text only), for the
// stroke check (tests/e2e/checks/stroke-contrast.ts); the worked values are checked in
// tests/unit/site/contrast.test.ts.

export type Rgb = [number, number, number];

/** WCAG 2 relative luminance of an sRGB colour (0–255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface Stroke {
  figure: string;
  element: string;
  /** The stroke colour and its total alpha (colour alpha × stroke-opacity × opacities up to the svg). */
  rgb: Rgb;
  alpha: number;
  background: Rgb;
}

/** Strokes under 3:1, one line each (the same colour in the same figure counted once). */
export function failingStrokes(all: readonly Stroke[]): string[] {
  const seen = new Map<string, string>();
  for (const s of all) {
    // The stroke as seen: its colour blended over the background by its alpha.
    const seenRgb = s.rgb.map((c, i) => s.alpha * c + (1 - s.alpha) * s.background[i]!) as Rgb;
    const ratio = contrast(seenRgb, s.background);
    if (ratio >= 3) continue;
    const key = `${s.figure} ${s.rgb.join(',')} ${s.alpha.toFixed(2)}`;
    if (!seen.has(key))
      seen.set(
        key,
        `#${s.figure} ${s.element}: rgb(${s.rgb.join(', ')}) at alpha ${s.alpha.toFixed(2)} on rgb(${s.background.join(', ')}): ${ratio.toFixed(2)}:1`,
      );
  }
  return [...seen.values()];
}
