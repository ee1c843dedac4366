// The solver's lines, highlighted at build time by Shiki (the highlighter Astro ships). Shiki's own
// HTML colours each token with a style attribute, which the site's CSP forbids; its CSS-variables
// theme names each token's kind instead, and this writes that kind as a class (t-keyword, …) whose
// colours, light and dark, are in code.css. No JavaScript reaches the browser.
import { createCssVariablesTheme, createHighlighter, type ThemedToken } from 'shiki';
import { CHAPTERS } from '../chapters';
import { withBase } from '../../lib/site-path';

const theme = createCssVariablesTheme({ name: 'impulse-code', variablePrefix: '--code-', fontStyle: false });
const highlighter = createHighlighter({ themes: [theme], langs: ['typescript'] });

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page a step id belongs to, by its prefix (eq:ni-… is on the page whose steps are eq:ni-…). */
export function stepHref(tag: string): string | undefined {
  const prefix = /^eq:([a-z0-9]+)-/.exec(tag)?.[1];
  const chapter = CHAPTERS.find((c) => c.prefix === prefix);
  return chapter && withBase(`/${chapter.slug}/#${tag}`);
}

export interface LinesOptions {
  /** The whole file's lines; the range below is 1-based and inclusive. */
  lines: readonly string[];
  first: number;
  last: number;
  /** Lines to mark as the step's own. */
  tagged?: readonly number[];
  /** Give each line an id (L<n>) and make each [eq:…] tag a link to its step. */
  linked?: boolean;
}

/**
 * A file's tokens, line by line, computed once per file: always from its first line, so that lines
 * shown from the middle of a comment are coloured as the comment they are in.
 */
const tokenCache = new WeakMap<readonly string[], Promise<ThemedToken[][]>>();
function tokensOf(lines: readonly string[]): Promise<ThemedToken[][]> {
  let tokens = tokenCache.get(lines);
  if (!tokens) {
    // No time limit per line (Shiki's default is 500 ms): on a loaded machine a long line ran out of
    // time and was left uncoloured from there on, so the built page depended on the machine's load.
    tokens = highlighter.then((h) =>
      h.codeToTokensBase(lines.join('\n'), { lang: 'typescript', theme, tokenizeTimeLimit: 0 }),
    );
    tokenCache.set(lines, tokens);
  }
  return tokens;
}

/**
 * The lines as the inside of a <code>: one span per line with its number (aria-hidden, not
 * selectable, so a selection or the Copy button takes only the code), the tokens as classed spans.
 */
export async function highlightLines({ lines, first, last, tagged = [], linked = false }: LinesOptions) {
  const tokens = (await tokensOf(lines)).slice(first - 1, last);
  const width = String(last).length;
  return tokens
    .map((line, i) => {
      const n = first + i;
      const mark = tagged.includes(n) ? ' tagged' : '';
      const id = linked ? ` id="L${n}"` : '';
      const number = `<span class="ln" aria-hidden="true">${String(n).padStart(width)}</span>`;
      const body = line
        .map((t) => {
          const kind = /--code-token-([\w-]+)/.exec(t.color ?? '')?.[1];
          let text = escape(t.content);
          if (linked)
            text = text.replace(/\[(eq:[^\]\s]+)\]/g, (whole, tag: string) => {
              const href = stepHref(tag);
              return href ? `<a href="${href}" data-step-link="${tag}">${whole}</a>` : whole;
            });
          return kind ? `<span class="t-${kind}">${text}</span>` : text;
        })
        .join('');
      return `<span class="line${mark}"${id}>${number}${body}</span>`;
    })
    .join('\n');
}
