// The widget registry (src/chapters/*/widgets.ts) is what the embed routes, /embed/, /teach/ and the
// "Embed" action read; these checks keep it in step with the widgets and with WidgetIsland.astro.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGETS, embedPath, iframeSnippet, widgetByAnchor } from '../../../src/kit/widgets/registry';

/** The five chapters (content.config.ts imports astro:content, which only exists inside Astro). */
const DERIVATION_SLUGS = [
  'normal-impulse',
  'effective-mass',
  'friction-clamping',
  'revolute-joint',
  'sphere-impulse',
];

describe('widget registry', () => {
  it('lists at least one widget for every chapter', () => {
    for (const slug of DERIVATION_SLUGS)
      expect(WIDGETS.filter((w) => w.slug === slug).length).toBeGreaterThan(0);
  });

  it('names each widget by the id its component gives its section, unique on the site', () => {
    const anchors = WIDGETS.map((w) => w.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const w of WIDGETS) {
      const file = `src/chapters/${w.slug}/${w.component}.tsx`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`id="${w.anchor}"`);
      expect(widgetByAnchor(w.anchor)).toBe(w);
    }
  });

  it('binds every registered widget, and only those, in WidgetIsland.astro', () => {
    const island = readFileSync('src/kit/widgets/WidgetIsland.astro', 'utf8');
    const bound = [...island.matchAll(/id === '([^']+)' && <(\w+) client:load/g)].map((m) => m[1]);
    expect(bound.sort()).toEqual(WIDGETS.map((w) => `${w.slug}/${w.key}`).sort());
    for (const w of WIDGETS) {
      const local = new RegExp(`id === '${w.slug}/${w.key}' && <(\\w+) `).exec(island)![1];
      expect(island).toContain(`import ${local} from '../../chapters/${w.slug}/${w.component}';`);
    }
  });

  it('writes an iframe snippet whose src keeps the query string, escaped for HTML', () => {
    const w = WIDGETS.find((x) => x.anchor === 'collision')!;
    expect(embedPath(w)).toBe('/embed/normal-impulse/collision/');
    expect(iframeSnippet('https://example.org', w, '?e=0.8&mA=3')).toBe(
      '<iframe src="https://example.org/embed/normal-impulse/collision/?e=0.8&amp;mA=3" title="The collision" width="100%" height="720" style="border:0" loading="lazy"></iframe>',
    );
  });
});
