// Which widgets each chapter has, for the embed routes, the presenter and the "Embed" action. Each
// chapter lists its own in src/chapters/<slug>/widgets.ts (metadata only, no component imports, so
// the client bundle of the Embed action stays small); the components are bound in WidgetIsland.astro.

import { snippet } from './snippet';

export interface ChapterWidget {
  /** The last segment of the embed route: /embed/<slug>/<key>/. Unique within its chapter. */
  key: string;
  /** The id of the widget's section on the reading page (its `<Widget id>`); unique on the site. */
  anchor: string;
  /** Short title for lists (the widget's own heading is shown inside the embed). */
  title: string;
  /** The component's file name in src/chapters/<slug>/, without extension. */
  component: string;
}

export interface EmbeddableWidget extends ChapterWidget {
  slug: string;
}

const modules = import.meta.glob<{ widgets: ChapterWidget[] }>('../../chapters/*/widgets.ts', {
  eager: true,
});

/** Every embeddable widget, by chapter slug (chapters in file order; callers sort by teaching order). */
export const WIDGETS: EmbeddableWidget[] = Object.entries(modules).flatMap(([path, mod]) => {
  const slug = path.split('/').at(-2)!;
  return mod.widgets.map((w) => ({ ...w, slug }));
});

export function widgetsOf(slug: string): EmbeddableWidget[] {
  return WIDGETS.filter((w) => w.slug === slug);
}

/** The widget whose section on the page has this id. */
export function widgetByAnchor(anchor: string): EmbeddableWidget | undefined {
  return WIDGETS.find((w) => w.anchor === anchor);
}

export function embedPath(w: { slug: string; key: string }): string {
  return `/embed/${w.slug}/${w.key}/`;
}

/** The `<iframe>` a teacher pastes into slides or a course page. */
export function iframeSnippet(origin: string, w: EmbeddableWidget, search: string): string {
  return snippet(origin, embedPath(w), w.title, search);
}

/**
 * What the Embed action needs on a page, by widget section id: a `data-embeds` attribute on the
 * page's <main> carries it, so the browser bundle holds neither this registry nor its data.
 */
export function embedsAttribute(widgets: readonly EmbeddableWidget[]): string {
  return JSON.stringify(
    Object.fromEntries(widgets.map((w) => [w.anchor, { path: embedPath(w), title: w.title }])),
  );
}
