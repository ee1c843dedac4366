// What a chapter tells the site about itself: its manifest, src/chapters/<slug>/chapter.ts. The site
// (src/site/) discovers every manifest and checks them against the content collection; nothing else
// lists the chapters. The page's title, summary and teaching order stay in its MDX frontmatter.
import type { Exercise } from './exercises/model';
import type { Reveals } from './exercises/reveal';
import type { ParamSpecs } from '../params/spec';
import type { AnyDerivation } from './steps/define';
import type { Source } from '../data/sources';
import type { Teaching } from './teaching';
import type { PortingNote } from './code/porting';

export interface ChapterWidget {
  /** The last segment of the embed route, /embed/<slug>/<key>/; unique within its chapter. */
  key: string;
  /** The id of the widget's section on the reading page (its `<Widget id>`); unique on the site. */
  anchor: string;
  /** Short title for lists (the widget's own heading is shown inside the embed). */
  title: string;
  /** The component's file in the chapter folder, without extension; Widgets.astro binds it to `key`. */
  component: string;
  /**
   * Height in CSS pixels the embed snippet's <iframe> starts at (default EMBED_HEIGHT): the embed's
   * content height at 760 px wide (SNIPPET_COLUMN), at its defaults, which the snippet's listener then
   * follows. Without the listener the frame keeps it, so it is never less than that content's height
   * (tests/e2e/embed-height.spec.ts: at most 15 % more).
   */
  height?: number;
}

/** The iframe height an embed snippet starts at unless its widget says otherwise. */
export const EMBED_HEIGHT = 720;

export interface ChapterManifest {
  /**
   * The chapter's step prefix: every step id is `eq:<prefix>-<name>`, and the solver's `[eq:…]` tags
   * name the chapter by it. Unique on the site.
   */
  prefix: string;
  /**
   * The chapter's derivation (its steps.ts): each step's TeX and values, declared once. The site's
   * registry gives build-time code the TeX (`Chapter.tex`); the browser has only the values.
   */
  derivation: AnyDerivation;
  /** Every parameter list of the page, one per shared store (the widgets of one store share a list). */
  params: readonly ParamSpecs[];
  /** Its embeddable widgets, in page order. */
  widgets: readonly ChapterWidget[];
  /** Its exercises (numeric and predict), for the page's island, the handout and the tests. */
  exercises: readonly Exercise[];
  /**
   * What each prediction's reveal slide states (its reveals.ts): the numbers that answer it at the
   * question's and the answer's configuration, by prediction id. Build-time only (a measure may run a
   * simulation), so it is not in exercises.ts, which the page's island imports.
   */
  reveals: Reveals;
  /**
   * Texts only this chapter cites, described as in src/data/sources.ts (which holds those several
   * chapters cite). The page's frontmatter cites them by id like any other.
   */
  sources?: readonly Source[];
  /**
   * What the chapter offers a teacher (its teaching.ts): objectives, prerequisites, the misconceptions
   * it confronts and lesson plans, by the ids of its steps, widgets and exercises. /teach/ renders it.
   */
  teaching: Teaching;
  /**
   * What trips a port of its code to C, C++, C# or Rust (its porting.ts, src/kit/code/porting.ts): 3 to
   * 6 notes, each linked to the solver line that handles it. The page and /code/ render them.
   */
  porting: readonly PortingNote[];
  /** The solver contract's functions this chapter derives, by name: /code/ links each to its page. */
  derives?: readonly string[];
  /**
   * A JavaScript budget of its own, for a chapter whose widgets must carry more than the site's
   * (scripts/bench/js-size.mjs's JS_BUDGET_BYTES, which holds every other page): the most its pages'
   * widgets may fetch (gzip bytes), and why. tests/static/budget.test.ts holds its pages to it.
   */
  jsBudget?: { bytes: number; why: string };
}

/** Checks what a manifest can check alone; the site's registry checks the rest across chapters. */
export function defineChapter(m: ChapterManifest): ChapterManifest {
  if (!/^[a-z]+$/.test(m.prefix)) throw new Error(`prefix '${m.prefix}' must be lower-case letters`);
  const keys = new Set<string>();
  for (const w of m.widgets) {
    if (keys.has(w.key)) throw new Error(`widget key '${w.key}' is used twice`);
    keys.add(w.key);
  }
  return m;
}

/** The props of a chapter's Widgets.astro, which renders one of its widgets by key. */
export interface WidgetsProps {
  /** A key of the chapter's manifest. */
  widget: string;
  /** Alone in an embed: hydrate at once, not on the reader's first interaction. */
  embed?: boolean;
}
