// Client side of the embed, presenter and handout routes.
import { HEIGHT_MESSAGE, snippet, type EmbedInfo } from '../../kit/widgets/snippet';

/**
 * Links marked data-keep-query carry this page's query string (the widget state) to their target,
 * keeping the target's #anchor. The widgets rewrite the query string as the reader scrubs, so the
 * link is completed when it is followed, not when the page loads.
 */
export function keepQuery(): void {
  const update = (a: HTMLAnchorElement) => {
    const url = new URL(a.getAttribute('href')!, window.location.href);
    url.search = window.location.search;
    a.href = url.toString();
  };
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query]')) {
    update(a);
    a.addEventListener('pointerdown', () => update(a));
    a.addEventListener('focus', () => update(a));
    a.addEventListener('click', () => update(a));
  }
}

/**
 * The height of the embed's content: the bottom of <main> (the body has no margin). Not the
 * document's scrollHeight, which is never less than the frame: a frame taller than its content would
 * be told its own height back and never shrink.
 */
function contentHeight(main: HTMLElement): number {
  return Math.ceil(main.getBoundingClientRect().bottom + window.scrollY);
}

/** On <body>: the content fits the frame in the full layout, so the compact one stays off (classroom.css). */
const FITS = 'embed-fits';

/**
 * Tell the embedding page (if there is one) how tall the content is, now and whenever it changes
 * (HEIGHT_MESSAGE, src/kit/widgets/snippet.ts): the snippet's listener sizes the frame to it. Any
 * page may frame an embed, so the message goes to any origin; it says nothing but the height and
 * the embed's own path.
 *
 * The height sent is always the full layout's (measured with it switched on), never the compact
 * one's: the compact layout is sized by the frame, so its height sent back would size the frame
 * again, down and down. The compact layout is for a frame shorter than that content (a host that
 * fixes its frames' heights); a frame it fits, as the listener makes it, keeps the full layout.
 */
export function reportHeight(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  const framed = window.parent !== window;
  let last = 0;
  const fit = () => {
    document.body.classList.add(FITS);
    const height = contentHeight(main);
    // (+1: the frame's height is whole pixels, the content's bottom is rounded up.)
    document.body.classList.toggle(FITS, height <= window.innerHeight + 1);
    if (!framed || height === last) return;
    last = height;
    const path = window.location.pathname + window.location.search;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height, path }, '*');
  };
  new ResizeObserver(fit).observe(main);
  // A host that fixes the frame's height changes no size of the content: whether it fits does.
  window.addEventListener('resize', fit);
  fit();
}

/** Snippets written at build time (textarea[data-embed-snippet]) again for the address served from. */
export function fillSnippets(): void {
  for (const el of document.querySelectorAll<HTMLTextAreaElement>('textarea[data-embed-snippet]')) {
    const w = JSON.parse(el.dataset.embedSnippet!) as EmbedInfo;
    el.value = snippet(window.location.origin, w.path, w.title, '', w.height);
  }
}
