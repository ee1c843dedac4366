// The live values of a step's code frame (/code/step/<id>/): each region's function run on the
// configuration of the page around the frame, its locals shown at the end of the lines that note
// them, or in a table under the region for lines it does not show (values.ts). This script loads in the frame only, which the
// page fetches when the reader opens the step's "Code": the chapter page itself loads nothing more.
//
// The configuration is the page's, as its widgets hold it: the page's parameter stores announce
// every change on the page's window (src/params/store.ts, PARAMS_CHANGED), which this frame, the
// same site's, listens to, and the window holds the stores, which it reads then and when it loads.
// It reruns the functions when the configuration changed and it can be seen (its disclosure open,
// its document shown). On its own, or on another site's page, it reads its own query.
import {
  functionValues,
  type AnyCodeValues,
  type FunctionValues,
  type LocalValue,
  type TracedModule,
} from '../../kit/code/values';
import { PARAMS_CHANGED, type PageStores } from '../../params/store';
import { writeParams } from '../../params/url';

type Loaders<T> = Record<string, () => Promise<T>>;

export interface FrameSources {
  /** Each chapter's code-values.ts, by path (`…/chapters/<slug>/code-values.ts`). */
  chapters: Loaders<{ default: AnyCodeValues }>;
  /** Each solver file's instrumented copy, by path (`…/solver/<file>.ts`). */
  solver: Loaders<unknown>;
}

const BOX_ID = 'code-values-on';

/**
 * The page's window, when this frame is framed by a page of the same site (which announces its
 * configuration); null on its own or on another site's page.
 */
function sameSitePage(): Window | null {
  try {
    if (window.parent !== window && window.parent.location.origin === window.location.origin)
      return window.parent;
  } catch {
    // Another site's page: its window cannot be read.
  }
  return null;
}

/** Whether the reader can see the frame: its document shown and, when framed, its disclosure open. */
function seen(): boolean {
  if (document.visibilityState === 'hidden') return false;
  const details = window.frameElement?.closest('details');
  return !details || details.open;
}

const pick = <T>(loaders: Loaders<T>, part: string) =>
  Object.entries(loaders).find(([path]) => path.includes(part))?.[1];

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  cls?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** A value as shown: its name and its text (in `.v`, what the tests read), by name. */
function valueItem(l: LocalValue, tag: 'span' | 'tr'): HTMLElement {
  const text = l.times > 1 ? `${l.text} (last of ${l.times})` : l.text;
  if (tag === 'span') {
    const item = el('span', `${l.name} = `);
    item.dataset.name = l.name;
    item.append(el('span', text, 'v'));
    return item;
  }
  const row = el('tr');
  row.dataset.name = l.name;
  row.append(el('td', String(l.line)), el('td', l.name), el('td', text, 'v'));
  return row;
}

/**
 * A region's values: at the end of each shown line that noted some, as a comment would be, and
 * those noted on lines the region does not show (a long function's) in a table under it.
 */
function showRegion(region: HTMLElement, fn: string, v: FunctionValues): void {
  region.querySelectorAll('.code-value').forEach((n) => n.remove());
  const box = region.querySelector<HTMLElement>('.code-values')!;
  box.replaceChildren();
  box.hidden = false;
  if (v.locals === null) {
    box.append(el('p', `The page does not call ${fn}() itself, so there are no values to show here.`));
    return;
  }
  if (v.error !== null) box.append(el('p', `${fn}() stopped: ${v.error}`));
  const first = Number(region.dataset.first);
  const lines = region.querySelectorAll<HTMLElement>('.code-lines .line');
  const unseen: LocalValue[] = [];
  const notes = new Map<HTMLElement, HTMLElement>();
  for (const l of v.locals) {
    const line = lines[l.line - first];
    if (!line) {
      unseen.push(l);
      continue;
    }
    let note = notes.get(line);
    if (note) note.append(', ');
    else {
      note = el('span', '  // ', 'code-value');
      notes.set(line, note);
      line.append(note);
    }
    note.append(valueItem(l, 'span'));
  }
  if (unseen.length === 0) {
    box.hidden = box.childElementCount === 0;
    return;
  }
  const table = el('table', undefined, 'code-values-table');
  table.append(el('caption', `${fn}(): values on lines not shown above`), el('thead'), el('tbody'));
  const head = el('tr');
  for (const h of ['Line', 'Name', 'Value']) {
    const th = el('th', h);
    th.scope = 'col';
    head.append(th);
  }
  table.tHead!.append(head);
  table.tBodies[0]!.append(...unseen.map((l) => valueItem(l, 'tr')));
  box.append(table);
}

export async function startCodeValues({ chapters, solver }: FrameSources): Promise<void> {
  const slug = document.body.dataset.chapter;
  const load = slug ? pick(chapters, `/chapters/${slug}/`) : undefined;
  const regions = [...document.querySelectorAll<HTMLElement>('[data-trace-fn]')];
  if (!load || regions.length === 0) return;
  const chapter = (await load()).default;
  const modules = new Map<string, TracedModule>();
  for (const r of regions) {
    const file = r.dataset.traceFile!;
    const loadFile = pick(solver, `/solver/${file}.ts`);
    if (loadFile && !modules.has(file)) modules.set(file, (await loadFile()) as TracedModule);
  }

  const box = document.getElementById(BOX_ID) as HTMLInputElement | null;
  const notices = document.querySelector<HTMLElement>('.code-values-notices');
  const page = sameSitePage();
  /**
   * The configuration now: the page's, every store's values written over its address's query (the
   * stores not made yet, their islands not woken, are the address's); or this frame's own query.
   */
  const configuration = () => {
    if (!page) return window.location.search;
    let search = page.location.search;
    const stores = (page as unknown as Record<string, PageStores | undefined>)[PARAMS_CHANGED];
    for (const store of stores?.values() ?? []) search = writeParams(store.specs, store.values.value, search);
    return search;
  };
  let search = configuration();
  let shown: string | null = null;
  const render = () => {
    const on = !!box?.checked;
    document.body.classList.toggle('code-values-on', on);
    if (!on || !seen() || search === shown) return;
    shown = search;
    let said: string[] = [];
    for (const r of regions) {
      const fn = r.dataset.traceFn!;
      const mod = modules.get(r.dataset.traceFile!);
      if (!mod) continue;
      const v = functionValues(chapter, search, fn, mod);
      said = [...v.notices, ...(v.notice ? [v.notice] : [])];
      showRegion(r, fn, v);
    }
    if (notices) {
      notices.replaceChildren(...said.map((s) => el('p', s)));
      notices.hidden = said.length === 0;
    }
    fitFrame();
  };
  box?.addEventListener('change', () => {
    shown = null;
    render();
    fitFrame();
  });
  box?.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
  if (page) {
    const heard = () => {
      search = configuration();
      render();
    };
    page.addEventListener(PARAMS_CHANGED, heard);
    // The page outlives a frame whose disclosure it drops: no listener left behind on it.
    window.addEventListener('pagehide', () => page.removeEventListener(PARAMS_CHANGED, heard));
    // Shown again (the disclosure reopened, the tab back): what changed meanwhile.
    window.frameElement?.closest('details')?.addEventListener('toggle', render);
    document.addEventListener('visibilitychange', render);
  }
  render();
}

/** Grow the frame to its content, as its build-time height does for the lines alone (code.css caps it). */
function fitFrame(): void {
  const frame = window.frameElement as HTMLElement | null;
  if (frame) frame.style.height = `${Math.ceil(document.body.getBoundingClientRect().height)}px`;
}
