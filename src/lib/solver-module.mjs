// The solver as a download: `src/solver/index.ts` bundled into one dependency-free ES module,
// `impulse-solver.js`, with its type declarations bundled beside it, `impulse-solver.d.ts`, at the
// root of the built site. A programmer copies the two files into their project, or imports the
// module from the site's address.
//
// Built from the same source as the pages, at every build: no copy of the solver is kept anywhere.
// Declarations come from Oxc's isolated-declarations emit (rolldown-plugin-dts), which reads each
// file on its own: every export of src/solver states its type (TypeScript's isolatedDeclarations
// check holds there), so the declarations need no type checker and take well under a second.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';
import { SOLVER_MODULE, SOLVER_TYPES } from './solver-files.mjs';

export { SOLVER_MODULE, SOLVER_TYPES };

const ENTRY = fileURLToPath(new URL('../solver/index.ts', import.meta.url));

/** Build the module and its declarations into `dir` (a path). */
export async function buildSolverModule(dir) {
  const common = {
    input: { 'impulse-solver': ENTRY },
    // The solver has no dependencies; a bare import would be a mistake, left unbundled to show.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    logLevel: 'warn',
  };
  const banner = `// Impulse Notebook's solver as one ES module, built from src/solver/index.ts (see /code/).\n`;
  // Two builds: with the declarations in the same build, Rolldown would put its small runtime
  // helper (for \`export * as V2\`) in a chunk of its own, and the download would be two files.
  await build({
    ...common,
    output: { dir, format: 'es', entryFileNames: '[name].js', minify: false, banner },
  });
  await build({
    ...common,
    plugins: [dts({ generator: 'oxc', tsconfig: false, emitDtsOnly: true })],
    output: { dir, format: 'es', entryFileNames: '[name].js', banner },
  });
}

/** Astro integration: writes the two files into the build's output directory. */
export function solverModule() {
  return {
    name: 'impulse-notebook:solver-module',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await buildSolverModule(fileURLToPath(dir));
        logger.info(`${SOLVER_MODULE} and ${SOLVER_TYPES} written`);
      },
    },
  };
}
