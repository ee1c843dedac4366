// The widgets as served (the island HTML each page ships, before any script runs):
// - a control that cannot act is disabled and says why: it is described (aria-describedby) by an
//   element of the page, shown once the reader opens the widget's disclosures, with a sentence in
//   it. The chapters' specs check that a control disabled by a change the reader makes comes back
//   when it matters; this is the state every reader lands in.
// - a page's DOM stays within its budget of 6,300 elements. Counted on the file as a browser with
//   scripting parses it (a <noscript>'s content is text then): hydration keeps the server's markup,
//   so a browser's count after a scroll through, islands hydrated, is the same (`npm run bench`
//   reports it).
// What needs a browser (figures in view while scrubbing, what scrolling fetches, the charts redrawn)
// is the walk's laptop visit (tests/e2e/checks/figure-in-view.ts, page-hygiene.ts) and
// tests/e2e/widgets.spec.ts.
import { builtPage, hiddenAsServed, requireBuild, DERIVATIONS, DIST } from './built';

requireBuild(DIST, 'npm run build');

/** The budget of elements a page's DOM may hold (the same number the browser layer asserts). */
// 6,300 since every chart is served in a narrow layout too (kit/plot/PlotFigure.tsx): up to 272
// elements a page, under display: none (never laid out or painted) except on a narrow column.
const DOM_ELEMENTS = 6_300;

/** Whether an element is shown once every <details> around it is open (as the reader opens them). */
function shownWithDetailsOpen(el: Element): boolean {
  const closed: Element[] = [];
  for (
    let d = el.closest('details:not([open])');
    d;
    d = d.parentElement?.closest('details:not([open])') ?? null
  )
    closed.push(d);
  for (const d of closed) d.setAttribute('open', '');
  try {
    return !hiddenAsServed(el);
  } finally {
    for (const d of closed) d.removeAttribute('open');
  }
}

/**
 * The elements a browser with scripting on builds from the file: a <noscript>'s content is text to
 * it, and a <template>'s is not in the document.
 */
function elementsAsParsed(document: Document): number {
  return [...document.querySelectorAll('*')].filter((el) => !el.parentElement?.closest('noscript, template'))
    .length;
}

describe.each(DERIVATIONS)('%s as served', (route) => {
  const { document } = builtPage(route);

  test('every disabled control is described by a reason the reader can see, in a sentence', () => {
    const controls = [...document.querySelectorAll('section.widget :is(input, select)')];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls.filter((c) => c.hasAttribute('disabled'))) {
      const id = control.id;
      const describedBy = control.getAttribute('aria-describedby');
      expect(describedBy, `${id} has aria-describedby`).toBeTruthy();
      for (const ref of describedBy!.split(/\s+/)) {
        const reason = document.getElementById(ref);
        expect(reason, `${id}'s reason #${ref}`).not.toBeNull();
        expect(shownWithDetailsOpen(reason!), `${id}'s reason #${ref} is shown`).toBe(true);
        expect(reason!.textContent!.trim().length, `${id}'s reason text`).toBeGreaterThan(10);
      }
    }
  });

  test(`holds at most ${DOM_ELEMENTS.toLocaleString('en')} elements`, () => {
    expect(elementsAsParsed(document)).toBeLessThanOrEqual(DOM_ELEMENTS);
  });
});

// A live simulation's Play, Step and Reset act on the first press, before the island's code has
// arrived (src/kit/client-interact.ts presses them again once it can): served enabled, so that they
// look as they act and a keyboard reaches them (a disabled button is no Tab stop).
describe('a live simulation’s transport as served', () => {
  const live = DERIVATIONS.flatMap((route) =>
    [...builtPage(route).document.querySelectorAll('section.widget[data-live-sim]')].map((section) => ({
      route,
      section,
    })),
  );

  test('the site has live simulations to check', () => {
    expect(live.length).toBeGreaterThan(0);
  });

  test.each(live.map((l) => [`${l.route}#${l.section.id}`, l.section] as const))(
    '%s: Play, Step and Reset are enabled',
    (_, section) => {
      const buttons = ['play', 'step', 'reset'].map((b) => section.querySelector(`button[data-si="${b}"]`));
      for (const [i, b] of buttons.entries()) {
        expect(b, `button ${i}`).not.toBeNull();
        expect(b!.hasAttribute('disabled'), `${b!.textContent} disabled as served`).toBe(false);
      }
      expect(buttons.map((b) => b!.textContent)).toEqual(['Play', 'Step', expect.stringMatching(/^Reset/)]);
    },
  );
});
