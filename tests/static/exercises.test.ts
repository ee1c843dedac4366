// The exercises as served, which is what a reader without JavaScript gets: every chapter page ends
// with its exercises (at least four, of both kinds), each problem at its default seed with its
// worked solution in a closed <details>, the answer the one the model gives for that seed, every
// solution line linked to a step of the page, and every prediction's answer linked to the page's
// widget in that configuration. The judging itself (hints for the usual slips, tolerances, seeds) is
// unit-tested over many seeds in tests/unit/site/exercises.test.ts; what needs the island running
// (answers checked, "New numbers", the seed in the URL, progress) is tests/e2e/exercises.spec.ts.
import {
  type AnyNumeric,
  DEFAULT_SEED,
  type Exercise,
  predictHref,
  seedKey,
  solve,
  variant,
} from '../../src/kit/exercises/model';
import { builtPage, hiddenAsServed, requireBuild, DERIVATIONS, DIST } from './built';

requireBuild(DIST, 'npm run build');

const modules = import.meta.glob<{ exercises: readonly Exercise[] }>('../../src/chapters/*/exercises.ts', {
  eager: true,
});
const exercisesOf = (route: string): readonly Exercise[] => {
  const m = modules[`../../src/chapters${route}exercises.ts`];
  expect(m, `src/chapters${route}exercises.ts`).toBeDefined();
  return m!.exercises;
};

/** Whether an element inside a closed <details> is shown once the reader opens it. */
function shownWhenOpened(el: Element, details: Element): boolean {
  details.setAttribute('open', '');
  try {
    return !hiddenAsServed(el);
  } finally {
    details.removeAttribute('open');
  }
}

describe.each(DERIVATIONS)('the exercises on %s, as served', (route) => {
  const { document } = builtPage(route);
  const exercises = exercisesOf(route);
  const cards = [...document.querySelectorAll('[data-exercise]')];
  const card = (id: string) => cards.find((c) => c.getAttribute('data-exercise') === id)!;
  const steps = new Set([...document.querySelectorAll('div.step')].map((s) => s.id));

  test('the section is there, with at least four exercises of both kinds, the chapter’s own, in order', () => {
    expect(document.querySelector('h2#exercises')?.textContent).toBe('Exercises');
    expect(cards.length).toBeGreaterThanOrEqual(4);
    const kinds = cards.map((c) => c.getAttribute('data-exercise-kind'));
    expect(kinds).toContain('numeric');
    expect(kinds).toContain('predict');
    expect(cards.map((c) => [c.getAttribute('data-exercise'), c.getAttribute('data-exercise-kind')])).toEqual(
      exercises.map((e) => [e.id, e.kind]),
    );
  });

  test('each problem is shown, with its worked solution in one closed disclosure that shows the answer when opened', () => {
    for (const c of cards) {
      const id = c.getAttribute('data-exercise')!;
      const prompt = c.querySelector('.exercise-prompt');
      expect(prompt, id).not.toBeNull();
      expect(hiddenAsServed(prompt!), `${id}: the problem is hidden`).toBe(false);
      expect(prompt!.textContent!.trim().length, id).toBeGreaterThan(20);
      const details = c.querySelectorAll('details');
      expect(details.length, id).toBe(1);
      expect(details[0]!.hasAttribute('open'), id).toBe(false);
      expect(details[0]!.querySelector(':scope > summary')?.textContent?.trim(), id).toBeTruthy();
      const answer = details[0]!.querySelector('[data-answer]');
      expect(answer, `${id}: the answer is in the disclosure`).not.toBeNull();
      expect(shownWhenOpened(answer!, details[0]!), `${id}: the answer is shown when opened`).toBe(true);
    }
  });

  test('a numeric problem is its default seed’s variant: its answer, its link, and a solution line per step, each linked', () => {
    const numerics = exercises.filter((e): e is AnyNumeric => e.kind === 'numeric');
    expect(numerics.length).toBeGreaterThan(0);
    for (const ex of numerics) {
      const c = card(ex.id);
      const v = variant(ex, DEFAULT_SEED);
      expect(c.querySelector('[data-answer]')?.getAttribute('data-answer'), ex.id).toBe(String(v.answer));
      expect(
        c.querySelector('.exercise-meta a')?.getAttribute('href'),
        `${ex.id}: the link to this variant`,
      ).toBe(`?${seedKey(ex.id)}=${DEFAULT_SEED}#ex-${ex.id}`);
      const lines = [...c.querySelectorAll('.exercise-solution li')];
      expect(lines.length, ex.id).toBe(solve(ex, v).length);
      for (const li of lines) {
        const href = li.querySelector('a')?.getAttribute('href') ?? '';
        expect(steps, `${ex.id}: ${href}`).toContain(href.replace(/^#/, ''));
      }
      // The answer box is labelled with the unit the problem asks in. A text box for decimals: a
      // browser's number box drops a decimal comma ("6,87" became 687).
      const box = c.querySelector('input.exercise-answer');
      expect(box?.getAttribute('type'), ex.id).toBe('text');
      expect(box?.getAttribute('inputmode'), ex.id).toBe('decimal');
      expect(c.querySelector(`label[for="${box?.id}"]`)?.textContent, ex.id).toBe(`Your answer (${ex.unit})`);
    }
  });

  test('a prediction’s answer is its correct choice, and its solution links to the widget in that configuration', () => {
    const predicts = exercises.filter((e) => e.kind === 'predict');
    expect(predicts.length).toBeGreaterThan(0);
    for (const ex of predicts) {
      const c = card(ex.id);
      expect(c.querySelectorAll('input[type="radio"]').length, ex.id).toBe(ex.choices.length);
      expect(c.querySelector('[data-answer]')?.getAttribute('data-answer'), ex.id).toBe(
        String(ex.correct + 1),
      );
      const href = c.querySelector('.exercise-solution a')?.getAttribute('href') ?? '';
      expect(href, ex.id).toBe(predictHref(ex));
      expect(href).toMatch(/^\?[^#]+#[a-z-]+$/);
      const widget = document.getElementById(href.split('#')[1]!);
      expect(widget?.matches('section.widget'), `${ex.id}: ${href} names a widget of the page`).toBe(true);
    }
  });
});
