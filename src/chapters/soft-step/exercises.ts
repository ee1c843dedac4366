// Exercises on the soft step: the page's one contact and its two-box stack, from the derivation's
// parameters; answers and common wrong answers computed through this page's scenario (src/solver,
// src/sim). The prediction opens the spring widget in the configuration it asks about.
import { numeric, predict, type Exercise } from '../../kit/exercises/model';
import { q } from '../../kit/exercises/text';
import { softness } from '../../solver';
import { G, type SsValues, type SoftStepScene } from './scenario';
import { derivation } from './steps';

type S = SoftStepScene;

const contact = (p: SsValues) =>
  `A box of mass m = ${q(p.m)} kg rests on the ground on one contact point under its centre. The engine ` +
  `steps at 60 Hz with ${q(p.n)} substeps per step; its contact hertz is f_c = ${q(p.fc)} Hz and its damping ` +
  `ratio ζ = ${q(p.zeta)}. As Box2D v3 does, it caps the contact hertz at a quarter of the substep rate and ` +
  'doubles it against a static body such as the ground.';

export const exercises: readonly Exercise[] = [
  numeric({
    id: 'ss-bias-rate',
    rotation: false,
    title: 'The spring’s bias rate',
    derivation,
    draw: { fc: [50, 100], zeta: [0.5, 3], n: [2, 3] },
    prompt: (p) => contact(p),
    asked: 'the bias rate of the contact’s spring against the ground, in 1/s',
    symbol: 'biasRate',
    unit: '1/s',
    answer: (s: S) => s.one.soft.biasRate,
    mistakes: [
      {
        value: (s: S) => softness(s.one.f, s.one.p.zeta, s.one.h).biasRate,
        hint: 'Against the ground, a static body, the spring runs at twice the (capped) contact hertz.',
        step: 'eq:ss-cap',
      },
      {
        value: (s: S) => softness(2 * s.one.p.fc, s.one.p.zeta, s.one.h).biasRate,
        hint: 'The contact hertz is capped first, at a quarter of the substep rate 1/(4h), then doubled.',
        step: 'eq:ss-cap',
      },
      {
        value: (s: S) => softness(s.one.fs, s.one.p.zeta, s.one.h * s.one.p.n).biasRate,
        hint: 'The spring is integrated over a substep, h = Δt/n, not over the whole step Δt.',
        step: 'eq:ss-coefficients',
      },
      {
        value: (s: S) => s.one.omega / (2 * s.one.p.zeta),
        hint: 'The denominator is 2ζ + hω: the implicit step adds hω to the damping’s 2ζ.',
        step: 'eq:ss-coefficients',
      },
    ],
    hint: 'Find f_s = 2·min(f_c, 1/(4h)) and ω = 2π·f_s, then biasRate = ω/(2ζ + hω).',
    hintStep: 'eq:ss-coefficients',
    solution: [
      { step: 'eq:ss-cap', row: 1, label: 'f_s = 2·min(f_c, 1/(4h))' },
      { step: 'eq:ss-coefficients', row: 0, label: 'biasRate = ω/(2ζ + hω)' },
    ],
  }),
  numeric({
    id: 'ss-rest',
    rotation: false,
    title: 'Where a resting box settles',
    derivation,
    draw: { m: [0.5, 5], fc: [10, 60], zeta: [1, 10], n: [2, 8] },
    prompt: (p) => contact(p) + ' The box is not moving.',
    asked: 'the contact’s separation once the box has settled, in millimetres (negative: overlap)',
    symbol: 's*',
    unit: 'mm',
    answer: (s: S) => (-G / s.one.omega ** 2) * 1000,
    mistakes: [
      {
        value: (s: S) => (-G / (2 * Math.PI * s.one.f) ** 2) * 1000,
        hint: 'Against the ground the spring runs at twice the capped contact hertz: ω = 2π·2f.',
        step: 'eq:ss-cap',
      },
      {
        value: (s: S) => (-G / s.one.fs ** 2) * 1000,
        hint: 'ω is in radians per second: 2π times the frequency in hertz.',
        step: 'eq:ss-spring',
      },
      {
        value: (s: S) => ((-G * s.one.m) / s.one.omega ** 2) * 1000,
        hint: 'The stiffness is m·ω², so the mass cancels: s* = −g/ω² for any box.',
        step: 'eq:ss-rest',
      },
    ],
    hint: 'At rest the spring carries the weight: m·ω²·(−s*) = m·g.',
    hintStep: 'eq:ss-rest',
    solution: [
      { step: 'eq:ss-cap', row: 1, label: 'f_s = 2·min(f_c, 1/(4h))' },
      {
        step: 'eq:ss-rest',
        label: 's* = −g/ω², in millimetres',
        quantity: { value: (s: S) => (-G / s.one.omega ** 2) * 1000, unit: 'mm' },
      },
    ],
  }),
  numeric({
    id: 'ss-sweeps',
    rotation: false,
    title: 'Sweeps for a heavy box on a light one',
    derivation,
    draw: { m: [0.5, 5], ratio: [2, 200] },
    prompt: (p) =>
      `A box of mass M = ${q(p.ratio * p.m)} kg rests on a box of mass m = ${q(p.m)} kg on the ground; both ` +
      'contacts act through the centres. Sequential impulses solve the two rigid contacts by Gauss–Seidel.',
    asked:
      'how many sweeps cut the error tenfold, N = ln 10 / ln(1/ρ), with ρ the factor each sweep leaves of the error',
    symbol: 'N',
    unit: '',
    answer: (s: S) => Math.log(10) / Math.log((s.ratio.M + s.ratio.m) / s.ratio.M),
    mistakes: [
      {
        value: (s: S) => Math.log(10) / Math.log((s.ratio.M + s.ratio.m) / s.ratio.m),
        hint: 'The factor left per sweep is M/(M + m), close to 1 when the top box is heavy: the error shrinks slowly.',
        step: 'eq:ss-gs-rate',
      },
      {
        value: (s: S) => Math.log(10) / Math.log(s.ratio.m / s.ratio.M),
        hint: 'K₂₂ is the upper contact’s whole diagonal entry, 1/m + 1/M: both boxes it joins move under its push.',
        step: 'eq:ss-gs-rate',
      },
      {
        value: (s: S) => 10 / ((s.ratio.M + s.ratio.m) / s.ratio.M),
        hint: 'The error shrinks by the factor ρ each sweep, so N sweeps leave ρ^N: take logarithms.',
        step: 'eq:ss-gs-rate',
      },
    ],
    hint: 'ρ = K₁₂²/(K₁₁K₂₂) with K₁₁ = 1/m, K₁₂ = −1/m, K₂₂ = 1/m + 1/M.',
    hintStep: 'eq:ss-gs-rate',
    solution: [
      { step: 'eq:ss-mass-k', row: 2, label: 'K₂₂ = 1/m + 1/M' },
      { step: 'eq:ss-gs-rate', row: 0, label: 'ρ = M/(M + m)' },
      { step: 'eq:ss-gs-rate', row: 1, label: 'N = ln 10/ln(1/ρ)' },
    ],
  }),
  predict({
    id: 'ss-underdamped',
    rotation: false,
    title: 'An underdamped contact, stepped as Box2D steps it',
    question:
      'Set the damping ratio to 0.2: the spring alone would oscillate. The box lands at 2 m/s and the soft step (substeps, each solved and then relaxed) runs. What does the box’s separation do?',
    choices: [
      'It oscillates about its rest point, as the exact spring does',
      'It creeps to its rest point without overshooting it',
      'It sinks further and further',
    ],
    correct: 1,
    why: 'The relax pass stops the box at the end of every substep, so no velocity is carried from one substep to the next: only the spring’s push, proportional to the overlap, moves it. That is a first-order creep, not an oscillation. The implicit steps without relax keep the velocity, and do oscillate.',
    section: 'the-substep-loop-and-why-it-relaxes',
    link: {
      query: { zeta: 0.2 },
      widget: 'ss-spring',
      label: 'Open the spring widget at ζ = 0.2',
    },
  }),
];
