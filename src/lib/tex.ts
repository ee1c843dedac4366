// KaTeX at build time only. Astro components import this; islands never do, so no KaTeX
// JavaScript reaches the browser.
import katex from 'katex';

export function texDisplay(tex: string): string {
  return katex.renderToString(tex, { displayMode: true, throwOnError: true, strict: 'error' });
}

export function texInline(tex: string): string {
  return katex.renderToString(tex, { displayMode: false, throwOnError: true, strict: 'error' });
}
