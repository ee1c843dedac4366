// The downloads on /code/: a TypeScript entry bundled into one dependency-free ES module with its
// type declarations bundled beside it, at the root of the built site. Two of them:
//   impulse-solver.js   src/solver/index.ts, the row solves (the contract's impulses)
//   impulse-stepper.js  src/sim/stack2/index.ts, the box-stack stepper (collision, persistent
//                       manifolds, warm starting, the PGS and soft steps), with the solver code it
//                       uses bundled in
// A programmer copies a module and its .d.ts into their project, or imports the module from the
// site's address.
//
// Built from the same source as the pages, at every build: no copy of either is kept anywhere.
// Declarations come from Oxc's isolated-declarations emit (rolldown-plugin-dts), which reads each
// file on its own: every export of the files an entry reaches states its type (TypeScript's
// isolatedDeclarations check holds there), so the declarations need no type checker and take well
// under a second.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';
import { SOLVER_MODULE, SOLVER_TYPES, STEPPER_MODULE, STEPPER_TYPES } from './solver-files.mjs';

export { SOLVER_MODULE, SOLVER_TYPES, STEPPER_MODULE, STEPPER_TYPES };

/** Each download: its file name (without .js), its entry, and what its banner says it is. */
export const DOWNLOADS = [
  { name: 'impulse-solver', entry: '../solver/index.ts', what: "Impulse Notebook's solver" },
  {
    name: 'impulse-stepper',
    entry: '../sim/stack2/index.ts',
    what: "Impulse Notebook's box-stack stepper (with the solver code it uses)",
  },
];

/** Build one download (an entry of DOWNLOADS) and its declarations into `dir` (a path). */
async function buildDownload(dir, { name, entry, what }) {
  const source = fileURLToPath(new URL(entry, import.meta.url));
  const common = {
    input: { [name]: source },
    // Neither entry has dependencies; a bare import would be a mistake, left unbundled to show.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    logLevel: 'warn',
  };
  const banner = `// ${what} as one ES module, built from src/${entry.slice(3)} (see /code/).\n`;
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

const byName = (name) => DOWNLOADS.find((d) => d.name === name);

/** Build the solver module and its declarations into `dir` (a path). */
export const buildSolverModule = (dir) => buildDownload(dir, byName('impulse-solver'));

/** Build the stepper module and its declarations into `dir` (a path). */
export const buildStepperModule = (dir) => buildDownload(dir, byName('impulse-stepper'));

/** Astro integration: writes every download into the build's output directory. */
export function solverModule() {
  return {
    name: 'impulse-notebook:solver-module',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        for (const d of DOWNLOADS) await buildDownload(fileURLToPath(dir), d);
        logger.info(`${[SOLVER_MODULE, SOLVER_TYPES, STEPPER_MODULE, STEPPER_TYPES].join(', ')} written`);
      },
    },
  };
}
