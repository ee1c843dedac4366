// The <iframe> snippet of an embed, shared by the site's chapter registry (build time), the Embed
// action and the embed page itself (in the browser, which must not import the registry).

/** What the page's `data-embeds` attribute holds for each widget section (see src/site/chapters.ts). */
export interface EmbedInfo {
  path: string;
  title: string;
  height: number;
}

/**
 * The message an embed posts to the page that frames it, whenever its content's height changes:
 * `{ type: HEIGHT_MESSAGE, height, path }`, height in CSS pixels, path the embed's own path and query.
 */
export const HEIGHT_MESSAGE = 'impulse-notebook:height';

/** The tallest height the host's listener gives a frame: a bad message cannot make a page endless. */
export const MAX_FRAME_HEIGHT = 8000;

/**
 * The script a host page pastes once, below its embeds: it sets the height of the iframe that sent
 * the message (found by its window, so a message from anywhere else changes nothing), only for
 * messages from `origin` (this site), clamped to 100 … MAX_FRAME_HEIGHT px. Plain ES5 in one line: a
 * course page's editor may keep nothing longer, and it loads nothing from this site.
 */
export function heightListener(origin: string): string {
  return (
    '<script>addEventListener("message",function(e){var d=e.data,h;' +
    `if(e.origin!==${JSON.stringify(origin)}||!d||d.type!==${JSON.stringify(HEIGHT_MESSAGE)})return;` +
    'h=Math.ceil(Number(d.height));if(!(h>0))return;' +
    'document.querySelectorAll("iframe").forEach(function(f){' +
    `if(f.contentWindow===e.source)f.height=String(Math.min(Math.max(h,100),${MAX_FRAME_HEIGHT}))})})</script>`
  );
}

/** The width of a course page's column (CSS px) each manifest's `height` is its widget's height at. */
export const SNIPPET_COLUMN = 760;

/**
 * The line between the snippet's iframe and its script: what the height was sized for, for a course
 * page whose editor strips the script (then the frame keeps that height, and fits that column).
 */
export const SIZED_FOR = `<!-- Sized for a ${SNIPPET_COLUMN} px column; the script fits it to any width. -->`;

/**
 * The `<iframe>` for the embed at `path` (/embed/<slug>/<key>/ under the site's base) in the configuration `search`, at
 * its starting height (the widget's height in a SNIPPET_COLUMN px column, which it says), and the listener that sizes it to its
 * content from then on.
 */
export function snippet(origin: string, path: string, title: string, search: string, height: number): string {
  const src = `${origin}${path}${search}`;
  const name = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<iframe src="${src.replace(/&/g, '&amp;')}" title="${name}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>\n` +
    `${SIZED_FOR}\n` +
    heightListener(origin)
  );
}

/** The embeds of the widgets on this page, from <main data-embeds> (see src/site/chapters.ts). */
export function embedOf(el: Element, anchor: string): EmbedInfo | undefined {
  const json = el.closest('[data-embeds]')?.getAttribute('data-embeds');
  if (!json) return undefined;
  return (JSON.parse(json) as Record<string, EmbedInfo>)[anchor];
}
