// Every stroke a reader must see in the plots and diagrams meets WCAG non-text contrast (≥ 3:1)
// against what is behind its figure, in the dark and in the light scheme, after hydration: computed
// from the elements' computed styles (currentColor resolved, stroke and group opacities blended
// over the background), with the relative luminance computed in tests/e2e/contrast.ts (its worked
// values: tests/unit/site/contrast.test.ts). Both schemes on the one page: the scheme switches in
// place (emulateMedia) and is put back to light, the visit's own.
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
import { expect } from '../support';
import { failingStrokes, type Stroke } from '../contrast';
import type { Check } from '../walk';

/** Every rendered stroke in every figure's SVG, with the opaque background behind its figure. */
function strokes(page: Page): Promise<Stroke[]> {
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

export default [
  {
    name: 'every stroke in the plots and diagrams has at least 3:1 contrast, dark and light',
    visits: ['laptop'],
    phase: 'hydrated',
    async run({ page }) {
      const background = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      // The visit's scheme is light (the context's default): dark first, then light again.
      let before = await background();
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // The scheme really switched (computed styles follow the media query at once).
        const now = await background();
        expect(now, `the page switched to its ${scheme} colours`).not.toBe(before);
        before = now;
        const all = await strokes(page);
        expect(all.length, `${scheme}: strokes measured`).toBeGreaterThan(20);
        expect(failingStrokes(all), `${scheme}: strokes under 3:1`).toEqual([]);
      }
    },
  },
] satisfies Check[];
