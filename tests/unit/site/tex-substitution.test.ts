// "Plug in numbers" shows every formula label with the numbers in it (tex-substitution.ts checks
// what it shows): on every page, each substituted template evaluates to its side's value at 2000
// random parameter sets, every slot has a value, and the text the page writes parses back to the
// template's value at the printed numbers. And the check catches a wrong substitution.
import { describe, expect, it } from 'vitest';
import { TEX_DERIVATIONS, type AnyTexDerivation } from '../../../src/site/chapters';
import { defineDerivation, withTex } from '../../../src/kit/steps/define';
import { num } from '../../../src/params/spec';
import { MINUS } from '../../../src/lib/format';
import { slotText } from '../../../src/lib/slots';
import { SymbolBinder, substitution } from '../../../src/lib/tex-symbols';
import { checkSubstitutions, filled, substitutionDrawsFor, SUBSTITUTION_RUNS } from './tex-substitution';

describe('the substituted formulas', () => {
  const lines: string[] = ['Substituted formulas ("plug in numbers"), by page:'];
  it.each(TEX_DERIVATIONS.map((d) => [d.page, d] as const))(
    `%s: each evaluates to its side's value at ${SUBSTITUTION_RUNS} parameter sets, and reads back as printed`,
    (_page, d) => {
      const r = checkSubstitutions(d, substitutionDrawsFor(d));
      expect(r.problems).toEqual([]);
      const substituted = r.sides.filter((x) => x.sub).length;
      lines.push(
        `  ${d.page}: ${substituted} of ${r.formulas} formula labels substituted, ${r.checked} evaluated against their side, ${r.parsed} page texts parsed`,
      );
      expect(r.checked).toBeGreaterThan(0);
    },
    60_000,
  );
  it('are reported', () => {
    console.log(lines.join('\n'));
  });
});

describe('a substitution', () => {
  const binder = new SymbolBinder(['e', 'v_n', 'k', 'm_A', 'v_A', 'I_A']);
  const fill = (tex: string, values: number[]) => {
    const sub = substitution(tex, binder)!;
    return filled(sub, (i) => slotText(values[i]!, sub.slots[i]!.paren));
  };

  it('puts a dot between numbers it juxtaposes, and parentheses around a negative where needed', () => {
    expect(fill(String.raw`-(1+e)\,v_n/k`, [0.5, -3.7, 0.8333])).toBe(
      `- ( 1 + 0.5 ) \\cdot (${MINUS}3.7) / 0.8333`,
    );
    expect(fill(String.raw`m_A v_A`, [2, -1])).toBe(`2 \\cdot (${MINUS}1)`);
    expect(fill(String.raw`2 v_A^2`, [-1.5])).toBe(`2 \\cdot (${MINUS}1.5) ^ 2`);
    // At the start, in a fraction, after an opening parenthesis: no parentheses needed.
    expect(fill(String.raw`\frac{v_n}{m_A}`, [-3, 2])).toBe(`\\frac { ${MINUS}3 } { 2 }`);
    expect(fill(String.raw`v_n + e`, [-3, -0.25])).toBe(`${MINUS}3 + (${MINUS}0.25)`);
    // A function's argument, after its power too: in parentheses, always, and no dot.
    expect(fill(String.raw`\cos^2 e / k`, [-0.5, 2])).toBe(`\\cos ^ 2 ( ${MINUS}0.5 ) / 2`);
    expect(fill(String.raw`\sin e`, [0.5])).toBe(`\\sin ( 0.5 )`);
  });

  it('leaves a bare symbol, a label with no symbol, and one with words alone', () => {
    expect(substitution('v_n', binder)).toBeNull();
    expect(substitution(String.raw`\mathbf n\cdot\mathbf n`, binder)).toBeNull();
    expect(substitution(String.raw`j\ \text{with}\ \tfrac{1}{I_A} = 0`, binder)).toBeNull();
  });

  it('substitutes the last part of a chain and the clause before a note', () => {
    expect(fill(String.raw`x = 1/k`, [2])).toBe('1 / 2');
    expect(fill(String.raw`e\,v_n,\ b = k`, [0.5, -2])).toBe(`0.5 \\cdot (${MINUS}2)`);
  });
});

describe('the check of the substituted formulas', () => {
  // A page of its own: a velocity that is often negative, squared and juxtaposed with a mass.
  const params = [num('m', 'mass', 'kg', 1, 3, 1, 2), num('v', 'velocity', 'm/s', -4, 4, 0.5, -3)] as const;
  const d = withTex(
    defineDerivation({
      page: 'substitution-test',
      params,
      scenario: (p) => p,
      symbols: { m: (s) => s.m, v: (s) => s.v },
      steps: [
        {
          id: 'eq:st-energy',
          tex: String.raw`T = \tfrac12 m v^2, \qquad p = m v`,
          rows: [
            [
              { tex: 'T', value: (s) => 0.5 * s.m * s.v ** 2 },
              { tex: String.raw`\tfrac12 m v^2`, value: (s) => 0.5 * s.m * s.v ** 2 },
            ],
            [
              { tex: 'p', value: (s) => s.m * s.v },
              { tex: 'm v', value: (s) => s.m * s.v },
            ],
          ],
        },
      ],
    }),
  ) as unknown as AnyTexDerivation;
  const draws = substitutionDrawsFor(d).slice(0, 30);

  it('passes the page as built', () => {
    expect(checkSubstitutions(d, draws).problems).toEqual([]);
  });

  it('fails when the page drops the parentheses around a negative', () => {
    const r = checkSubstitutions(d, draws, { slotText: (v) => slotText(v, false) });
    expect(r.problems.join('\n')).toMatch(/tfrac12 m v\^2\): the page's text .* reads as/);
  });

  it('fails when the build drops the dot it inserts between two numbers', () => {
    const r = checkSubstitutions(d, draws, {
      editSubstitution: (sub) => ({ ...sub, tex: sub.tex.replaceAll('\\cdot', '') }),
    });
    expect(r.problems.join('\n')).toMatch(/\(m v\): the page's text .* (reads as|does not parse)/);
  });

  it('fails when a slot holds another symbol', () => {
    const r = checkSubstitutions(d, draws, {
      editSubstitution: (sub) => ({ ...sub, slots: [sub.slots[1]!, sub.slots[0]!] }),
    });
    expect(r.problems.join('\n')).toMatch(/evaluates to .* but the side's value is/);
  });
});

describe('the check of the substituted vector formulas', () => {
  // A page of its own: two planar velocities, a normal, and a spin about the contact (ω × r).
  const params = [
    num('ax', 'A’s x velocity', 'm/s', -4, 4, 0.5, 3),
    num('ay', 'A’s y velocity', 'm/s', -4, 4, 0.5, -1),
    num('bx', 'B’s x velocity', 'm/s', -4, 4, 0.5, -1),
    num('by', 'B’s y velocity', 'm/s', -4, 4, 0.5, 2),
    num('w', 'spin', 'rad/s', -2, 2, 0.5, 1),
  ] as const;
  const d = withTex(
    defineDerivation({
      page: 'vector-substitution-test',
      params,
      scenario: (p) => ({ a: { x: p.ax, y: p.ay }, b: { x: p.bx, y: p.by }, n: { x: 0.6, y: 0.8 }, w: p.w }),
      symbols: {
        [String.raw`\mathbf v_{\text{rel}}\cdot\mathbf n`]: (s) =>
          (s.b.x - s.a.x) * 0.6 + (s.b.y - s.a.y) * 0.8,
        [String.raw`\omega`]: (s) => s.w,
      },
      vectors: {
        [String.raw`\mathbf v_A`]: (s) => s.a,
        [String.raw`\mathbf v_B`]: (s) => s.b,
        [String.raw`\mathbf v_{\text{rel}}`]: (s) => ({ x: s.b.x - s.a.x, y: s.b.y - s.a.y }),
        [String.raw`\mathbf n`]: (s) => s.n,
      },
      steps: [
        {
          id: 'eq:vt-relative',
          tex: String.raw`\mathbf v_{\text{rel}} = \mathbf v_B - \mathbf v_A, \qquad v_n = \mathbf v_{\text{rel}}\cdot\mathbf n`,
          rows: [
            [
              {
                tex: String.raw`\mathbf v_B - \mathbf v_A`,
                value: (s) => ({ x: s.b.x - s.a.x, y: s.b.y - s.a.y }),
              },
            ],
            [
              {
                tex: String.raw`\mathbf v_{\text{rel}}\cdot\mathbf n`,
                value: (s) => (s.b.x - s.a.x) * 0.6 + (s.b.y - s.a.y) * 0.8,
              },
            ],
            [
              {
                tex: String.raw`\omega\times\mathbf v_A`,
                value: (s) => ({ x: -s.w * s.a.y, y: s.w * s.a.x }),
              },
            ],
          ],
        },
      ],
    }),
  ) as unknown as AnyTexDerivation;
  const draws = substitutionDrawsFor(d).slice(0, 30);

  it('shows each vector as a column of slots, one per component, and the scalar written with vectors as its vectors', () => {
    const r = checkSubstitutions(d, draws);
    expect(r.problems).toEqual([]);
    expect(r.sides.map((x) => x.sub?.slots.map((s) => s.component ?? s.key).join(' '))).toEqual([
      'x y x y',
      'x y x y',
      String.raw`\omega x y`,
    ]);
    expect(r.sides[0]!.sub!.tex).toMatch(
      /^\\begin\{pmatrix\} \{\d+\} \\\\ \{\d+\} \\end\{pmatrix\} - \\begin/,
    );
    expect(r.checked).toBe(3);
  });

  it('fails when a vector’s slots hold its components in the wrong order', () => {
    const r = checkSubstitutions(d, draws, {
      editSubstitution: (sub) => ({
        ...sub,
        slots: sub.slots.map((s, i) => (i === 1 ? sub.slots[0]! : i === 0 ? sub.slots[1]! : s)),
      }),
    });
    expect(r.problems.join('\n')).toMatch(
      /v_B - \\mathbf v_A\): the substituted template evaluates to .* but the side's value is/,
    );
    expect(r.problems.join('\n')).toMatch(/cdot\\mathbf n\): the substituted template evaluates to/);
  });

  it('fails when a vector’s slots hold another vector’s components', () => {
    const r = checkSubstitutions(d, draws, {
      editSubstitution: (sub) => ({
        ...sub,
        slots: sub.slots.map((s) => sub.slots.find((t) => t.component === s.component) ?? s),
      }),
    });
    expect(r.problems.join('\n')).toMatch(
      /v_B - \\mathbf v_A\): the substituted template evaluates to \(0, 0\)/,
    );
  });

  it('fails when the page drops the sign between two columns', () => {
    const r = checkSubstitutions(d, draws, {
      editSubstitution: (sub) => ({ ...sub, tokens: sub.tokens.map((t) => (t === '-' ? '+' : t)) }),
    });
    expect(r.problems.join('\n')).toMatch(/v_B - \\mathbf v_A\): the substituted template evaluates to/);
  });
});

describe('the check of the substituted matrix formulas', () => {
  // A page of its own: a Jacobian row J, a mass matrix M (no two rows alike, so that swapped rows
  // show), a velocity column V; J M Jᵀ and J V as a constraint's Jacobian is written.
  const params = [
    num('a', 'J’s first entry', '', -2, 2, 0.5, 1),
    num('b', 'J’s second entry', '', -2, 2, 0.5, -1.5),
    num('c', 'M’s corner', '', 1, 3, 0.5, 2),
    num('v', 'a velocity', 'm/s', -4, 4, 0.5, -3),
  ] as const;
  type Sc = { J: number[]; M: number[][]; V: number[] };
  const JMJ = (s: Sc) =>
    s.J.reduce((sum, ji, i) => sum + ji * s.M[i]!.reduce((row, m, k) => row + m * s.J[k]!, 0), 0);
  const d = withTex(
    defineDerivation({
      page: 'matrix-substitution-test',
      params,
      scenario: (p): Sc => ({
        J: [p.a, p.b],
        M: [
          [p.c, 0.5],
          [-1.25, 3],
        ],
        V: [p.v, 1.5],
      }),
      symbols: {
        [String.raw`\mathbf J\mathbf M\mathbf J^{\mathsf T}`]: JMJ,
        [String.raw`\mathbf J\mathbf V`]: (s) => s.J[0]! * s.V[0]! + s.J[1]! * s.V[1]!,
      },
      vectors: {
        [String.raw`\mathbf J`]: (s) => [s.J],
        [String.raw`\mathbf M`]: (s) => s.M,
        [String.raw`\mathbf V`]: (s) => s.V.map((x) => [x]),
      },
      steps: [
        {
          id: 'eq:mt-k',
          tex: String.raw`k = \mathbf J\mathbf M\mathbf J^{\mathsf T}, \qquad \dot C = \mathbf J\mathbf V`,
          rows: [
            [{ tex: String.raw`\mathbf J\mathbf M\mathbf J^{\mathsf T}`, value: JMJ }],
            [{ tex: String.raw`\mathbf J\mathbf V`, value: (s) => s.J[0]! * s.V[0]! + s.J[1]! * s.V[1]! }],
          ],
        },
      ],
    }),
  ) as unknown as AnyTexDerivation;
  const draws = substitutionDrawsFor(d).slice(0, 30);

  it('shows each matrix as its entries in brackets, a transposed one as its transpose, and checks the products', () => {
    const r = checkSubstitutions(d, draws);
    expect(r.problems).toEqual([]);
    expect(r.sides.map((x) => x.sub?.slots.map((s) => s.component).join(' '))).toEqual([
      // J's row, M's rows, then Jᵀ: J's entries again, as a column.
      '0.0 0.1 0.0 0.1 1.0 1.1 0.0 0.1',
      '0.0 0.1 0.0 1.0',
    ]);
    const n = String.raw`\{\d+\}`;
    expect(r.sides[0]!.sub!.tex).toMatch(
      new RegExp(String.raw`\\end\{bmatrix\} \\begin\{bmatrix\} ${n} \\\\ ${n} \\end\{bmatrix\}$`),
    );
    expect(r.checked).toBe(2);
  });

  it('fails when a matrix’s rows are swapped', () => {
    const r = checkSubstitutions(d, draws, {
      // J M Jᵀ's slots 2 to 5 are M's entries, row by row (a transposed M would not show: xᵀMx = xᵀMᵀx).
      editSubstitution: (sub) =>
        sub.slots.length !== 8
          ? sub
          : {
              ...sub,
              slots: sub.slots.map((s, i) => (i >= 2 && i < 6 ? sub.slots[i < 4 ? i + 2 : i - 2]! : s)),
            },
    });
    expect(r.problems.join('\n')).toMatch(
      /J\^\{\\mathsf T\}\): the substituted template evaluates to .* but the side's value is/,
    );
  });

  it('fails when the transpose is left out (a row where the column belongs)', () => {
    const r = checkSubstitutions(d, draws, {
      editSubstitution: (sub) => {
        const end = sub.tokens.lastIndexOf('\\begin{bmatrix}');
        const tokens = sub.tokens.map((t, i) => (i > end && t === '\\\\' ? '&' : t));
        return { ...sub, tokens };
      },
    });
    expect(r.problems.join('\n')).toMatch(/J\^\{\\mathsf T\}\): the substituted template cannot be read/);
  });

  it('fails when a column’s entries are in the wrong order', () => {
    const r = checkSubstitutions(d, draws, {
      // J V's slots 2 and 3 are V's column: swapped.
      editSubstitution: (sub) =>
        sub.slots.length !== 4
          ? sub
          : { ...sub, slots: sub.slots.map((s, i) => (i < 2 ? s : sub.slots[5 - i]!)) },
    });
    expect(r.problems.join('\n')).toMatch(/\(\\mathbf J\\mathbf V\): the substituted template evaluates to/);
  });
});
