// Links that carry the reader's configuration: a chapter page's links to its deck, its handout and
// the teacher's page. The page is static, so they are written without a query; the configuration
// is the URL's query, which a shared link brings and the widgets' stores rewrite as the reader
// scrubs (src/params/store.ts). A marked link takes the URL's query the moment the reader reaches
// for it (a pointer over it or pressing it, keyboard focus), so it is right in both cases and
// nothing watches the URL. The derivation route's own script installs it: it stays in that inline
// script, with no import, so a chapter page still fetches no JavaScript before the first interaction.

/** The attribute that marks such a link; its value names the chapter the configuration belongs to. */
export const CONFIG_LINK = 'data-config-link';

/** The link with the URL's current query, keeping the link's path and fragment. */
export function withQuery(href: string, search: string): string {
  const url = new URL(href);
  url.search = search;
  return url.href;
}

/** From now on, every marked link takes the URL's query when the reader reaches for it. */
export function carryConfig(): void {
  const update = (ev: Event) => {
    const a = ev.target instanceof Element ? ev.target.closest<HTMLAnchorElement>(`a[${CONFIG_LINK}]`) : null;
    if (a) a.href = withQuery(a.href, window.location.search);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown'])
    document.addEventListener(type, update, { capture: true, passive: true });
}
