// A Vite plugin: the browser never needs a derivation step's TeX. KaTeX renders it at build time,
// and the "plug in numbers" island only evaluates the steps' value functions. So in client bundles
// every `tex:` string literal of a chapter's steps.ts, and every String.raw`…` there (only TeX is
// written that way, e.g. shared symbols like MEFF), becomes '' (about 1–2 kB per page, gzip).
// Server builds and tests see the steps unchanged.

const STEPS_FILE = /[\\/]src[\\/]chapters[\\/][^\\/]+[\\/]steps\.ts$/;
// tex: '…', tex: "…" or tex: `…`; and String.raw`…` anywhere, interpolations and all (their pieces
// are TeX too).
const TEX_LITERAL = /\btex:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`)/g;
const RAW_LITERAL = /\bString\.raw`[^`]*`/g;

/** @returns {import('vite').Plugin} */
export function stripStepTex() {
  return {
    name: 'impulse-notebook:strip-step-tex',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !STEPS_FILE.test(id.split('?')[0] ?? '')) return null;
      return { code: code.replace(RAW_LITERAL, "''").replace(TEX_LITERAL, "tex: ''"), map: null };
    },
  };
}
