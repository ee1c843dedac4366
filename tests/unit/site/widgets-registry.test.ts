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
import { stubManifest } from './manifest-stub';
import {
  HEIGHT_MESSAGE,
  MAX_FRAME_HEIGHT,
  SNIPPET_COLUMN,
  heightListener,
} from '../../../src/kit/widgets/snippet';

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
    const [iframe, sized, script, ...rest] = iframeSnippet('https://example.org', w, '?e=0.8&mA=3').split(
      '\n',
    );
    expect(iframe).toBe(
      `<iframe src="https://example.org/embed/${w.slug}/${w.key}/?e=0.8&amp;mA=3" title="${w.title.replace(/&/g, '&amp;')}" width="100%" height="${w.height}" style="border:0" loading="lazy"></iframe>`,
    );
    // The width its height was sized for, said where a course page's editor that strips the script keeps it.
    expect(sized).toMatch(new RegExp(`^<!-- Sized for a ${SNIPPET_COLUMN} px column;.* -->$`));
    expect(script).toBe(heightListener('https://example.org'));
    expect(rest).toEqual([]);
  });

  it("the snippet's listener sizes only the frame that sent the message, from this site, clamped", () => {
    const code = /^<script>(.*)<\/script>$/.exec(heightListener('https://example.org'))![1]!;
    const frame = { contentWindow: {}, height: '700' };
    const other = { contentWindow: {}, height: '300' };
    let listener: (e: unknown) => void = () => undefined;
    new Function('addEventListener', 'document', code)(
      (type: string, f: (e: unknown) => void) => type === 'message' && (listener = f),
      { querySelectorAll: () => [frame, other] },
    );
    const send = (data: unknown, origin = 'https://example.org', source: unknown = frame.contentWindow) =>
      listener({ data, origin, source });
    send({ type: HEIGHT_MESSAGE, height: 912.3 });
    expect([frame.height, other.height]).toEqual(['913', '300']);
    send({ type: HEIGHT_MESSAGE, height: 500 }, 'https://elsewhere.example');
    send({ type: HEIGHT_MESSAGE, height: 500 }, 'https://example.org', {});
    send({ type: 'other', height: 500 });
    send({ type: HEIGHT_MESSAGE, height: 'tall' });
    send(null);
    expect(frame.height).toBe('913');
    send({ type: HEIGHT_MESSAGE, height: 1e9 });
    expect(frame.height).toBe(String(MAX_FRAME_HEIGHT));
    send({ type: HEIGHT_MESSAGE, height: 3 });
    expect(frame.height).toBe('100');
  });
});

describe('chapter registry checks', () => {
  const derivation = (page: string, ids: string[]) =>
    ({
      page,
      params: [],
      scenario: () => ({}),
      steps: ids.map((id) => ({ id, tex: 'x', rows: [{ sides: [{ tex: 'x', value: () => 0 }] }] })),
    }) as never;
  const manifest = (page: string, prefix: string, anchors: string[] = [], ids = [`eq:${prefix}-a`]) => ({
    default: stubManifest({
      prefix,
      derivation: derivation(page, ids),
      widgets: anchors.map((a) => ({ key: a, anchor: a, title: a, component: 'W' })),
    }),
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
