// The import direction of src/, checked by dependency-cruiser in `npm test` (its "imports" layer):
// each layer imports only those below it, and no import goes round in a circle.
//
//   solver   the physics: imports nothing of the site
//   sim      the steppers: the solver only
//   lib, data, params   plumbing any layer may use (lib and data import nothing; params lib and solver)
//   kit      what a chapter builds with: params, solver, lib, data
//   chapters one folder each: the layers above, never another chapter or the site
//   site, pages, components, layouts   the site: anything, but a chapter only through the registry
//
// It reads TypeScript through @swc/core: it does not support the TypeScript 7 the project type-checks
// with. Astro files are not parsed here: what they import is the site's, which may import anything but a
// chapter, and the registry (src/site/chapters.ts) reads the chapters with import.meta.glob.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'resolves',
      severity: 'error',
      comment:
        "A relative import the tool cannot follow is one it cannot check (packages and Astro's virtual modules are not followed).",
      // The examples import the module beside which each is served (/impulse-solver.js, /impulse-stepper.js).
      from: { path: '^src/', pathNot: '^src/lib/(solver|stepper)-example\\.mjs$' },
      to: { couldNotResolve: true, path: '^[.]' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: split the shared part out.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'solver-imports-nothing',
      severity: 'error',
      comment: 'The solver is the bottom layer: it imports nothing of the site.',
      from: { path: '^src/solver/' },
      to: { path: '^src/', pathNot: '^src/solver/' },
    },
    {
      name: 'sim-imports-the-solver-only',
      severity: 'error',
      from: { path: '^src/sim/' },
      to: { path: '^src/', pathNot: '^src/(sim|solver)/' },
    },
    {
      name: 'lib-and-data-are-leaves',
      severity: 'error',
      from: { path: '^src/(lib|data)/' },
      to: { path: '^src/', pathNot: '^src/$1/' },
    },
    {
      name: 'params-imports-lib-and-solver',
      severity: 'error',
      from: { path: '^src/params/' },
      to: { path: '^src/', pathNot: '^src/(params|lib|solver)/' },
    },
    {
      name: 'kit-imports-below-it',
      severity: 'error',
      comment: 'The kit is what a chapter imports; it imports nothing above it (the site, a chapter).',
      from: { path: '^src/kit/' },
      to: { path: '^src/', pathNot: '^src/(kit|params|solver|lib|data)/' },
    },
    {
      name: 'a-chapter-imports-no-other-and-not-the-site',
      severity: 'error',
      comment:
        'A chapter is its folder: it builds on the kit and the layers below, never on another chapter or the site.',
      from: { path: '^src/chapters/([^/]+)/' },
      to: { path: '^src/', pathNot: '^src/(chapters/$1|kit|params|solver|sim|lib|data)/' },
    },
    {
      name: 'only-the-registry-imports-a-chapter',
      severity: 'error',
      comment: 'The site reaches a chapter through its registry (src/site/chapters.ts), never by path.',
      from: { path: '^src/', pathNot: ['^src/chapters/', '^src/site/chapters\\.ts$'] },
      to: { path: '^src/chapters/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
