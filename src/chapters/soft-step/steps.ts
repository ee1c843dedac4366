// The soft step on the smallest case: one box on the ground by one contact under its centre, frozen
// at a substep, and a heavy box on a light one for the mass ratios (./scenario.ts). Each step's TeX
// and the functions that evaluate its sides, computed with src/solver and src/sim; the step-equality
// test checks that they agree at thousands of random configurations.
import { defineDerivation } from '../../kit/steps/define';
import { softStepScene, ssParams, G, MAX_PUSH, V_THRESHOLD, type SoftStepScene } from './scenario';

type S = SoftStepScene;
const br = (s: S) => s.one.soft.biasRate;
const ms = (s: S) => s.one.soft.massScale;
const is = (s: S) => s.one.soft.impulseScale;
const hw = (s: S) => s.one.h * s.one.omega;
/** The solve pass's total after sweep k, and its change at sweep k. */
const solved = (s: S, k: number) => s.one.solve.history[k]![0]!;
const lamR = (s: S) => s.one.relax.lambda[0]!;
const vR = (s: S) => s.one.relax.bodies[1]!.v.y;
const vSpec = (s: S) => s.one.spec.bodies[1]!.v.y;
const K = (s: S, i: number, j: number) => s.ratio.K[i]![j]!;
const rho = (s: S) => K(s, 0, 1) ** 2 / (K(s, 0, 0) * K(s, 1, 1));
const rhoSoft = (s: S) => rho(s) * s.ratio.ms1 * s.ratio.ms2;
/** The light–heavy row's change at sweep k of sequential impulses. */
const change = (s: S, k: number) => s.ratio.lambda2[k]! - s.ratio.lambda2[k - 1]!;

/** Why the one-row steps do not show this configuration, or null. */
const pushing = (s: S) =>
  s.one.P <= 0
    ? 'The box already leaves faster than the spring would push it: the total would be negative, so the clamp keeps it at 0 and the contact does nothing.'
    : br(s) * s.one.s1 < -MAX_PUSH
      ? `The spring would push the overlap apart faster than ${MAX_PUSH} m/s: the push-out cap replaces its bias (below).`
      : null;

export const derivation = defineDerivation({
  page: 'soft-step',
  params: ssParams,
  scenario: softStepScene,
  symbols: {
    m: (s) => s.one.m,
    M: (s) => s.ratio.M,
    h: (s) => s.one.h,
    f_c: (s) => s.one.p.fc,
    f: (s) => s.one.f,
    f_s: (s) => s.one.fs,
    [String.raw`\omega`]: (s) => s.one.omega,
    [String.raw`\zeta`]: (s) => s.one.p.zeta,
    s_1: (s) => s.one.s1,
    v_1: (s) => s.one.v1,
    v_2: (s) => s.one.v2,
    v_0: (s) => s.one.p.v0,
    g: () => G,
    [String.raw`\pi`]: () => Math.PI,
    e: (s) => s.one.p.e,
    P: (s) => s.one.P,
    [String.raw`\mathrm{biasRate}`]: br,
    [String.raw`\mathrm{massScale}`]: ms,
    [String.raw`\mathrm{impulseScale}`]: is,
    [String.raw`\beta`]: (s) => s.one.h * br(s),
    [String.raw`\Delta^{(2)}`]: (s) => solved(s, 2) - solved(s, 1),
    [String.raw`\lambda_r`]: lamR,
    v_r: vR,
    [String.raw`s^{\ast}`]: (s) => -G / s.one.omega ** 2,
    [String.raw`v_{\text{end}}`]: (s) => s.one.bounce,
    [String.raw`s_{\text{sp}}`]: (s) => s.one.gap,
    [String.raw`v_{\text{sp}}`]: vSpec,
    'K_{11}': (s) => K(s, 0, 0),
    'K_{12}': (s) => K(s, 0, 1),
    'K_{21}': (s) => K(s, 1, 0),
    'K_{22}': (s) => K(s, 1, 1),
    [String.raw`\rho`]: rho,
    [String.raw`\kappa_1`]: (s) => s.ratio.eig.l1,
    [String.raw`\kappa_2`]: (s) => s.ratio.eig.l2,
    [String.raw`\mathrm{massScale}_1`]: (s) => s.ratio.ms1,
    [String.raw`\mathrm{massScale}_2`]: (s) => s.ratio.ms2,
    [String.raw`\rho_{\text{soft}}`]: rhoSoft,
    N: (s) => Math.log(10) / Math.log(1 / rho(s)),
    [String.raw`N_{\text{soft}}`]: (s) => Math.log(10) / Math.log(1 / rhoSoft(s)),
  },
  steps: [
    {
      id: 'eq:ss-spring',
      tex: String.raw`\omega = 2\pi f_s`,
      unit: 'rad/s',
      rows: [
        [
          { tex: String.raw`\omega`, value: (s) => s.one.omega },
          { tex: String.raw`2\pi f_s`, value: (s) => 2 * Math.PI * s.one.fs },
        ],
      ],
    },
    {
      id: 'eq:ss-implicit',
      tex: String.raw`v_2 - v_1 = -h\,\bigl(\omega^2\,(s_1 + h\,v_2) + 2\zeta\omega\,v_2\bigr)`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`v_2 - v_1`, value: (s) => s.one.v2 - s.one.v1 },
          {
            tex: String.raw`-h\,(\omega^2(s_1 + h\,v_2) + 2\zeta\omega\,v_2)`,
            value: (s) =>
              -s.one.h *
              (s.one.omega ** 2 * (s.one.s1 + s.one.h * s.one.v2) +
                2 * s.one.p.zeta * s.one.omega * s.one.v2),
          },
        ],
        [
          { tex: 'v_2', value: (s) => s.one.v2 },
          {
            tex: String.raw`\frac{v_1 - h\,\omega^2 s_1}{1 + h\omega\,(2\zeta + h\omega)}`,
            value: (s) =>
              (s.one.v1 - s.one.h * s.one.omega ** 2 * s.one.s1) / (1 + hw(s) * (2 * s.one.p.zeta + hw(s))),
          },
        ],
      ],
    },
    {
      id: 'eq:ss-coefficients',
      tex: String.raw`\mathrm{biasRate} = \frac{\omega}{2\zeta + h\omega},\qquad \mathrm{massScale} = \frac{h\omega\,(2\zeta + h\omega)}{1 + h\omega\,(2\zeta + h\omega)},\qquad \mathrm{impulseScale} = \frac{1}{1 + h\omega\,(2\zeta + h\omega)}`,
      rows: [
        {
          unit: '1/s',
          sides: [
            { tex: String.raw`\mathrm{biasRate}`, value: br },
            {
              tex: String.raw`\omega/(2\zeta + h\omega)`,
              value: (s) => s.one.omega / (2 * s.one.p.zeta + hw(s)),
            },
          ],
        },
        [
          { tex: String.raw`\mathrm{massScale}`, value: ms },
          {
            tex: String.raw`\frac{h\omega(2\zeta + h\omega)}{1 + h\omega(2\zeta + h\omega)}`,
            value: (s) => {
              const a2 = hw(s) * (2 * s.one.p.zeta + hw(s));
              return a2 / (1 + a2);
            },
          },
        ],
        [
          { tex: String.raw`\mathrm{impulseScale}`, value: is },
          { tex: String.raw`1 - \mathrm{massScale}`, value: (s) => 1 - ms(s) },
          {
            tex: String.raw`\frac{1}{1 + h\omega(2\zeta + h\omega)}`,
            value: (s) => 1 / (1 + hw(s) * (2 * s.one.p.zeta + hw(s))),
          },
        ],
      ],
    },
    {
      id: 'eq:ss-impulse',
      tex: String.raw`P = m\,(v_2 - v_1) = -\mathrm{massScale}\cdot m\,(v_1 + \mathrm{biasRate}\cdot s_1)`,
      unit: 'N·s',
      inapplicable: pushing,
      rows: [
        [
          { tex: 'P', value: (s) => solved(s, 1) },
          { tex: String.raw`m\,(v_2 - v_1)`, value: (s) => s.one.P },
          {
            tex: String.raw`-\mathrm{massScale}\cdot m\,(v_1 + \mathrm{biasRate}\cdot s_1)`,
            value: (s) => -ms(s) * s.one.m * (s.one.v1 + br(s) * s.one.s1),
          },
        ],
      ],
    },
    {
      id: 'eq:ss-revisit',
      tex: String.raw`\Delta^{(2)} = -\mathrm{massScale}\cdot m\,(v_2 + \mathrm{biasRate}\cdot s_1) - \mathrm{impulseScale}\cdot P = 0`,
      unit: 'N·s',
      inapplicable: pushing,
      rows: [
        [
          { tex: String.raw`\Delta^{(2)}`, value: (s) => solved(s, 2) - solved(s, 1) },
          {
            tex: String.raw`-\mathrm{massScale}\cdot m\,(v_2 + \mathrm{biasRate}\cdot s_1) - \mathrm{impulseScale}\cdot P`,
            value: (s) => -ms(s) * s.one.m * (s.one.v2 + br(s) * s.one.s1) - is(s) * s.one.P,
          },
          { tex: '0', value: () => 0 },
        ],
      ],
    },
    {
      id: 'eq:ss-baumgarte',
      tex: String.raw`\beta = h\cdot\mathrm{biasRate} = \frac{h\omega}{2\zeta + h\omega}`,
      rows: [
        [
          { tex: String.raw`\beta`, value: (s) => s.one.h * br(s) },
          { tex: String.raw`h\omega/(2\zeta + h\omega)`, value: (s) => hw(s) / (2 * s.one.p.zeta + hw(s)) },
        ],
      ],
    },
    {
      id: 'eq:ss-cap',
      tex: String.raw`f = \min\Bigl(f_c,\ \frac{1}{4h}\Bigr),\qquad f_s = 2f,\qquad h\,\omega = 2\pi f_s h`,
      rows: [
        {
          unit: 'Hz',
          sides: [
            { tex: 'f', value: (s) => s.one.f },
            { tex: String.raw`\min(f_c, 1/(4h))`, value: (s) => Math.min(s.one.p.fc, 1 / (4 * s.one.h)) },
          ],
        },
        {
          unit: 'Hz',
          sides: [
            { tex: 'f_s', value: (s) => s.one.fs },
            { tex: '2f', value: (s) => 2 * s.one.f },
          ],
        },
        [
          { tex: String.raw`h\,\omega`, value: hw },
          { tex: String.raw`2\pi f_s h`, value: (s) => 2 * Math.PI * s.one.fs * s.one.h },
        ],
      ],
    },
    {
      id: 'eq:ss-relax',
      tex: String.raw`\lambda_r = P - m\,v_2,\qquad v_r = v_2 + \frac{\lambda_r - P}{m} = 0`,
      inapplicable: (s) =>
        pushing(s) ??
        (s.one.P - s.one.m * s.one.v2 < 0
          ? 'The spring left the box moving apart faster than its whole push: the relax pass can take back only the push, and stops at a total of 0.'
          : null),
      rows: [
        {
          unit: 'N·s',
          sides: [
            { tex: String.raw`\lambda_r`, value: lamR },
            { tex: String.raw`P - m\,v_2`, value: (s) => s.one.P - s.one.m * s.one.v2 },
          ],
        },
        {
          unit: 'm/s',
          sides: [
            { tex: 'v_r', value: vR },
            {
              tex: String.raw`v_2 + (\lambda_r - P)/m`,
              value: (s) => s.one.v2 + (lamR(s) - s.one.P) / s.one.m,
            },
            { tex: '0', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:ss-rest',
      tex: String.raw`s^{\ast} = -\frac{g}{\omega^2} = -\frac{g\,h\cdot\mathrm{impulseScale}}{\mathrm{massScale}\cdot\mathrm{biasRate}}`,
      unit: 'm',
      rows: [
        [
          { tex: String.raw`s^{\ast}`, value: (s) => -G / s.one.omega ** 2 },
          {
            tex: String.raw`-\frac{g\,h\cdot\mathrm{impulseScale}}{\mathrm{massScale}\cdot\mathrm{biasRate}}`,
            value: (s) => (-G * s.one.h * is(s)) / (ms(s) * br(s)),
          },
        ],
      ],
    },
    {
      id: 'eq:ss-restitution',
      tex: String.raw`v_{\text{end}} = -e\,v_0`,
      unit: 'm/s',
      inapplicable: (s) =>
        s.one.p.v0 >= -V_THRESHOLD
          ? `The box lands slower than ${V_THRESHOLD} m/s: below the threshold the restitution pass leaves it alone.`
          : s.one.p.e === 0
            ? 'With e = 0 there is no bounce to restore: the pass is skipped.'
            : null,
      rows: [
        [
          { tex: String.raw`v_{\text{end}}`, value: (s) => s.one.bounce },
          { tex: String.raw`-e\,v_0`, value: (s) => -s.one.p.e * s.one.p.v0 },
        ],
      ],
    },
    {
      id: 'eq:ss-speculative',
      tex: String.raw`v_{\text{sp}} = -\frac{s_{\text{sp}}}{h},\qquad s_{\text{sp}} + h\,v_{\text{sp}} = 0`,
      inapplicable: (s) =>
        s.one.gap === 0
          ? 'With no gap the contact touches: it is a spring, not a speculative contact.'
          : s.one.v1 >= -s.one.gap / s.one.h
            ? 'At this speed the box would not reach the ground within the substep: the speculative contact does nothing.'
            : null,
      rows: [
        {
          unit: 'm/s',
          sides: [
            { tex: String.raw`v_{\text{sp}}`, value: vSpec },
            { tex: String.raw`-s_{\text{sp}}/h`, value: (s) => -s.one.gap / s.one.h },
          ],
        },
        {
          unit: 'm',
          sides: [
            {
              tex: String.raw`s_{\text{sp}} + h\,v_{\text{sp}}`,
              value: (s) => s.one.gap + s.one.h * vSpec(s),
            },
            { tex: '0', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:ss-mass-k',
      tex: String.raw`K_{11} = \frac{1}{m},\qquad K_{12} = K_{21} = -\frac{1}{m},\qquad K_{22} = \frac{1}{m} + \frac{1}{M}`,
      unit: '1/kg',
      rows: [
        [
          { tex: 'K_{11}', value: (s) => K(s, 0, 0) },
          { tex: '1/m', value: (s) => 1 / s.ratio.m },
        ],
        [
          { tex: 'K_{12}', value: (s) => K(s, 0, 1) },
          { tex: 'K_{21}', value: (s) => K(s, 1, 0) },
          { tex: '-1/m', value: (s) => -1 / s.ratio.m },
        ],
        [
          { tex: 'K_{22}', value: (s) => K(s, 1, 1) },
          { tex: '1/m + 1/M', value: (s) => 1 / s.ratio.m + 1 / s.ratio.M },
        ],
      ],
    },
    {
      id: 'eq:ss-spectrum',
      tex: String.raw`\kappa_1 + \kappa_2 = K_{11} + K_{22},\qquad \kappa_1\,\kappa_2 = \frac{1}{m\,M}`,
      rows: [
        {
          unit: '1/kg',
          sides: [
            { tex: String.raw`\kappa_1 + \kappa_2`, value: (s) => s.ratio.eig.l1 + s.ratio.eig.l2 },
            { tex: 'K_{11} + K_{22}', value: (s) => K(s, 0, 0) + K(s, 1, 1) },
          ],
        },
        {
          unit: '1/kg²',
          sides: [
            { tex: String.raw`\kappa_1\,\kappa_2`, value: (s) => s.ratio.eig.l1 * s.ratio.eig.l2 },
            { tex: String.raw`1/(m\,M)`, value: (s) => 1 / (s.ratio.m * s.ratio.M) },
          ],
        },
      ],
    },
    {
      id: 'eq:ss-gs-rate',
      tex: String.raw`\rho = \frac{K_{12}^2}{K_{11}\,K_{22}} = \frac{M}{M + m},\qquad N = \frac{\ln 10}{\ln(1/\rho)}`,
      rows: [
        [
          { tex: String.raw`\rho`, value: (s) => change(s, 3) / change(s, 2) },
          { tex: String.raw`K_{12}^2/(K_{11}K_{22})`, value: rho },
          { tex: String.raw`M/(M + m)`, value: (s) => s.ratio.M / (s.ratio.M + s.ratio.m) },
        ],
        [
          { tex: 'N', value: (s) => Math.log(10) / Math.log(1 / rho(s)) },
          { tex: String.raw`\frac{\ln 10}{\ln(1/\rho)}`, value: (s) => Math.log(10) / -Math.log(rho(s)) },
        ],
      ],
    },
    {
      id: 'eq:ss-soft-rate',
      tex: String.raw`\rho_{\text{soft}} = \frac{K_{12}^2}{(K_{11}/\mathrm{massScale}_1)\,(K_{22}/\mathrm{massScale}_2)} = \rho\cdot\mathrm{massScale}_1\cdot\mathrm{massScale}_2,\qquad N_{\text{soft}} = \frac{\ln 10}{\ln(1/\rho_{\text{soft}})}`,
      rows: [
        [
          { tex: String.raw`\rho_{\text{soft}}`, value: rhoSoft },
          {
            tex: String.raw`\frac{K_{12}^2}{(K_{11}/\mathrm{massScale}_1)(K_{22}/\mathrm{massScale}_2)}`,
            value: (s) => K(s, 0, 1) ** 2 / ((K(s, 0, 0) / s.ratio.ms1) * (K(s, 1, 1) / s.ratio.ms2)),
          },
        ],
        [
          { tex: String.raw`N_{\text{soft}}`, value: (s) => Math.log(10) / Math.log(1 / rhoSoft(s)) },
          {
            tex: String.raw`\frac{\ln 10}{\ln(1/\rho_{\text{soft}})}`,
            value: (s) => Math.log(10) / -Math.log(rhoSoft(s)),
          },
        ],
      ],
    },
  ],
});
