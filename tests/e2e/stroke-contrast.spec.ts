// Every stroke a reader must see in the plots and diagrams meets WCAG non-text contrast (≥ 3:1)
// against what is behind its figure, in the dark and in the light scheme, after hydration: computed
// from the elements' computed styles (currentColor resolved, stroke and group opacities blended
// over the background), with the relative luminance computed here.
//
// Not counted, as decoration by their marking:
// - elements not rendered (hidden, display: none, zero opacity or zero width);
// - Observable Plot's grid marks (the groups Plot labels "x-grid" / "y-grid"): faint by design, a
//   reading aid behind the data, never the data itself;
// - the charts' zero lines: Plot rule marks (aria-label "rule") stroked in the theme's --rule
//   colour, the colour the theme keeps for decorative rules (section rules, borders); a rule in any
//   other colour (the chain's time marker) is counted;
// - halos: a stroke in the page's own --bg colour around a filled mark (a dot, the pin), there to
//   separate the mark from the lines under it; the fill is what the reader sees.
import type { Page } from '@playwright/test';
import { test, expect, DERIVATIONS, hydrate } from './support';

type Rgb = [number, number, number];

/** WCAG 2 relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Stroke {
  figure: string;
  element: string;
  /** The stroke colour and its total alpha (colour alpha × stroke-opacity × opacities up to the svg). */
  rgb: Rgb;
  alpha: number;
  background: Rgb;
}

/** Every rendered stroke in every figure's SVG, with the opaque background behind its figure. */
async function strokes(page: Page): Promise<Stroke[]> {
  return page.evaluate(() => {
    const parse = (c: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const backgroundOf = (el: Element): [number, number, number] => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c[3] > 0) return [c[0], c[1], c[2]];
      }
      const c = parse(getComputedStyle(document.documentElement).backgroundColor)!;
      return [c[0], c[1], c[2]];
    };
    const name = (el: Element) => {
      const label = el.closest('[aria-label]')?.getAttribute('aria-label');
      return `<${el.tagName.toLowerCase()}${el.getAttribute('class') ? `.${el.getAttribute('class')}` : ''}>${label ? ` in “${label}”` : ''}`;
    };
    // The theme's colours, resolved the way the figures use them.
    const probe = document.createElement('span');
    document.body.append(probe);
    const resolve = (v: string) => {
      probe.style.color = `var(${v})`;
      return getComputedStyle(probe).color;
    };
    const bgColour = resolve('--bg');
    const ruleColour = resolve('--rule');
    probe.remove();
    const out: {
      figure: string;
      element: string;
      rgb: [number, number, number];
      alpha: number;
      background: [number, number, number];
    }[] = [];
    for (const svg of document.querySelectorAll('figure svg')) {
      if (!(svg as SVGElement).checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const figure = svg.closest('section.widget')?.id ?? svg.closest('figure')?.id ?? 'figure';
      const background = backgroundOf(svg);
      for (const el of svg.querySelectorAll('*')) {
        if (!(el instanceof SVGGeometryElement)) continue;
        if (el.closest('[aria-label$="-grid"]')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const cs = getComputedStyle(el);
        if (cs.stroke === 'none' || parseFloat(cs.strokeWidth) === 0) continue;
        const raw = /currentcolor/i.test(cs.stroke) ? cs.color : cs.stroke;
        if (raw === bgColour && cs.fill !== 'none') continue; // a halo
        if (raw === ruleColour && el.closest('[aria-label="rule"]')) continue; // a zero line
        const c = parse(raw);
        if (!c) continue; // a gradient or pattern: none in these figures
        let alpha = c[3] * Number(cs.strokeOpacity);
        for (let e: Element | null = el; e && e !== svg.parentElement; e = e.parentElement)
          alpha *= Number(getComputedStyle(e).opacity);
        if (alpha === 0) continue;
        out.push({ figure, element: name(el), rgb: [c[0], c[1], c[2]], alpha, background });
      }
    }
    return out;
  });
}

/** Strokes under 3:1, one line each (the same colour in the same figure counted once). */
function failing(all: Stroke[]): string[] {
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

test('the contrast computed here agrees with WCAG’s worked values', () => {
  expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6);
  expect(contrast([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  expect(contrast([148, 148, 148], [255, 255, 255])).toBeCloseTo(3.03, 2);
});

for (const path of DERIVATIONS) {
  test(`${path}: every stroke in its plots and diagrams has at least 3:1 contrast, dark and light`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await hydrate(page);
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const all = await strokes(page);
      expect(all.length, `${scheme}: strokes measured`).toBeGreaterThan(20);
      expect(failing(all), `${scheme}: strokes under 3:1`).toEqual([]);
    }
  });
}
