// Embeds as served: the heights a snippet starts its frame at, and what lets any site frame them.
// Every widget's manifest gives the embed's height at 760 px wide; the pages the Embed action reads
// it from (<main data-embeds> on a chapter page, its deck and the embed page itself) carry exactly
// the manifests' paths, titles and heights; /embed/ lists every embed and shows a snippet built
// from them (the served origin is the build's; its script rewrites it for the address it is served
// from, which tests/e2e/embed-height.spec.ts checks); and no embed page's policy forbids framing.
// Whether a manifest's height is near the height the embed then reports, and the compact layout,
// need a browser: tests/e2e/embed-height.spec.ts.
import { CHAPTERS, embedPath, WIDGETS } from '../../src/site/chapters';
import { snippet, type EmbedInfo } from '../../src/kit/widgets/snippet';
import { builtPage, requireBuild, DIST } from './built';

requireBuild(DIST, 'npm run build');

/** What the manifests say each embed is, by widget section id. */
const declared = (slug: string): Record<string, EmbedInfo> =>
  Object.fromEntries(
    CHAPTERS.find((c) => c.slug === slug)!.widgets.map((w) => [
      w.anchor,
      { path: `/embed/${slug}/${w.key}/`, title: w.title, height: w.height! },
    ]),
  );

const embedsOn = (route: string): Record<string, EmbedInfo> =>
  JSON.parse(builtPage(route).document.querySelector('main')?.getAttribute('data-embeds') ?? 'null');

describe('embed heights', () => {
  test('every widget’s manifest gives its embed a height at 760 px wide, a whole number of pixels', () => {
    const widgets = CHAPTERS.flatMap((c) =>
      c.widgets.map((w) => ({ id: `${c.slug}/${w.key}`, height: w.height })),
    );
    expect(widgets.length).toBeGreaterThan(CHAPTERS.length);
    for (const w of widgets) {
      expect(w.height, `${w.id}: height in its manifest`).toBeDefined();
      expect(Number.isInteger(w.height) && w.height! >= 640, `${w.id}: ${w.height}`).toBe(true);
    }
  });

  test.each(CHAPTERS.map((c) => c.slug))(
    '%s: its page, its deck and each embed page give the Embed action the manifests’ paths, titles and heights',
    (slug) => {
      expect(embedsOn(`/${slug}/`)).toEqual(declared(slug));
      expect(embedsOn(`/${slug}/present/`)).toEqual(declared(slug));
      for (const [anchor, info] of Object.entries(declared(slug)))
        expect(embedsOn(info.path), info.path).toEqual({ [anchor]: info });
    },
  );

  test('/embed/ lists every embed, and its snippet starts the frame at the manifest’s height', () => {
    const { document } = builtPage('/embed/');
    expect(
      [...document.querySelectorAll('main a[data-embed]')].map((a) => a.getAttribute('href')).sort(),
    ).toEqual(WIDGETS.map(embedPath).sort());
    const box = document.querySelector('textarea[data-embed-snippet]')!;
    const info = JSON.parse(box.getAttribute('data-embed-snippet')!) as EmbedInfo;
    const w = WIDGETS.find((x) => embedPath(x) === info.path);
    expect(w, info.path).toBeDefined();
    expect(info).toEqual({ path: embedPath(w!), title: w!.title, height: w!.height });
    // As served, for the build's own address: the iframe at the manifest's height, and its listener.
    // (linkedom leaves a <textarea>'s character references as they are; a browser decodes them.)
    const decode = document.createElement('p');
    decode.innerHTML = box.textContent!;
    const shown = decode.textContent!;
    const origin = /src="([a-z]+:\/\/[^/"]+)\//.exec(shown)?.[1];
    expect(origin, shown).toBeDefined();
    expect(shown).toBe(snippet(origin!, info.path, info.title, '', w!.height));
    expect(shown).toContain(`height="${w!.height}"`);
    expect(shown).toContain('<script>addEventListener("message"');
  });

  test('no embed page forbids framing: its policy is a <meta>, without frame-ancestors', () => {
    for (const w of WIDGETS) {
      const { document, html } = builtPage(embedPath(w));
      const csp = document.querySelector('meta[http-equiv="content-security-policy"]');
      expect(csp, embedPath(w)).not.toBeNull();
      expect(html, embedPath(w)).not.toContain('frame-ancestors');
      expect(document.querySelector('meta[http-equiv="x-frame-options" i]') === null, embedPath(w)).toBe(
        true,
      );
    }
  });
});
