// The contrast the browser check of strokes computes (tests/e2e/contrast.ts, used by
// tests/e2e/checks/stroke-contrast.ts): WCAG's own worked values, and a stroke's alpha blended over
// its background before it is compared.
import { describe, expect, it } from 'vitest';
import { contrast, failingStrokes, type Stroke } from '../../e2e/contrast';

describe('WCAG contrast, as the stroke check computes it', () => {
  it('agrees with WCAG’s worked values', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6);
    expect(contrast([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrast([148, 148, 148], [255, 255, 255])).toBeCloseTo(3.03, 2);
    // Symmetric: which colour is the stroke does not matter.
    expect(contrast([255, 255, 255], [148, 148, 148])).toBeCloseTo(3.03, 2);
  });

  it('blends a stroke’s alpha over its background: a black line at 20% on white fails, at 100% passes', () => {
    const stroke = (alpha: number): Stroke => ({
      figure: 'f',
      element: '<path>',
      rgb: [0, 0, 0],
      alpha,
      background: [255, 255, 255],
    });
    expect(failingStrokes([stroke(1)])).toEqual([]);
    const faint = failingStrokes([stroke(0.2), stroke(0.2)]);
    // Counted once per colour and alpha in a figure.
    expect(faint).toHaveLength(1);
    expect(faint[0]).toMatch(/^#f <path>: rgb\(0, 0, 0\) at alpha 0\.20 on rgb\(255, 255, 255\): 1\.\d\d:1$/);
  });
});
