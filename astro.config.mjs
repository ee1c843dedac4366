// @ts-check
import { readdirSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeMathmlCore from './src/lib/mathml-core.ts';
import { fonts } from './src/lib/fonts.mjs';
import { solverModule } from './src/lib/solver-module.mjs';
import { offline } from './src/lib/offline.mjs';
import { fileURLToPath } from 'node:url';
import { serverOnly } from './src/lib/server-only.ts';
import { traceSolver } from './src/site/code/trace-plugin.ts';
import { SKIM_SCRIPT_HASH } from './src/lib/skim.mjs';
import { deployTarget } from './src/lib/base-path.ts';
import rehypeBase from './src/lib/rehype-base.ts';

// Where the site is deployed, from the environment (README, "Deploying"): SITE_URL, its address
// (the handouts' QR codes and the embed snippets point there), and BASE_PATH, the path it is served
// under (e.g. /physics/). A malformed value stops the build here, saying what is wrong.
const { site, base } = deployTarget(process.env);

// Astro 7 applies remark/rehype plugins only through `markdown.processor`; MDX inherits it.
// KaTeX runs here, at build time, writing MathML (see src/lib/tex.ts): pages ship neither its
// JavaScript nor its CSS and fonts.
/**
 * The first segment of every page's path: each content/<slug>.mdx and each entry of src/pages. A
 * page's link to any other route is left as text (src/lib/rehype-base.ts): a chapter removed leaves
 * words where the others linked it.
 */
const ROUTES = new Set([
  '',
  ...readdirSync(new URL('./content/', import.meta.url))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.slice(0, -'.mdx'.length)),
  ...readdirSync(new URL('./src/pages/', import.meta.url))
    .filter((f) => !f.startsWith('['))
    .map((f) => f.replace(/\.astro$/, '')),
  ...readdirSync(new URL('./public/', import.meta.url)),
]);

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  // $SITE_OUT_DIR lets several builds coexist (e.g. one per engineer on a shared machine); build,
  // preview and the browser tests all read it.
  outDir: process.env.SITE_OUT_DIR || './dist',
  integrations: [
    preact(),
    mdx(),
    fonts(),
    // /impulse-solver.js and /impulse-stepper.js, each with its .d.ts: the solver and the box-stack
    // stepper as modules, for the programmers' page /code/.
    solverModule(),
    {
      // client:interact (src/kit/client-interact.ts): islands hydrate on the reader's first
      // interaction, not when they scroll into view.
      name: 'impulse-notebook:client-interact',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'interact',
            entrypoint: fileURLToPath(new URL('./src/kit/client-interact.ts', import.meta.url)),
          }),
      },
    },
    // sw.js, the service worker that keeps the whole site offline: last, so that it lists the files
    // the integrations above write when the build is done (fonts, the two downloads).
    offline(),
  ],
  markdown: {
    processor: unified({
      remarkPlugins: [remarkMath],
      rehypePlugins: [
        [rehypeKatex, { output: 'mathml' }],
        rehypeMathmlCore,
        [rehypeBase, { base, routes: ROUTES }],
      ],
    }),
  },
  devToolbar: { enabled: false },
  // Every stylesheet as a file: Astro 7.3.4 does not hash the small stylesheets it would inline,
  // so the CSP below would block them.
  build: { inlineStylesheets: 'never' },
  // A strict Content Security Policy (a <meta> in every page): scripts and styles only from this
  // site or with a build-time hash of Astro's own inline scripts; no 'unsafe-inline'. Nothing on
  // the site writes a style attribute into the HTML (see src/kit/plot/PlotFigure.tsx, src/lib/tex.ts).
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
        // The service worker (sw.js) and the web app manifest, from this site only (src/lib/offline.mjs).
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
      // The derivation pages' one inline script (src/lib/skim.mjs), which Astro does not hash.
      scriptDirective: { hashes: [SKIM_SCRIPT_HASH] },
    },
  },
  vite: {
    plugins: [
      // *.server.ts files (each chapter's step TeX) never reach the browser: the client build fails
      // if anything it bundles imports one.
      serverOnly(),
      // src/solver/<file>.ts?trace: the file with its locals noted, for the live values in a step's
      // code frame (src/site/code/values-frame.ts); fetched by that frame only.
      traceSolver(),
      {
        // In the browser build only: the 2D solver (with lib, but for the base-path helpers, which the
        // presenter's deck script needs alone; the 3D, errata and friction-combining
        // modules and the many-contact ones (sequential impulses, the soft step, the contact LCP, the cradle) that
        // only some pages use stay apart) as one chunk and the shared widget
        // plumbing (kit, params, with Preact and signals) as another, instead of some thirty
        // chunks of a few hundred bytes, each costing its own import lines and gzip header. Plot
        // stays in its own chunk, fetched only for a chart frame that kit/plot/frame cannot move;
        // kit/plot/frame has a small chunk of its own too (fetched after the first interaction);
        // and the exercise model goes with the exercises island, not with every widget. The diagrams'
        // drag handle goes with the three pages whose diagrams have one. The steppers' shared parts
        // (src/sim/shared: world settings, materials, the push-apart projection, restitution) are one
        // chunk beside each engine's, not one small chunk each.
        name: 'impulse-notebook:client-chunks',
        configEnvironment(name) {
          if (name !== 'client') return;
          return {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: 'solver',
                        test: /src[\\/](solver[\\/](?![\w-]+\.ts\?trace)(?!errata|sphere-impulse3|normal-impulse3|mat3|vec3|rolling|combine|accumulated-friction|sequential-impulses\.ts|soft-step\.ts|contact-lcp|cradle|matn|in-place2|validate-many)|lib[\\/](?!base-path|site-path)|sim[\\/]shared[\\/](constants|validate))/,
                      },
                      {
                        name: 'kit',
                        test: /src[\\/](kit|params)[\\/](?!plot[\\/](plot-api|frame)|exercises[\\/]|widgets[\\/]|code[\\/]|svg[\\/]DragHandle)/,
                      },
                      { name: 'exercises', test: /src[\\/]kit[\\/]exercises[\\/]/ },
                      {
                        name: 'sim-shared',
                        test: /src[\\/]sim[\\/]shared[\\/](config|mass|material|projection|restitution)/,
                      },
                    ],
                  },
                },
              },
            },
          };
        },
      },
    ],
    // No module-preload helper around the dynamic import of Plot: it is one chunk, so there is
    // nothing to preload beside it, and the helper would add to every page's script.
    build: { modulePreload: false },
    // linkedom is for server-side Plot only; keep the dev optimiser away from it (it hangs).
    optimizeDeps: { exclude: ['linkedom'] },
  },
});
