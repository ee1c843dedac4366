// The tests that check every kind of page in a browser (the Firefox smoke test, the sub-path visit in
// tests/e2e/base-path.spec.ts) open one route per page template (scripts/site-pages.mjs,
// templateRoutes), not every route: a new chapter adds routes, not templates. That only holds if
// every route of the build comes from exactly one template in src/pages/ and every template made a
// route, which is what this checks; a page the build wrote from nowhere, or a template it left out,
// fails here by name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageTemplates, templateOf, templateRoutes } from '../../scripts/site-pages.mjs';
import { requireBuild, routesOf, DIST, DERIVATIONS, TEACHING_ORDER } from './built';

requireBuild(DIST, 'npm run build');

test('each route of the build comes from one page template in src/pages/, as Astro routes it', () => {
  const templates = pageTemplates();
  const unmatched = routesOf(DIST).filter((r) => !templateOf(r, templates));
  expect(unmatched, 'routes no template in src/pages/ makes').toEqual([]);
  // A static segment wins over a [param], as in Astro's routing.
  expect(templateOf('/teach/', templates)?.file).toBe('teach/index.astro');
  expect(templateOf('/embed/', templates)?.file).toBe('embed/index.astro');
  expect(templateOf('/code/', templates)?.file).toBe('code/index.astro');
  expect(templateOf(DERIVATIONS[0]!, templates)?.file).toBe('[slug].astro');
  expect(templateOf(`/${TEACHING_ORDER[0]}/present/`, templates)?.file).toBe('[slug]/present.astro');
});

test('one route per template, each template’s from the first chapter in teaching order where it has one', () => {
  const chosen = templateRoutes(DIST);
  expect(chosen.map((c) => c.template).sort()).toEqual(pageTemplates().map((t) => t.file));
  const routes = chosen.map((c) => c.route);
  const first = TEACHING_ORDER[0]!;
  for (const r of [
    `/${first}/`,
    `/${first}/present/`,
    `/${first}/handout/`,
    '/',
    '/teach/',
    '/notation/',
    '/code/',
    '/embed/',
  ])
    expect(routes).toContain(r);
  expect(routes.some((r) => r.startsWith(`/embed/${first}/`))).toBe(true);
  expect(routes.some((r) => r.startsWith('/code/step/'))).toBe(true);
});

describe('a build that does not match its templates', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'templates-'));
    for (const r of routesOf(DIST)) {
      mkdirSync(join(dir, r), { recursive: true });
      writeFileSync(join(dir, r, 'index.html'), '');
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a route from no template fails, naming it', () => {
    mkdirSync(join(dir, 'stray', 'page'), { recursive: true });
    writeFileSync(join(dir, 'stray', 'page', 'index.html'), '');
    expect(() => templateRoutes(dir)).toThrow('the route /stray/page/ matches no page template');
  });

  test('a template without a route fails, naming it', () => {
    rmSync(join(dir, 'code', 'step'), { recursive: true });
    expect(() => templateRoutes(dir)).toThrow(
      'no route of the build comes from src/pages/code/step/[id].astro',
    );
  });
});
