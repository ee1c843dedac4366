// The site's chapter registry (src/site/chapters.ts) is what the routes, the embed pages, /embed/,
// /teach/ and the "Embed" action read; these checks keep it in step with each chapter's widgets and
// its Widgets.astro, for every chapter there is.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHAPTERS,
  WIDGETS,
  checkChapters,
  embedPath,
  iframeSnippet,
  widgetByAnchor,
} from '../../../src/site/chapters';
import type { ChapterManifest } from '../../../src/kit/chapter';

describe('chapter registry', () => {
  it('finds every chapter folder, each with at least one widget', () => {
    expect(CHAPTERS.length).toBeGreaterThan(0);
    for (const c of CHAPTERS) {
      expect(existsSync(c.file), c.file).toBe(true);
      expect(WIDGETS.filter((w) => w.slug === c.slug).length, c.slug).toBeGreaterThan(0);
    }
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

  it("binds every widget of a chapter, and only those, in the chapter's Widgets.astro", () => {
    for (const c of CHAPTERS) {
      const file = `src/chapters/${c.slug}/Widgets.astro`;
      const view = readFileSync(file, 'utf8');
      const bound = [
        ...view.matchAll(
          /widget === '([^']+)' &&\s*\(embed \? <(\w+) client:load \/> : <(\w+) client:interact/g,
        ),
      ];
      expect(bound.map((m) => m[1]).sort(), file).toEqual(c.widgets.map((w) => w.key).sort());
      for (const w of c.widgets) {
        const m = bound.find((b) => b[1] === w.key)!;
        expect(m[2], `${file}: ${w.key}`).toBe(m[3]);
        expect(view, file).toContain(`import ${m[2]} from './${w.component}';`);
      }
    }
  });

  it('writes an iframe snippet whose src keeps the query string, escaped for HTML, at the widget height', () => {
    const w = WIDGETS[0]!;
    expect(embedPath(w)).toBe(`/embed/${w.slug}/${w.key}/`);
    expect(iframeSnippet('https://example.org', w, '?e=0.8&mA=3')).toBe(
      `<iframe src="https://example.org/embed/${w.slug}/${w.key}/?e=0.8&amp;mA=3" title="${w.title.replace(/&/g, '&amp;')}" width="100%" height="${w.height}" style="border:0" loading="lazy"></iframe>`,
    );
  });
});

describe('chapter registry checks', () => {
  const derivation = (page: string, ids: string[]) =>
    ({
      page,
      params: [],
      scenario: () => ({}),
      steps: ids.map((id) => ({ id, tex: '', rows: [] })),
    }) as never;
  const manifest = (page: string, prefix: string, anchors: string[] = [], ids = [`eq:${prefix}-a`]) => ({
    default: {
      prefix,
      derivation: derivation(page, ids),
      tex: derivation(page, ids),
      params: [],
      widgets: anchors.map((a) => ({ key: a, anchor: a, title: a, component: 'W' })),
      exercises: [],
    } satisfies ChapterManifest,
  });

  it('takes the slug from the folder', () => {
    const [c] = checkChapters({ '../chapters/one/chapter.ts': manifest('one', 'on') });
    expect(c!.slug).toBe('one');
    expect(c!.file).toBe('src/chapters/one/chapter.ts');
  });

  it('refuses a folder without a manifest, naming the file', () => {
    expect(() => checkChapters({ '../chapters/one/chapter.ts': {} })).toThrow(
      'src/chapters/one/chapter.ts must export its manifest',
    );
  });

  it('refuses a derivation that names another page', () => {
    expect(() => checkChapters({ '../chapters/one/chapter.ts': manifest('two', 'on') })).toThrow(
      "src/chapters/one/chapter.ts: its derivation names page 'two', not 'one'",
    );
  });

  it('refuses two chapters with one step prefix, naming both files', () => {
    expect(() =>
      checkChapters({
        '../chapters/one/chapter.ts': manifest('one', 'xx'),
        '../chapters/two/chapter.ts': manifest('two', 'xx'),
      }),
    ).toThrow("src/chapters/two/chapter.ts: step prefix 'xx' is taken by src/chapters/one/chapter.ts");
  });

  it("refuses a step outside the chapter's prefix", () => {
    expect(() =>
      checkChapters({ '../chapters/one/chapter.ts': manifest('one', 'on', [], ['eq:on-a', 'eq:tw-b']) }),
    ).toThrow("src/chapters/one/chapter.ts: step 'eq:tw-b' does not start with the chapter's prefix eq:on-");
  });

  it('refuses a widget section id used twice on the site, naming both', () => {
    expect(() =>
      checkChapters({
        '../chapters/one/chapter.ts': manifest('one', 'on', ['w']),
        '../chapters/two/chapter.ts': manifest('two', 'tw', ['w']),
      }),
    ).toThrow(
      "src/chapters/two/chapter.ts: widget 'w' uses the section id 'w' of src/chapters/one/chapter.ts (widget 'w')",
    );
  });
});
