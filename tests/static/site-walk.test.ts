// The crawl (tests/static/site-walk.ts) itself: what it reads in each kind of file, and that it
// reports what the base-path checks rely on it to report (a file missing, a URL outside the base,
// one on the site's address outside it), on a site of three files made here, not on the build.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { cssUrls, htmlUrls, jsImports, walk } from './site-walk';

describe('what the crawl reads', () => {
  test('in HTML: URL attributes, srcset candidates, and the paths inside islands’ JSON, not inside scripts', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"><img src=/b.png srcset="/c.png 1x, /d.png 2x">' +
      '<astro-island component-url="/_astro/W.js" props="{&quot;href&quot;:[0,&quot;/x/?q=1&quot;],&quot;n&quot;:[0,&quot;no/path&quot;]}"></astro-island>' +
      '<figure data-qr="https://school.example/physics/x/"></figure>' +
      '<script>const s = "<a href=/in-script>";</script><a href="?e=1&amp;m=2#s">';
    expect(htmlUrls(html)).toEqual([
      '/a.css',
      '/b.png',
      '/c.png',
      '/d.png',
      '/_astro/W.js',
      '/x/?q=1',
      'https://school.example/physics/x/',
      '?e=1&m=2#s',
    ]);
  });

  test('in CSS: url(…) quoted or not, and @import', () => {
    expect(
      cssUrls(`@import "/base.css"; @font-face { src: url(/f.woff2) } a { b: url('x.svg') url("data:,") }`),
    ).toEqual(['/f.woff2', 'x.svg', 'data:,', '/base.css']);
  });

  test('in JavaScript: static and dynamic imports, minified or not', () => {
    expect(
      jsImports(`import{a as b}from"./kit.js";const m=()=>import('/_astro/P.js');export*from'../x.mjs'`),
    ).toEqual(['./kit.js', '/_astro/P.js', '../x.mjs']);
  });
});

describe('what the crawl reports', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-walk-'));
    mkdirSync(join(dir, 'page'));
    writeFileSync(
      join(dir, 'index.html'),
      '<link rel="stylesheet" href="/base/s.css"><a href="/base/page/">ok</a><a href="/elsewhere/">out</a>' +
        '<a href="https://school.example/other/">site, outside</a><a href="https://other.example/">not ours</a>',
    );
    writeFileSync(join(dir, 's.css'), '@font-face { src: url(missing.woff2) }');
    writeFileSync(join(dir, 'page', 'index.html'), '<p>page</p>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a file referred to but missing, and URLs of the server or the site outside the base; other hosts are not followed', async () => {
    const server = await serveStatic(dir, '/base/');
    try {
      const w = await walk(server.origin, '/base/', 'https://school.example', ['/']);
      expect(w.problems).toEqual([
        `/elsewhere/ in ${server.origin}/base/ is outside /base/`,
        `https://school.example/other/ in ${server.origin}/base/ is outside /base/`,
        `HTTP 404 for ${server.origin}/elsewhere/ (referred to by ${server.origin}/base/)`,
        `HTTP 404 for ${server.origin}/other/ (referred to by ${server.origin}/base/)`,
        `HTTP 404 for ${server.origin}/base/missing.woff2 (referred to by ${server.origin}/base/s.css)`,
      ]);
      expect(w.fetched.get(`${server.origin}/base/page/`)).toBe(200);
      expect([...w.fetched.keys()].some((u) => u.includes('other.example'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
