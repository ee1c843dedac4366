// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeMathmlCore from './src/lib/mathml-core.ts';
import { mathFont } from './src/lib/math-font.mjs';
import { fileURLToPath } from 'node:url';
import { stripStepTex } from './src/kit/steps/strip-tex.mjs';

// Astro 7 applies remark/rehype plugins only through `markdown.processor`; MDX inherits it.
// KaTeX runs here, at build time, writing MathML (see src/lib/tex.ts): pages ship neither its
// JavaScript nor its CSS and fonts.
export default defineConfig({
  site: 'https://impulse-notebook.example',
  trailingSlash: 'always',
  // $SITE_OUT_DIR lets several builds coexist (e.g. one per engineer on a shared machine); build,
  // preview and the browser tests all read it.
  outDir: process.env.SITE_OUT_DIR || './dist',
  integrations: [
    preact(),
    mdx(),
    mathFont(),
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
  ],
  markdown: {
    processor: unified({
      remarkPlugins: [remarkMath],
      rehypePlugins: [[rehypeKatex, { output: 'mathml' }], rehypeMathmlCore],
    }),
  },
  devToolbar: { enabled: false },
  vite: {
    plugins: [stripStepTex()],
    // linkedom is for server-side Plot only; keep the dev optimiser away from it (it hangs).
    optimizeDeps: { exclude: ['linkedom'] },
  },
});
