// The TeX the reader sees, evaluated: every side of every displayed equation, and every label in
// "plug in numbers", parsed with @cortex-js/compute-engine, the page's symbols bound to the
// scenario (the `symbols` of each chapter's steps.tex.server.ts), and compared with the value
// functions of its steps.ts at random parameter sets (tex-check.ts). steps.test.ts checks that the value functions agree with
// each other; this checks that the TeX says what they compute.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEX_DERIVATIONS, type AnyTexDerivation } from '../../../src/kit/steps/tex-registry.server';
import { defineDerivation } from '../../../src/kit/steps/define';
import { defaults } from '../../../src/params/spec';
import { paramValues } from './param-arbitraries';
import {
  checkDisplayedTex,
  coverage,
  type Listed,
  type NonScalar,
  type NotEvaluable,
  type SideReport,
  type TexCheckResult,
} from './tex-check';
import { displayedRelations, equalityGroups, labelParts, texOf } from './tex-eval';
import { runs } from '../runs';

/** Parameter sets per page, besides the defaults: fewer than the step check's 2000, to stay quick. */
const RUNS = runs(200);
/** Drawn as the step check draws them (tests/unit/site/steps.test.ts): same generator, same seed. */
const SEED = 20261121;
/** Share of the displayed scalar sides that must be checked from their TeX, site-wide. */
const MIN_COVERAGE = 0.8;
/**
 * And on every page. Lower than the site's: /sphere-impulse/ is at 80% less one side, because its
 * energy step writes T′ − T for two methods in one display and its 3D identities are vector algebra.
 */
const MIN_PAGE_COVERAGE = 0.75;

const v2 = '2D vector';
const v3 = '3D vector';
/** Displayed equations between vectors or matrices, by step and first side: the parser evaluates scalars. */
const NON_SCALAR: readonly NonScalar[] = [
  ...[String.raw`\mathbf v_A'`, String.raw`\mathbf v_B'`].map((lhs) => ({
    step: 'eq:ni-impulse-linear',
    lhs,
    what: v2,
  })),
  { step: 'eq:ni-cross-2d', lhs: String.raw`\omega\times\mathbf r`, what: v2 },
  ...[String.raw`\mathbf v_{cA}`, String.raw`\mathbf v_{cB}`].map((lhs) => ({
    step: 'eq:ni-contact-velocity',
    lhs,
    what: v2,
  })),
  { step: 'eq:ni-relative-velocity', lhs: String.raw`\mathbf v_{\text{rel}}`, what: v2 },
  { step: 'eq:ni-seed001-map', lhs: String.raw`\hat{\mathbf n}_c`, what: v2 },
  { step: 'eq:ni-seed001-map', lhs: String.raw`\mathbf J`, what: v2 },

  { step: 'eq:em-tensor-quadratic', lhs: String.raw`\mathbf u`, what: v3 },
  { step: 'eq:em-planar', lhs: String.raw`\mathbf u`, what: v3 },
  { step: 'eq:em-schur', lhs: String.raw`\mathbf c`, what: '2-vector' },
  { step: 'eq:em-schur', lhs: String.raw`\mathbf A`, what: '2×2 matrix' },
  { step: 'eq:em-jacobian', lhs: String.raw`\mathbf J`, what: '1×6 matrix' },
  { step: 'eq:em-jacobian', lhs: String.raw`\mathbf V`, what: '6-vector' },
  { step: 'eq:em-impulse-direction', lhs: String.raw`\mathbf P`, what: '6-vector' },
  { step: 'eq:em-mass-matrix', lhs: String.raw`\mathbf M^{-1}`, what: '6×6 matrix' },
  { step: 'eq:em-mass-matrix', lhs: String.raw`\Delta\mathbf V`, what: '6-vector' },
  { step: 'eq:em-nt-matrix', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
  { step: 'eq:em-nt-matrix', lhs: String.raw`\mathbf d`, what: v2 },
  { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf I\,\mathbf x`, what: v3 },
  { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf x`, what: v3 },
  { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf A\,\mathbf y + \mathbf c\,x_z`, what: '2-vector' },
  { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf y`, what: '2-vector' },

  { step: 'eq:fr-tangent', lhs: String.raw`\mathbf t`, what: v2 },
  { step: 'eq:fr-vt', lhs: String.raw`\mathbf v_{\text{rel}}`, what: v2 },

  ...[String.raw`\mathbf v_{cA}`, String.raw`\mathbf v_{cB}`, String.raw`\mathbf v_{\text{rel}}`].map(
    (lhs) => ({
      step: 'eq:rj-anchor-velocity',
      lhs,
      what: v2,
    }),
  ),
  { step: 'eq:rj-constraint', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v2 },
  ...[String.raw`\mathbf v_A'`, String.raw`\mathbf v_B'`].map((lhs) => ({
    step: 'eq:rj-impulse-update',
    lhs,
    what: v2,
  })),
  { step: 'eq:rj-expand', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v2 },
  { step: 'eq:rj-cross-term', lhs: String.raw`(\mathbf r\times\mathbf j)\times\mathbf r`, what: v2 },
  { step: 'eq:rj-cross-term', lhs: String.raw`\mathbf r^{\perp}`, what: v2 },
  { step: 'eq:rj-k-matrix', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v2 },
  { step: 'eq:rj-k-matrix', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
  { step: 'eq:rj-solve', lhs: String.raw`\mathbf K\,\mathbf j`, what: v2 },
  { step: 'eq:rj-k-sum', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
  { step: 'eq:rj-jacobian', lhs: String.raw`\mathbf C`, what: v2 },
  { step: 'eq:rj-jacobian', lhs: String.raw`\dot{\mathbf C}`, what: v2 },
  { step: 'eq:rj-jacobian', lhs: String.raw`\mathbf J`, what: '2×6 matrix' },
  { step: 'eq:rj-jacobian', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
  { step: 'eq:rj-cramer', lhs: String.raw`\mathbf j`, what: v2 },
  { step: 'eq:rj-eigen', lhs: String.raw`\mathbf K\,\mathbf e_i`, what: v2 },
  ...[String.raw`\Delta\mathbf p_A`, String.raw`\Delta\mathbf p_B`, String.raw`\mathbf a^{\ast}`].map(
    (lhs) => ({
      step: 'eq:rj-mass-weighted',
      lhs,
      what: v2,
    }),
  ),
  { step: 'eq:rj-baumgarte', lhs: String.raw`\mathbf K\,\mathbf j`, what: v2 },
  { step: 'eq:rj-baumgarte', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v2 },
  { step: 'eq:rj-pendulum', lhs: String.raw`\mathbf r_B`, what: v2 },
  { step: 'eq:rj-pendulum', lhs: String.raw`\mathbf r_B^{\perp}`, what: v2 },
  { step: 'eq:rj-pendulum', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
  { step: 'eq:rj-pinv', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
  { step: 'eq:rj-pinv', lhs: String.raw`\mathbf K^{+}`, what: '2×2 matrix' },
  { step: 'eq:rj-pinv', lhs: String.raw`\mathbf j^{+}`, what: v2 },
  { step: 'eq:rj-pinv', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v2 },

  { step: 'eq:sp-relative-velocity', lhs: String.raw`\mathbf v_c`, what: v3 },
  { step: 'eq:sp-relative-velocity', lhs: String.raw`\mathbf v_{\text{rel}}`, what: v3 },
  ...[String.raw`\mathbf v_A'`, String.raw`\mathbf v_B'`].map((lhs) => ({
    step: 'eq:sp-linear',
    lhs,
    what: v3,
  })),
  ...[String.raw`\boldsymbol\omega_A'`, String.raw`\boldsymbol\omega_B'`].map((lhs) => ({
    step: 'eq:sp-angular',
    lhs,
    what: v3,
  })),
  ...[String.raw`\Delta\mathbf L_A`, String.raw`\Delta\mathbf L_B`].map((lhs) => ({
    step: 'eq:sp-spin-normal',
    lhs,
    what: v3,
  })),
  { step: 'eq:sp-t0', lhs: String.raw`\mathbf t_0`, what: v3 },
  { step: 'eq:sp-t1', lhs: String.raw`\mathbf t_1`, what: v3 },
  { step: 'eq:sp-impulse', lhs: String.raw`\mathbf P`, what: v3 },
  { step: 'eq:sp-velocity', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v3 },
  { step: 'eq:sp-c-matrix', lhs: 'C', what: '3×3 matrix' },
  { step: 'eq:sp-quadratic', lhs: String.raw`\mathbf P_{\mathbf y}`, what: v3 },
  { step: 'eq:sp-sphere-case', lhs: 'C', what: '3×3 matrix' },
  { step: 'eq:sp-reflect', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v3 },
  { step: 'eq:sp-errata-27', lhs: String.raw`\tilde C`, what: '3×3 matrix' },
  { step: 'eq:sp-world', lhs: String.raw`\mathbf K`, what: '3×3 matrix' },
  { step: 'eq:sp-world', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: v3 },
  { step: 'eq:sp-world', lhs: String.raw`\mathbf P`, what: v3 },
];

const vectors = 'vector algebra, which the parser does not do';
const generic = 'an identity written for any body: every side is vector algebra';
/**
 * Displayed scalar sides the parser cannot evaluate, each with why. A side that cannot be
 * evaluated and is missing here fails the test: that is how a misspelt symbol is caught.
 */
const NOT_EVALUABLE: readonly NotEvaluable[] = [
  {
    step: 'eq:ni-expand',
    side: String.raw`\Big[\Big(\mathbf v_B + \frac{j}{m_B}\mathbf n + \big(\omega_B + \tfrac{j}{I_B}\,\mathbf r_B\times\mathbf n\big)\times\mathbf r_B\Big) - \Big(\mathbf v_A - \frac{j}{m_A}\mathbf n + \big(\omega_A - \tfrac{j}{I_A}\,\mathbf r_A\times\mathbf n\big)\times\mathbf r_A\Big)\Big]\cdot\mathbf n`,
    why: vectors,
  },
  ...[
    String.raw`(\mathbf v_A - \mathbf v_B)\cdot\hat{\mathbf n}_c`,
    String.raw`(\mathbf v_B - \mathbf v_A)\cdot\mathbf n`,
    String.raw`\mathbf J\cdot\hat{\mathbf n}_c`,
    String.raw`\mathbf P\cdot\mathbf n`,
  ].map((side) => ({ step: 'eq:ni-seed001-map', side, why: vectors })),

  {
    step: 'eq:em-lever',
    side: String.raw`\big|\,\mathbf r_B - (\mathbf r_B\cdot\mathbf n)\,\mathbf n\,\big|`,
    why: vectors,
  },
  ...[
    String.raw`\big((\mathbf I^{-1}\mathbf u)\times\mathbf r\big)\cdot\mathbf n`,
    String.raw`(\mathbf I^{-1}\mathbf u)\cdot(\mathbf r\times\mathbf n)`,
    String.raw`\mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u`,
  ].map((side) => ({ step: 'eq:em-tensor-quadratic', side, why: generic })),
  { step: 'eq:em-velocity-constraint', side: 'C', why: 'the separation, which the scenario does not keep' },
  {
    step: 'eq:em-velocity-constraint',
    side: String.raw`(\mathbf p_B - \mathbf p_A)\cdot\mathbf n`,
    why: vectors,
  },
  {
    step: 'eq:em-velocity-constraint',
    side: String.raw`(\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf n`,
    why: vectors,
  },
  { step: 'eq:em-lambda-linear', side: String.raw`\mathbf J(\mathbf V + \Delta\mathbf V)`, why: vectors },
  {
    step: 'eq:em-jmj',
    side: String.raw`\sum_{i=1}^{6} J_i^2\,M^{-1}_{ii}`,
    why: 'a sum over the entries of J',
  },

  {
    step: 'eq:fr-clamp',
    side: String.raw`\begin{cases} j_t^* & \text{if } |j_t^*| \le \mu_s\, j_n \quad\text{(stick)}\\[2pt] \operatorname{sign}(j_t^*)\,\mu_d\, j_n & \text{otherwise} \quad\text{(slip)}\end{cases}`,
    why: 'a choice between two cases',
  },
  ...[
    String.raw`\frac{dL_p}{dt}`,
    String.raw`\tau_p - \dot{\mathbf p}\times m_B\,\mathbf v_B`,
    String.raw`\tau_p`,
  ].map((side) => ({
    step: 'eq:fr-moving-point',
    side,
    why: 'a law for any moving point p (a rate, not a value of this contact)',
  })),

  { step: 'eq:rj-eigen', side: String.raw`\lambda_{1,2}`, why: 'two values at once' },
  {
    step: 'eq:rj-eigen',
    side: String.raw`\frac{k_{11} + k_{22}}{2} \pm \sqrt{\Big(\frac{k_{11} - k_{22}}{2}\Big)^2 + k_{12}^2}`,
    why: 'two values at once (±)',
  },

  ...[
    String.raw`\big((\mathbf I^{-1}(\mathbf r\times\mathbf n))\times\mathbf r\big)\cdot\mathbf n`,
    String.raw`\big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\cdot(\mathbf r\times\mathbf n)`,
    String.raw`(\mathbf r\times\mathbf n)^{\mathsf T}\,\mathbf I^{-1}\,(\mathbf r\times\mathbf n)`,
  ].map((side) => ({ step: 'eq:sp-triple', side, why: generic })),
  { step: 'eq:sp-t0', side: String.raw`|\mathbf v_{\text{rel}} - v_n\,\mathbf n|`, why: vectors },
  ...[
    String.raw`\mathbf X\cdot\mathbf v_{\text{rel}}'`,
    String.raw`\mathbf X\cdot\mathbf v_{\text{rel}} + \lambda\,\mathbf X\cdot\mathbf P + \sum_{\mathbf Y\in\{\mathbf n,\mathbf t_0,\mathbf t_1\}} S(\mathbf X,\mathbf Y)\;\mathbf Y\cdot\mathbf P`,
    String.raw`S(\mathbf X,\mathbf Y)`,
    String.raw`(\mathbf r_A\times\mathbf X)^{\mathsf T}\,\mathbf I_A^{-1}\,(\mathbf r_A\times\mathbf Y) + (\mathbf r_B\times\mathbf X)^{\mathsf T}\,\mathbf I_B^{-1}\,(\mathbf r_B\times\mathbf Y)`,
  ].map((side) => ({ step: 'eq:sp-s-form', side, why: 'written for any directions X, Y of the basis' })),
  ...[
    String.raw`\mathbf n\cdot\big((\mathbf I_B^{-1}(\mathbf r_B\times\mathbf P))\times\mathbf r_B\big)`,
    String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}\,\mathbf I_B^{-1}\,(\mathbf r_B\times\mathbf P)`,
  ].map((side) => ({ step: 'eq:sp-s-entry', side, why: vectors })),
  {
    step: 'eq:sp-s-entry',
    side: String.raw`\sum_{\mathbf Y} S_B(\mathbf n,\mathbf Y)\;\mathbf Y\cdot\mathbf P`,
    why: 'sum over an index',
  },
  ...[String.raw`C_{\mathbf X\mathbf Y}`, String.raw`\mathbf X^{\mathsf T}\mathbf K\,\mathbf Y`].map(
    (side) => ({
      step: 'eq:sp-world',
      side,
      why: 'written for any directions X, Y of the basis',
    }),
  ),
  { step: 'eq:sp-work', side: "T' - T", why: 'stands for either method (the rows say which)' },
  {
    step: 'eq:sp-work',
    side: String.raw`\tfrac12\,\mathbf P\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big)`,
    why: 'P stands for either method’s impulse, and the product is vector algebra',
  },
  {
    step: 'eq:sp-energy',
    side: "T' - T",
    why: 'one display gives T′ − T for two methods (its words say which)',
  },
];

const LISTED: Listed = { nonScalar: NON_SCALAR, notEvaluable: NOT_EVALUABLE };

type Params = Record<string, number | boolean>;
const drawsFor = (d: AnyTexDerivation): Params[] => [
  defaults(d.params) as Params,
  ...(fc.sample(paramValues(d.params), { numRuns: RUNS, seed: SEED }) as Params[]),
];

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

/** Each page checked once, by whichever test asks first. */
const results = new Map<string, TexCheckResult>();
const resultFor = (d: AnyTexDerivation): TexCheckResult => {
  let r = results.get(d.page);
  if (!r) results.set(d.page, (r = checkDisplayedTex(d, drawsFor(d), LISTED)));
  return r;
};

describe('the displayed TeX', () => {
  it.each(TEX_DERIVATIONS.map((d) => [d.page, d] as const))(
    '%s: every evaluable side agrees with its value function',
    (_page, d) => {
      const { problems, sides } = resultFor(d);
      expect(problems).toEqual([]);
      const c = coverage(sides.filter((x) => x.where === 'equation'));
      expect(c.checked / c.scalar, `${d.page}: displayed scalar sides checked`).toBeGreaterThanOrEqual(
        MIN_PAGE_COVERAGE,
      );
    },
    60_000,
  );

  it(`is checked for at least ${100 * MIN_COVERAGE}% of the displayed scalar sides, site-wide`, () => {
    const reports: SideReport[] = TEX_DERIVATIONS.flatMap((d) => resultFor(d).sides);
    const lines: string[] = ['TeX check coverage (displayed equations; labels in "plug in numbers"):'];
    for (const d of TEX_DERIVATIONS) {
      const page = reports.filter((x) => x.page === d.page);
      const eq = coverage(page.filter((x) => x.where === 'equation'));
      const lab = coverage(page.filter((x) => x.where === 'label'));
      lines.push(
        `  ${d.page}: equations ${eq.checked}/${eq.scalar} scalar sides (${pct(eq.checked, eq.scalar)}; ` +
          `${eq.noRow} against their own equation only, ${eq.nonScalar} vector/matrix sides), ` +
          `labels ${lab.checked}/${lab.scalar} (${pct(lab.checked, lab.scalar)})`,
      );
      for (const [reason, list] of eq.skipped)
        lines.push(`    not evaluable, ${reason}: ${list.join(' | ')}`);
    }
    const all = coverage(reports.filter((x) => x.where === 'equation'));
    lines.push(
      `  site: ${all.checked}/${all.scalar} displayed scalar sides (${pct(all.checked, all.scalar)})`,
    );
    console.log(lines.join('\n'));
    expect(all.checked / all.scalar).toBeGreaterThanOrEqual(MIN_COVERAGE);
  }, 120_000);

  it('lists only steps that exist', () => {
    const ids = new Set(TEX_DERIVATIONS.flatMap((d) => d.steps.map((s) => s.id)));
    expect([...NON_SCALAR, ...NOT_EVALUABLE].filter((x) => !ids.has(x.step))).toEqual([]);
  });
});

/** A derivation with one step's displayed TeX (or one label) replaced: what a slip in the text looks like. */
function withTex(
  page: string,
  id: string,
  edit: (tex: string) => string,
  label?: [number, number],
): AnyTexDerivation {
  const d = TEX_DERIVATIONS.find((x) => x.page === page)!;
  const step = d.steps.find((s) => s.id === id)!;
  const edited = edit(label ? step.rows[label[0]]!.sides[label[1]]!.tex : step.tex);
  expect(edited, 'the edit changes the TeX').not.toBe(
    label ? step.rows[label[0]]!.sides[label[1]]!.tex : step.tex,
  );
  const changed = label
    ? {
        ...step,
        rows: step.rows.map((row, r) => ({
          sides: row.sides.map((side, k) =>
            r === label[0] && k === label[1] ? { ...side, tex: edited } : side,
          ),
        })),
      }
    : { ...step, tex: edited };
  return defineDerivation({
    ...d,
    steps: d.steps.map((s) => (s === step ? changed : s)),
  }) as AnyTexDerivation;
}

const few = (d: AnyTexDerivation) => drawsFor(d).slice(0, 20);

describe('the TeX check itself', () => {
  it('catches −(1−e) displayed where the value is −(1+e) (eq:ni-j)', () => {
    const d = withTex('normal-impulse', 'eq:ni-j', (tex) => tex.replace('-(1+e)', '-(1-e)'));
    const { problems } = checkDisplayedTex(d, few(d), LISTED);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('eq:ni-j:'))).toBe(true);
  });

  it('catches swapped components in a displayed matrix entry (k₁₁ with r_{A,x}² for r_{A,y}², eq:rj-k-matrix)', () => {
    const d = withTex('revolute-joint', 'eq:rj-k-matrix', (tex) =>
      tex.replace(String.raw`\frac{r_{A,y}^2}{I_A}`, String.raw`\frac{r_{A,x}^2}{I_A}`),
    );
    const { problems } = checkDisplayedTex(d, few(d), LISTED);
    expect(problems).toEqual([expect.stringMatching(/^eq:rj-k-matrix: the displayed k _ \{ 1 1 \}/)]);
  });

  it('catches a label that is not its side (½ for −½ in eq:fr-energy-static)', () => {
    const d = withTex('friction-clamping', 'eq:fr-energy-static', (tex) => tex.replace('-', ''), [0, 2]);
    const { problems } = checkDisplayedTex(d, few(d), LISTED);
    expect(problems).toEqual([expect.stringMatching(/^eq:fr-energy-static row 0 side 2: the label/)]);
  });

  it('never reads an undeclared e as Euler’s number, and fails instead', () => {
    const d = TEX_DERIVATIONS.find((x) => x.page === 'normal-impulse')!;
    const { e: _e, ...rest } = d.symbols!;
    const { problems } = checkDisplayedTex({ ...d, symbols: rest } as AnyTexDerivation, few(d), LISTED);
    expect(problems).toContainEqual(expect.stringMatching(/^eq:ni-j: the displayed side .*Euler/));
  });

  it('catches a misspelt symbol in a bound scalar (v_B^+ for v_B^- in eq:sp-eberly-f)', () => {
    const d = withTex('sphere-impulse', 'eq:sp-eberly-f', (tex) =>
      tex.replace(String.raw`\mathbf v_B^-)`, String.raw`\mathbf v_B^+)`),
    );
    const { problems } = checkDisplayedTex(d, few(d), LISTED);
    expect(problems).toContainEqual(
      expect.stringMatching(/^eq:sp-eberly-f: the displayed side .* cannot be evaluated/),
    );
    expect(problems.every((p) => p.startsWith('eq:sp-eberly-f:'))).toBe(true);
  });
});

describe('reading a displayed step', () => {
  it('joins aligned lines that continue an equation and cuts at top-level relations', () => {
    const tex = String.raw`\begin{aligned} k &= \frac{1}{m_A} + \frac{1}{m_B} \\ &\qquad + x, \qquad y = z \\ j &= a = b \;\ge\; 0\end{aligned}`;
    const groups = displayedRelations(tex).flatMap((r) => equalityGroups(r).map((g) => g.map(texOf)));
    expect(groups).toEqual([
      ['k', String.raw`\frac { 1 } { m _ A } + \frac { 1 } { m _ B } + x`],
      ['y', 'z'],
      ['j', 'a', 'b'],
    ]);
  });

  it('keeps words, conditions and subscripts out of the sides', () => {
    const tex = String.raw`f = j \ \text{ when }\ N = n, \qquad m_{\text{eff}} = \frac{1}{k}\quad\text{(A at rest)}`;
    const relations = displayedRelations(tex);
    expect(relations.map((r) => [r.condition, r.sides.map(texOf)])).toEqual([
      [false, ['f', 'j']],
      [true, ['N', 'n']],
      [false, [String.raw`m _ \text{eff}`, String.raw`\frac { 1 } { k }`]],
    ]);
  });

  it('reads a label as its first clause, split at =, unless it has words', () => {
    expect(labelParts(String.raw`k_t = 1/m_{\text{eff},t}`)).toEqual([
      'k _ t',
      String.raw`1 / m _ { \text{eff} , t }`,
    ]);
    expect(labelParts(String.raw`-(a + b)/c,\ b = e\,a`)).toEqual(['- ( a + b ) / c']);
    expect(labelParts(String.raw`j\ \text{with}\ \tfrac{1}{I_A} = 0`)).toHaveLength(1);
  });
});
