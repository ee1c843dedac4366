// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { stripStepTex } from './src/kit/steps/strip-tex.mjs';

// Astro 7 applies remark/rehype plugins only through `markdown.processor`; MDX inherits it.
// KaTeX runs here, at build time: pages ship its HTML and CSS, never its JavaScript.
export default defineConfig({
  site: 'https://impulse-notebook.example',
  trailingSlash: 'always',
  // $SITE_OUT_DIR lets several builds coexist (e.g. one per engineer on a shared machine); build,
  // preview and the browser tests all read it.
  outDir: process.env.SITE_OUT_DIR || './dist',
  integrations: [preact(), mdx()],
  markdown: {
    processor: unified({ remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] }),
  },
  devToolbar: { enabled: false },
  vite: {
    plugins: [stripStepTex()],
    // linkedom is for server-side Plot only; keep the dev optimiser away from it (it hangs).
    optimizeDeps: { exclude: ['linkedom'] },
  },
});
