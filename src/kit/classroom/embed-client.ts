// Client side of the embed, presenter and handout routes.

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

/** Message type an embedding page listens for to size its iframe to the widget. */
export const HEIGHT_MESSAGE = 'impulse-notebook:height';

/** Tell the embedding page (if any) how tall the content is, now and whenever it changes. */
export function reportHeight(): void {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height, href: window.location.href }, '*');
  };
  new ResizeObserver(send).observe(document.body);
  send();
}
