// A chapter's widgets rendered in Node as the hydrated page shows them at a link: Preact renders each
// widget into a linkedom document (preact/test-utils' act runs its effects), so the islands mount,
// read the link's values from the parameter stores (src/params/store.ts's applySearch, the function a
// deck's reveal slide uses), and draw their charts with the browser's code path (PlotFigure loads
// Plot and draws into the DOM), not the server's. The result is the DOM the browser builds after
// hydration, without a browser: no layout, so nothing here measures boxes or pixels on screen.
//
// The reader is one who asks for reduced motion (matchMedia says so): a live simulation (the
// many-contact page's stack) then starts paused at t = 0, which a declaration can compute. Work the
// widgets leave for later (the swinging chain computes its other two runs one task each after an
// input; PlotFigure loads Plot and its frame module) is waited for: a render is settled when no
// timer a widget set is pending and another turn of the event loop changes nothing.
//
// Use: installDom() before importing anything that renders (the stores read window.location when
// they are made, and PlotFigure and the stack pick their server or browser path from
// import.meta.env.SSR when they load), then renderPage() for each configuration.
import { parseHTML } from 'linkedom';
import { h, render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import type { Chapter } from '../../../src/site/chapters';
import { search, type Query } from './readouts';

// Captured before installDom() wraps them: the harness's own waits are not the widgets' timers.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/** Timers the widgets set and that have not run or been cleared. */
const pending = new Set<unknown>();

let installed: { document: Document; setUrl: (url: string) => void } | undefined;

/** The roots rendered into (one per widget or figure): unmounted before the next page. */
let mounted: Element[] = [];

/**
 * Stand in for the browser: a linkedom window and document, a location the stores read and
 * history.replaceState writes, matchMedia that asks for reduced motion, and timers the harness can
 * see. No IntersectionObserver or ResizeObserver: every widget then counts as on screen, as the
 * kit's components assume when there is none.
 */
export function installDom(): Document {
  if (installed) return installed.document;
  const { window, document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
  const url = new URL('http://localhost/');
  const w = window as unknown as Record<string, unknown>;
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    get href() {
      return url.href;
    },
    get origin() {
      return url.origin;
    },
  };
  const setUrl = (next: string) => {
    const u = new URL(next, url);
    url.pathname = u.pathname;
    url.search = u.search;
    url.hash = u.hash;
  };
  Object.defineProperty(w, 'location', { value: location, configurable: true });
  w.history = { state: null, replaceState: (_: unknown, __: string, next: string) => setUrl(next) };
  w.matchMedia = (query: string) => ({
    matches: /prefers-reduced-motion:\s*reduce/.test(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  });
  const setTimeoutSeen = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id: unknown = realSetTimeout(() => {
      pending.delete(id);
      fn(...args);
    }, ms);
    pending.add(id);
    return id;
  };
  const clearTimeoutSeen = (id: unknown) => {
    pending.delete(id);
    realClearTimeout(id as ReturnType<typeof setTimeout>);
  };
  vi.stubGlobal('setTimeout', setTimeoutSeen);
  vi.stubGlobal('clearTimeout', clearTimeoutSeen);
  w.setTimeout = setTimeoutSeen;
  w.clearTimeout = clearTimeoutSeen;
  vi.stubGlobal('window', window);
  vi.stubGlobal('self', window);
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', w.history);
  // The browser's code path: PlotFigure draws its charts in the DOM, the stack has no server preview.
  vi.stubEnv('SSR', false);
  installed = { document: document as unknown as Document, setUrl };
  return installed.document;
}

/** One turn of the event loop, with every effect and render it brings flushed. */
const turn = () => act(() => new Promise<void>((r) => realSetTimeout(r, 0)));

/**
 * Whether every chart is drawn: in the browser's code path a chart's box is empty until PlotFigure
 * has loaded Plot's frame module and Plot (module loads, which are not timers), and draws
 * synchronously on every later render.
 */
const chartsDrawn = (root: Element) =>
  [...root.querySelectorAll('.plot-box')].every((b) => b.querySelector('svg'));

/**
 * Wait until the widgets are done: every chart drawn, no timer of theirs pending, and a turn of the
 * event loop that changes nothing in `root`. Fails after a minute of work that never ends.
 */
async function settle(root: Element): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const before = root.innerHTML;
    await turn();
    if (pending.size === 0 && chartsDrawn(root) && root.innerHTML === before) return;
    if (Date.now() > deadline) throw new Error('the widgets never settle: a timer or a render keeps coming');
  }
}

/**
 * Take the stand-ins away again (after a test file: a runner that reuses its worker for the next
 * file, as the mutation run's does, must not hand it this window or these timers). The site's
 * modules loaded meanwhile keep what they read when they loaded.
 */
export async function uninstallDom(): Promise<void> {
  for (const root of mounted) await act(() => render(null, root));
  mounted = [];
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  installed = undefined;
}

type Loaded = Record<string, () => Promise<unknown>>;
const COMPONENTS: Loaded = import.meta.glob('../../../src/chapters/*/*.tsx');

async function component(slug: string, name: string): Promise<ComponentType> {
  const load = COMPONENTS[`../../../src/chapters/${slug}/${name}.tsx`];
  if (!load) throw new Error(`src/chapters/${slug}/${name}.tsx is missing`);
  const mod = (await load()) as { default?: ComponentType };
  if (!mod.default) throw new Error(`src/chapters/${slug}/${name}.tsx has no default export`);
  return mod.default;
}

/**
 * The page's widgets (its manifest's, in order, one root each as islands are) and the figures named,
 * rendered at the link with this query and settled: the document's <main>.
 */
export async function renderPage(
  chapter: Pick<Chapter, 'slug' | 'widgets'>,
  query: Query,
  pageFigures: readonly string[] = [],
): Promise<Element> {
  const document = installDom();
  installed!.setUrl(`/${chapter.slug}/`);
  // Whatever was on the "page" before goes, as on a new page load (its effects cleaned up).
  for (const root of mounted) await act(() => render(null, root));
  mounted = [];
  document.body.replaceChildren();
  const { applySearch } = await import('../../../src/params/store');
  // Loaded before the first render, so that PlotFigure's dynamic imports of them resolve in the
  // same turn (a module still loading is not a timer settle() could see).
  await import('../../../src/kit/plot/plot-api');
  await import('../../../src/kit/plot/frame');
  applySearch(search(query));
  const main = document.createElement('main');
  document.body.append(main);
  const names = [...chapter.widgets.map((w) => w.component), ...pageFigures];
  for (const name of names) {
    const Component = await component(chapter.slug, name);
    const root = document.createElement('div');
    root.setAttribute('data-component', name);
    main.append(root);
    mounted.push(root);
    await act(() => render(h(Component, null), root));
  }
  await settle(main);
  return main;
}
