// The site's one list of chapters, discovered: every src/chapters/<slug>/chapter.ts is a chapter, its
// folder name its slug. The routes, the embed and presenter pages, the handouts and the tests all read
// the chapters from here; the kit, params, lib, sim and solver below never import a chapter. Checked
// when it loads, so a build or a test run fails with a message naming the file: a derivation that
// names another page, two chapters with one step prefix, a step outside its chapter's prefix, a
// widget section id used twice, a source id that another chapter or src/data/sources.ts already
// describes. That a page has a folder and a folder a page, and that it cites only sources there are,
// is checked against the content collection in pages.ts.
import type { ChapterManifest, ChapterWidget } from '../kit/chapter';
import { EMBED_HEIGHT } from '../kit/chapter';
import { withTex, type AnyDerivation, type AnyTexDerivation, type TexStep } from '../kit/steps/define';
import { snippet } from '../kit/widgets/snippet';
import { withBase } from '../lib/site-path';
import { SOURCES, type Source } from '../data/sources';

export type { AnyDerivation, AnyTexDerivation };

export interface Chapter extends ChapterManifest {
  slug: string;
  /** The manifest's path from the project root, for messages. */
  file: string;
  /** Its derivation with the TeX, as the pages render it and the TeX check reads it. */
  tex: AnyTexDerivation;
}

export interface EmbeddableWidget extends ChapterWidget {
  slug: string;
  height: number;
}

const modules = import.meta.glob<{ default?: ChapterManifest }>('../chapters/*/chapter.ts', { eager: true });

/**
 * The chapters of these manifest modules (by path, as import.meta.glob gives them), or an error naming
 * the file at fault.
 */
export function checkChapters(found: Record<string, { default?: ChapterManifest }>): Chapter[] {
  const chapters = Object.entries(found).map(([path, mod]) => {
    const slug = path.split('/').at(-2)!;
    const file = `src/chapters/${slug}/chapter.ts`;
    if (!mod.default) throw new Error(`${file} must export its manifest as default (defineChapter)`);
    if (mod.default.derivation.page !== slug)
      throw new Error(`${file}: its derivation names page '${mod.default.derivation.page}', not '${slug}'`);
    return { ...mod.default, slug, file, tex: withTex(mod.default.derivation) };
  });
  const prefixes = new Map<string, string>();
  const anchors = new Map<string, string>();
  const sources = new Map<string, string>(Object.keys(SOURCES).map((id) => [id, 'src/data/sources.ts']));
  for (const c of chapters) {
    for (const src of c.sources ?? []) {
      const taken = sources.get(src.id);
      if (taken) throw new Error(`${c.file}: source id '${src.id}' is already described in ${taken}`);
      sources.set(src.id, c.file);
    }
    const other = prefixes.get(c.prefix);
    if (other) throw new Error(`${c.file}: step prefix '${c.prefix}' is taken by ${other}`);
    prefixes.set(c.prefix, c.file);
    for (const step of c.derivation.steps)
      if (!step.id.startsWith(`eq:${c.prefix}-`))
        throw new Error(
          `${c.file}: step '${step.id}' does not start with the chapter's prefix eq:${c.prefix}-`,
        );
    for (const w of c.widgets) {
      const taken = anchors.get(w.anchor);
      if (taken)
        throw new Error(`${c.file}: widget '${w.key}' uses the section id '${w.anchor}' of ${taken}`);
      anchors.set(w.anchor, `${c.file} (widget '${w.key}')`);
    }
  }
  return chapters;
}

/** Every chapter, in the order the folders are listed (pages.ts gives teaching order). */
export const CHAPTERS: readonly Chapter[] = checkChapters(modules);

export function chapterOf(slug: string): Chapter | undefined {
  return CHAPTERS.find((c) => c.slug === slug);
}

/**
 * The chapter whose page has this step (its derivation's or its errata's), if the site has one: one
 * chapter names another by a step of it (its teaching prerequisites), never by its slug.
 */
export function chapterOfStep(id: string): Chapter | undefined {
  return CHAPTERS.find((c) => c.derivation.steps.some((s) => s.id === id));
}

/**
 * The chapter a step id names by its prefix (eq:<prefix>-…), whether or not it has that step: none
 * when the site has no chapter with that prefix (a chapter removed; the registry checks that every
 * chapter's steps carry its own).
 */
export function chapterOfPrefix(id: string): Chapter | undefined {
  return CHAPTERS.find((c) => id.startsWith(`eq:${c.prefix}-`));
}

/** Every source a page may cite: the site's (src/data/sources.ts) and each chapter's own. */
export const ALL_SOURCES: ReadonlyMap<string, Source> = new Map<string, Source>([
  ...Object.values(SOURCES).map((src): [string, Source] => [src.id, src]),
  ...CHAPTERS.flatMap((c) => (c.sources ?? []).map((src): [string, Source] => [src.id, src])),
]);

/** Every chapter's derivation. */
export const DERIVATIONS: readonly AnyDerivation[] = CHAPTERS.map((c) => c.derivation);

/** Every chapter's derivation with its TeX, for build-time code and the tests. */
export const TEX_DERIVATIONS: readonly AnyTexDerivation[] = CHAPTERS.map((c) => c.tex);

/** A step as the page displays it, its derivation, and its number there. */
export function findTexStep(id: string): {
  derivation: AnyTexDerivation;
  step: TexStep<unknown>;
  number: number;
} {
  for (const derivation of TEX_DERIVATIONS) {
    const i = derivation.steps.findIndex((s) => s.id === id);
    if (i >= 0) return { derivation, step: derivation.steps[i] as TexStep<unknown>, number: i + 1 };
  }
  throw new Error(`No derivation step has id '${id}' (see src/chapters/*/steps.ts)`);
}

/** Every embeddable widget, chapter by chapter. */
export const WIDGETS: readonly EmbeddableWidget[] = CHAPTERS.flatMap((c) =>
  c.widgets.map((w) => ({ ...w, slug: c.slug, height: w.height ?? EMBED_HEIGHT })),
);

export function widgetsOf(slug: string): EmbeddableWidget[] {
  return WIDGETS.filter((w) => w.slug === slug);
}

/** The widget whose section on the page has this id. */
export function widgetByAnchor(anchor: string): EmbeddableWidget | undefined {
  return WIDGETS.find((w) => w.anchor === anchor);
}

export function embedPath(w: { slug: string; key: string }): string {
  return withBase(`/embed/${w.slug}/${w.key}/`);
}

/** The `<iframe>` a teacher pastes into slides or a course page. */
export function iframeSnippet(origin: string, w: EmbeddableWidget, search: string): string {
  return snippet(origin, embedPath(w), w.title, search, w.height);
}

/**
 * What the Embed action needs on a page, by widget section id: a `data-embeds` attribute on the
 * page's <main> carries it, so the browser bundle holds neither this registry nor its data.
 */
export function embedsAttribute(widgets: readonly EmbeddableWidget[]): string {
  return JSON.stringify(
    Object.fromEntries(
      widgets.map((w) => [w.anchor, { path: embedPath(w), title: w.title, height: w.height }]),
    ),
  );
}
