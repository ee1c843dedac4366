// The first page's deck and lessons as served, the example the classroom issues were written about:
// its first step slides the head-on ones, a step slide's lead-in, the "Choosing e" table's slide;
// both lessons starting on the head-on section (every chapter's: classroom.test.ts).
import { builtPage, requireBuild, DIST } from './built';
import { deckOf, words } from './classroom-support';
import { ON_RAMP } from './normal-impulse.on-ramp';

requireBuild(DIST, 'npm run build');

const q = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];

describe('normal-impulse’s deck, as the example the issue was written about', () => {
  const slug = 'normal-impulse';
  const deck = deckOf(slug);
  const stepSlide = (id: string) =>
    deck.slides.find((s) => s.parts.at(-1)?.getAttribute('data-step') === id)!;

  test('its first step slides are the head-on ones, in the page’s order, under their section', () => {
    const ids = deck.slides
      .filter((s) => s.parts.at(-1)?.matches('.step'))
      .slice(0, ON_RAMP.length)
      .map((s) => s.parts.at(-1)!.getAttribute('data-step'));
    expect(ids).toEqual(ON_RAMP);
    const first = stepSlide('eq:ni-1d-momentum');
    expect(words(first.parts[0])).toBe('Start on one line: a head-on collision');
    expect(words(first.parts.find((p) => p.matches('.deck-lead')))).toContain('by the impulse it receives');
  });

  test('a step slide’s lead-in and equation before: “Dividing by the masses…”, then (7) above (8)', () => {
    expect(words(stepSlide('eq:ni-impulse-linear').parts.find((p) => p.matches('.deck-lead')))).toContain(
      'Dividing by the masses gives the new velocities',
    );
    const angular = stepSlide('eq:ni-impulse-angular');
    expect(words(angular.parts.find((p) => p.matches('.deck-prev'))?.querySelector('.step-number'))).toBe(
      '(7)',
    );
  });

  test('the “Choosing e” table has its slide; the reading page keeps each source’s errata collapsed', () => {
    const table = deck.slides.find(
      (s) =>
        s.section === 'choosing-e-for-a-pair-of-materials' &&
        s.parts.some((p) => p.matches('table, .table-scroll')),
    );
    expect(words(table?.parts.at(-1))).toContain('the bouncier body wins');
    const errata = q(builtPage(`/${slug}/`).document, 'details.errata');
    expect(errata.length).toBeGreaterThan(1);
  });
});

describe('/teach/, for this page', () => {
  const { document } = builtPage('/teach/');

  test('the normal-impulse lessons start the derivation on the head-on section and set its exercise', () => {
    const lesson = document.querySelector('section[data-lesson="normal-impulse"]')!;
    const hashes = (part: string) =>
      q(lesson, `table[data-part="${part}"] tbody a:not([href*="/present/"])`).map((a) =>
        decodeURIComponent(new URL(a.getAttribute('href')!, 'http://site').hash),
      );
    for (const part of ['plan', 'no-rotation']) {
      expect(hashes(part).filter((h) => h.startsWith('#eq:'))[0], part).toBe('#eq:ni-1d-momentum');
      expect(hashes(part).filter((h) => h.startsWith('#ex-'))[0], part).toBe('#ex-ni-1d');
    }
    // Without rotation, the lesson stays on the line but for the energy.
    expect(hashes('no-rotation').filter((h) => h.startsWith('#eq:') && !h.startsWith('#eq:ni-1d-'))).toEqual([
      '#eq:ni-energy',
    ]);
    // The first step is on the page under the head-on section's heading.
    const page = builtPage('/normal-impulse/').document;
    const step = page.getElementById('eq:ni-1d-momentum')!;
    const headings = q(page, 'main h2');
    const under = headings.filter((h) => h.compareDocumentPosition(step) & 4).at(-1);
    expect(under?.id).toBe('start-on-one-line-a-head-on-collision');
  });
});
