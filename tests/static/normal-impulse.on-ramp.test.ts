// The normal-impulse page's head-on on-ramp, as served: the derivation opens with it right after the
// collision widget, its steps first and numbered from (1), and the handout prints them first, with
// their numbers at the defaults (the values a reader without JavaScript is served, worked here by
// hand: normal-impulse.physics.ts). That the widget moves them, and that the bridge's link sets the
// widget head-on: tests/e2e/normal-impulse.scrubs.ts and normal-impulse.links.ts.
//
// Mutations these catch: the on-ramp section moved after the general case, its steps reordered or
// renumbered, its exercise not first, the handout starting elsewhere, a head-on value from another
// configuration.
import { builtPage, hiddenAsServed, requireBuild, DIST } from './built';
import { fmt } from '../../src/lib/format';
import { expectedHeadOn } from '../e2e/normal-impulse.physics';
import { ON_RAMP } from './normal-impulse.on-ramp';

requireBuild(DIST, 'npm run build');

/** A step output's text as served (in the step's <noscript>, parsed as markup). */
function output(document: Document, step: string, side: string): string | null {
  const step_ = document.querySelector(`[data-step="${step}"]`);
  const out = step_?.querySelector(`noscript[data-step-numbers] output[data-side="${side}"]`);
  return out?.textContent?.trim() ?? null;
}

/** The number first, then its unit. */
const shows = (x: number) => new RegExp(`^${fmt(x).replace('.', '\\.')}(\\s|$)`);

describe('the head-on on-ramp of /normal-impulse/', () => {
  test('opens the derivation right after the widget, its steps first and numbered from (1)', () => {
    const { document } = builtPage('/normal-impulse/');
    const sections = [...document.querySelectorAll('main h2')].map((h) => h.id);
    const at = sections.indexOf('the-collision-at-a-glance');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(sections.slice(at, at + 3)).toEqual([
      'the-collision-at-a-glance',
      'start-on-one-line-a-head-on-collision',
      'what-an-impulse-does-to-a-body',
    ]);
    const steps = [...document.querySelectorAll('main div.step')].map((s) => s.id);
    expect(steps.slice(0, ON_RAMP.length)).toEqual(ON_RAMP);
    expect(document.querySelector('[id="eq:ni-1d-momentum"] .step-number')?.textContent).toBe('(1)');
    // Its exercise comes first too (what it asks and how its slips are named: tests/unit/site/normal-impulse.head-on-exercise.test.ts).
    expect(document.querySelector('[data-exercise]')?.getAttribute('data-exercise')).toBe('ni-1d');
  });

  test('its numbers at the defaults are the widget’s collision made head-on: v_n = −4 m/s, j = 4 N·s, v_A′ = 1, v_B′ = 3', () => {
    // v_A = 3, v_B = −1 m/s, so v_n = −4 m/s, j = 1.5·4/1.5 = 4 N·s, v_A′ = 1, v_B′ = 3.
    const x = expectedHeadOn();
    expect([x.vn, x.j, x.vAAfter, x.vBAfter]).toEqual([-4, 4, 1, 3]);
    const { document } = builtPage('/normal-impulse/');
    expect(output(document, 'eq:ni-1d-approach', '0.0')).toMatch(/^\u22124(\s|$)/);
    expect(output(document, 'eq:ni-1d-j', '0.0')).toMatch(shows(x.j));
    expect(output(document, 'eq:ni-1d-velocity', '0.0')).toMatch(shows(x.vAAfter));
    expect(output(document, 'eq:ni-1d-velocity', '1.0')).toMatch(shows(x.vBAfter));
    expect(output(document, 'eq:ni-1d-restitution', '0.0')).toMatch(shows(2));
  });

  test('the handout prints the head-on steps first, with their numbers', () => {
    const { document } = builtPage('/normal-impulse/handout/');
    const first = document.querySelector('.handout-content div.step');
    expect(first?.id).toBe('eq:ni-1d-momentum');
    expect(hiddenAsServed(first!)).toBe(false);
    expect(output(document, 'eq:ni-1d-j', '0.0')).toMatch(shows(expectedHeadOn().j));
  });
});
