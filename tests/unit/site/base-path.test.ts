// The site under a base path: SITE_URL and BASE_PATH checked (src/lib/base-path.ts, read by
// astro.config.mjs), internal URLs joined with the base, the MDX pages' own links rewritten
// (src/lib/rehype-base.ts) and the stylesheets' font URLs (src/lib/fonts.mjs).
import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import {
  DEFAULT_SITE,
  DeployConfigError,
  deployTarget,
  joinBase,
  parseBasePath,
  parseSiteUrl,
  stripBase,
} from '../../../src/lib/base-path';
import { withBase, withoutBase } from '../../../src/lib/site-path';
import rehypeBase from '../../../src/lib/rehype-base';
import { fontUrlsUnderBase, MATH_FONT_URL, TEXT_FONT_URLS } from '../../../src/lib/fonts.mjs';

describe('BASE_PATH', () => {
  it('unset, empty or / is the root', () => {
    expect(parseBasePath(undefined)).toBe('/');
    expect(parseBasePath('')).toBe('/');
    expect(parseBasePath('/')).toBe('/');
  });

  it('is normalised to begin and end with /', () => {
    expect(parseBasePath('/physics')).toBe('/physics/');
    expect(parseBasePath('/physics/')).toBe('/physics/');
    expect(parseBasePath(' /courses/physics-2.0~a_b/ ')).toBe('/courses/physics-2.0~a_b/');
  });

  it.each([
    ['physics/', /must start with \//],
    ['https://school.example/physics/', /put the address in SITE_URL/],
    ['/physics//x/', /empty segment/],
    ['/physics/../x/', /'\.\.' segment/],
    ['/./', /'\.' segment/],
    ['/physics?x=1', /no query/],
    ['/physics/#top', /no query \(\?\) or fragment/],
    ['/phys ics/', /characters other than/],
    ['/physik\u00e4/', /characters other than/],
    ['/a%20b/', /characters other than/],
    ['\\physics\\', /must start with \//],
  ])('refuses %j, saying why', (value, why) => {
    expect(() => parseBasePath(value)).toThrow(DeployConfigError);
    expect(() => parseBasePath(value)).toThrow(why);
    // The message names the variable, quotes the value and shows a good one.
    expect(() => parseBasePath(value)).toThrow(`BASE_PATH=${JSON.stringify(value)}`);
    expect(() => parseBasePath(value)).toThrow('Example: BASE_PATH=/physics/');
  });
});

describe('SITE_URL', () => {
  it('unset or empty is the placeholder address', () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE);
    expect(parseSiteUrl(' ')).toBe(DEFAULT_SITE);
  });

  it('is the origin, without a trailing slash', () => {
    expect(parseSiteUrl('https://school.example/')).toBe('https://school.example');
    expect(parseSiteUrl('https://School.Example')).toBe('https://school.example');
    expect(parseSiteUrl('http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
  });

  it.each([
    ['school.example', /not an absolute URL/],
    ['ftp://school.example', /https:\/\/ or http:\/\//],
    ['https://user:pw@school.example', /user name or password/],
    ['https://school.example/?a=1', /no query/],
    ['https://school.example/#x', /no query \(\?\) or fragment/],
    ['https://school.example/physics/', /put the path in BASE_PATH=\/physics\//],
    ['https://', /not an absolute URL/],
  ])('refuses %j, saying why', (value, why) => {
    expect(() => parseSiteUrl(value)).toThrow(DeployConfigError);
    expect(() => parseSiteUrl(value)).toThrow(why);
    expect(() => parseSiteUrl(value)).toThrow(`SITE_URL=${JSON.stringify(value)}`);
  });

  it('deployTarget reads both from the environment', () => {
    expect(deployTarget({})).toEqual({ site: DEFAULT_SITE, base: '/' });
    expect(deployTarget({ SITE_URL: 'https://me.github.io', BASE_PATH: '/impulse-notebook' })).toEqual({
      site: 'https://me.github.io',
      base: '/impulse-notebook/',
    });
    expect(() => deployTarget({ BASE_PATH: 'physics' })).toThrow(/BASE_PATH/);
  });
});

describe('joining routes with the base', () => {
  it('puts a route from the root under the base, with one slash between', () => {
    expect(joinBase('/physics/', '/teach/')).toBe('/physics/teach/');
    expect(joinBase('/physics', '/teach/')).toBe('/physics/teach/');
    expect(joinBase('/physics/', 'teach/')).toBe('/physics/teach/');
    expect(joinBase('/physics/', '/')).toBe('/physics/');
    expect(joinBase('/', '/fonts/x.woff2')).toBe('/fonts/x.woff2');
    expect(joinBase('/a/b/', '/x/?sheet=one#k')).toBe('/a/b/x/?sheet=one#k');
  });

  it('takes the base off a pathname, leaving other pathnames alone', () => {
    expect(stripBase('/physics/', '/physics/some-chapter/handout/')).toBe('/some-chapter/handout/');
    expect(stripBase('/physics/', '/physics/')).toBe('/');
    expect(stripBase('/physics/', '/physics')).toBe('/');
    expect(stripBase('/physics/', '/physicsx/')).toBe('/physicsx/');
    expect(stripBase('/', '/teach/')).toBe('/teach/');
  });

  it('withBase and withoutBase read the build’s base (the root under Vitest)', () => {
    expect(import.meta.env.BASE_URL).toBe('/');
    expect(withBase('/teach/')).toBe('/teach/');
    expect(withoutBase('/teach/')).toBe('/teach/');
  });
});

describe('the MDX pages’ own links (rehype-base)', () => {
  it('leaves a link to a route the site does not have as its words, and keeps the others', () => {
    const link = (href: string, text: string) => ({
      type: 'element' as const,
      tagName: 'a',
      properties: { href },
      children: [{ type: 'text' as const, value: text }],
    });
    const t: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            link('/gone-chapter/#eq:gc-k', 'its energy step'),
            link('/some-chapter/', 'the first page'),
            link('/impulse-solver.js', 'the module'),
            link('#eq:em-k', 'here'),
          ],
        },
      ],
    };
    rehypeBase({ base: '/', routes: new Set(['', 'some-chapter']) })(t);
    expect(JSON.stringify(t)).not.toContain('gone-chapter');
    expect(JSON.stringify(t)).toContain('"value":"its energy step"');
    expect(JSON.stringify(t).match(/"href":"[^"]*"/g)).toEqual([
      '"href":"/some-chapter/"',
      '"href":"/impulse-solver.js"',
      '"href":"#eq:em-k"',
    ]);
  });

  const tree = (): Root => ({
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: '/some-chapter/#eq:ni-meff' },
            children: [],
          },
          { type: 'element', tagName: 'a', properties: { href: '#eq:em-k' }, children: [] },
          { type: 'element', tagName: 'a', properties: { href: 'https://box2d.org/' }, children: [] },
          { type: 'element', tagName: 'a', properties: { href: '//cdn.example/x' }, children: [] },
          { type: 'element', tagName: 'img', properties: { src: '/favicon.svg' }, children: [] },
        ],
      },
      {
        // A JSX element in MDX with a literal href, and one with an expression (left alone).
        type: 'mdxJsxFlowElement',
        name: 'a',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'href', value: '/teach/' },
          { type: 'mdxJsxAttribute', name: 'title', value: '/not-a-link/' },
        ],
        children: [],
      } as never,
    ],
  });
  const urls = (t: Root) => JSON.stringify(t).match(/"(href|src|value)":"[^"]*"/g);

  it('puts root-absolute href and src under the base, and nothing else', () => {
    const t = tree();
    rehypeBase({ base: '/physics/' })(t);
    expect(urls(t)).toEqual([
      '"href":"/physics/some-chapter/#eq:ni-meff"',
      '"href":"#eq:em-k"',
      '"href":"https://box2d.org/"',
      '"href":"//cdn.example/x"',
      '"src":"/physics/favicon.svg"',
      '"value":"/physics/teach/"',
      '"value":"/not-a-link/"',
    ]);
  });

  it('changes nothing at the root', () => {
    const t = tree();
    rehypeBase({ base: '/' })(t);
    expect(t).toEqual(tree());
  });
});

describe('the stylesheets’ font URLs', () => {
  const routes = [MATH_FONT_URL, ...TEXT_FONT_URLS.map((f) => f.url)];
  const css = `@font-face { src: url('${MATH_FONT_URL}') format('woff2'); }\n.a { background: url(/other.png); }`;
  const transform = (base: string, id: string) =>
    (fontUrlsUnderBase(base, routes).transform as (c: string, id: string) => { code: string } | null)(
      css,
      id,
    );

  it('go under the base in stylesheets only', () => {
    expect(transform('/physics/', '/x/src/styles/math.css')?.code).toBe(
      `@font-face { src: url('/physics${MATH_FONT_URL}') format('woff2'); }\n.a { background: url(/other.png); }`,
    );
    expect(transform('/physics/', '/x/src/kit/a.ts')).toBeNull();
    expect(transform('/', '/x/src/styles/math.css')).toBeNull();
  });
});
