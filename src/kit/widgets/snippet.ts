// The <iframe> snippet of an embed, shared by the site's chapter registry (build time) and the Embed
// action (in the browser, which must not import the registry).

/** What the page's `data-embeds` attribute holds for each widget section (see src/site/chapters.ts). */
export interface EmbedInfo {
  path: string;
  title: string;
  height: number;
}

/** The `<iframe>` for the embed at `path` (/embed/<slug>/<key>/ under the site's base) in the configuration `search`. */
export function snippet(origin: string, path: string, title: string, search: string, height: number): string {
  const src = `${origin}${path}${search}`;
  const name = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${src.replace(/&/g, '&amp;')}" title="${name}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}

/** The embeds of the widgets on this page, from <main data-embeds> (see src/site/chapters.ts). */
export function embedOf(el: Element, anchor: string): EmbedInfo | undefined {
  const json = el.closest('[data-embeds]')?.getAttribute('data-embeds');
  if (!json) return undefined;
  return (JSON.parse(json) as Record<string, EmbedInfo>)[anchor];
}
