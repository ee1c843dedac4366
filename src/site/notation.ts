// The site's notation: one row per symbol, with its one meaning, its unit and the pages that use
// it. A symbol is a letter in its font (`j`, `\mathbf P`, `\mathcal V`, `\lambda`); what only labels
// it or marks a state (subscripts, superscripts, primes, accents) does not make another symbol, so
// `m_A`, `m_{\text{eff}}` and `m_B'` are all `m`, a mass (src/site/tex-atoms.ts reads them so).
//
// The /notation/ page is generated from this table, and tests/unit/site/notation.test.ts holds the
// pages to it: every symbol a page displays (its step TeX, the TeX check's symbols, the math in its
// text) has its row here, a page may use a symbol with another meaning only where it says so in its
// own text (`elsewhere`, with the sentence that says it), and a source's letter that is not ours
// (`source`) is introduced on each page that quotes it (`says`). Which pages use a row is read from
// the pages themselves (notationRows); a page is named here only by its chapter's step prefix (`ni`
// for eq:ni-…), and what names a chapter the site does not have is left out.
import { texAtoms, mdxMath } from './tex-atoms';
import type { AnyTexDerivation } from '../kit/steps/define';

/** A page that uses a symbol for something other than the site's meaning, and says so. */
export interface Elsewhere {
  /** The page, by its chapter's step prefix. */
  page: string;
  meaning: string;
  unit: string;
  /** Words of that page's text (as written in its MDX, spacing aside) that give the other meaning. */
  says: string;
}

export interface NotationEntry {
  /** The symbol as TeX, the way `texAtoms` names it. */
  tex: string;
  /** What it means on every page that uses it, but those in `elsewhere`. */
  meaning: string;
  /** Its SI unit; '1' for a pure number, '—' for a name or a mixed quantity. */
  unit: string;
  /**
   * The chapter (its step prefix) whose symbol it is, when only its page uses it: the row is left out
   * when the site has no such chapter, and must be used otherwise.
   */
  of?: string;
  /** Pages that use the letter for something else, each saying so. */
  elsewhere?: readonly Elsewhere[];
  /**
   * A source's symbol, not the site's: the sources it comes from (ids of src/data/sources.ts), and
   * on each page that quotes it (by its chapter's step prefix) the words that translate it.
   */
  source?: { from: readonly string[]; says: Readonly<Record<string, string>> };
}

/** A row as the site shows it: the pages by slug, those using it read from the pages. */
export interface NotationRow extends Omit<NotationEntry, 'of'> {
  /** The pages that use it with this meaning, by slug (`elsewhere` and `source` by slug too). */
  pages: readonly string[];
}

/** A page of the site, for the notation: its slug, its chapter's step prefix and its symbols. */
export interface NotationPage {
  slug: string;
  prefix: string;
  symbols: ReadonlySet<string>;
}

/** Every symbol a page uses: its steps' TeX and labels, its TeX check's symbols, the math in its text. */
export function pageSymbols(d: AnyTexDerivation, mdx: string): Set<string> {
  const tex = [...Object.keys(d.symbols ?? {}), ...mdxMath(mdx)];
  for (const s of d.steps) {
    tex.push(s.tex, ...Object.keys(s.symbols ?? {}));
    for (const r of s.rows) tex.push(...r.sides.map((x) => x.tex));
  }
  return new Set(tex.flatMap(texAtoms));
}

/**
 * The table as the site's pages use it: each row with the pages that use it in its meaning (those
 * that use its symbol, but those that say they use it otherwise), its other uses and its sources'
 * words by page slug; what names a chapter the site does not have left out, and a row no page uses.
 */
export function notationRows(pages: readonly NotationPage[]): NotationRow[] {
  const slugOf = new Map(pages.map((p) => [p.prefix, p.slug]));
  return NOTATION.flatMap((r): NotationRow[] => {
    const elsewhere = (r.elsewhere ?? []).flatMap((e) => {
      const page = slugOf.get(e.page);
      return page ? [{ ...e, page }] : [];
    });
    const otherwise = new Set(elsewhere.map((e) => e.page));
    const using = pages.filter((p) => p.symbols.has(r.tex) && !otherwise.has(p.slug)).map((p) => p.slug);
    if (using.length === 0 && elsewhere.length === 0) return [];
    const row: NotationRow = { tex: r.tex, meaning: r.meaning, unit: r.unit, pages: using };
    if (elsewhere.length) row.elsewhere = elsewhere;
    if (r.source)
      row.source = {
        from: r.source.from,
        says: Object.fromEntries(
          Object.entries(r.source.says).flatMap(([prefix, says]) => {
            const page = slugOf.get(prefix);
            return page ? [[page, says]] : [];
          }),
        ),
      };
    return [row];
  });
}

export const NOTATION: readonly NotationEntry[] = [
  // Bodies, their motion and the contact.
  {
    tex: 'm',
    meaning: 'a mass: of a body (m_A, m_B), or the effective mass a push meets (m_eff)',
    unit: 'kg',
  },
  {
    tex: 'I',
    meaning: 'a moment of inertia about the centre of mass (I_A, I_B; I_zz, I_1… of a tensor)',
    unit: 'kg·m²',
  },
  {
    tex: String.raw`\mathbf I`,
    meaning: 'the inertia tensor of a body, in world axes',
    unit: 'kg·m²',
  },
  {
    tex: String.raw`\mathbf x`,
    meaning: 'the position of a centre of mass (x_A, x_B)',
    unit: 'm',
    elsewhere: [
      {
        page: 'em',
        meaning: 'the third column of the inverse inertia tensor',
        unit: 'kg⁻¹·m⁻²',
        says: String.raw`The third column $\mathbf x$ of`,
      },
    ],
  },
  {
    tex: String.raw`\mathbf r`,
    meaning: 'the offset from a centre of mass to the contact point or anchor (r_A, r_B)',
    unit: 'm',
  },
  {
    tex: 'r',
    meaning: 'a component of r (r_x, r_y), or its length: a disc’s radius',
    unit: 'm',
  },
  {
    tex: String.raw`\mathbf n`,
    meaning: 'the unit contact normal, from body A toward body B',
    unit: '1',
  },
  { tex: 'n', meaning: 'a component of n (n_x, n_y)', unit: '1' },
  {
    tex: String.raw`\mathbf t`,
    meaning: 't = (−n_y, n_x), the unit tangent in 2D; t₀, t₁ a tangent basis in 3D',
    unit: '1',
  },
  { tex: 't', meaning: 'time; Δt one time step', unit: 's' },
  {
    tex: String.raw`\mathbf v`,
    meaning:
      'a velocity: of a centre of mass (v_A), of a contact point (v_cA), relative (v_rel = v_cB − v_cA)',
    unit: 'm/s',
  },
  {
    tex: 'v',
    meaning:
      'a component of a velocity: v_n = v_rel·n (negative: approaching), v_t, v_x; on one line, v_A and v_B along n',
    unit: 'm/s',
  },
  {
    tex: String.raw`\omega`,
    meaning: 'the angular velocity of a body in 2D',
    unit: 'rad/s',
    elsewhere: [
      {
        page: 'ss',
        meaning: 'a spring’s angular frequency, 2π times its frequency',
        unit: 'rad/s',
        says: "the spring's angular frequency",
      },
    ],
  },
  {
    tex: String.raw`\mathbf\omega`,
    meaning: 'the angular velocity of a body in 3D',
    unit: 'rad/s',
  },
  { tex: 'T', meaning: 'kinetic energy (T before, T′ after)', unit: 'J' },
  {
    tex: 'L',
    meaning: 'angular momentum about a point',
    unit: 'kg·m²/s',
    of: 'fr',
    elsewhere: [{ page: 'em', meaning: 'the length of a rod', unit: 'm', says: 'length $L$' }],
  },
  { tex: String.raw`\mathbf L`, meaning: 'angular momentum (3D)', unit: 'kg·m²/s', of: 'sp' },
  { tex: String.raw`\tau`, meaning: 'a torque about a point', unit: 'N·m', of: 'fr' },
  { tex: 'g', meaning: 'the acceleration of gravity (g its size)', unit: 'm/s²' },
  { tex: 'h', meaning: 'a substep: the step Δt cut into n', unit: 's', of: 'ss' },
  { tex: 'N', meaning: 'a number of sweeps (N to cut an error tenfold)', unit: '1', of: 'ss' },
  {
    tex: 's',
    meaning: 'the separation of a contact, negative when the bodies overlap',
    unit: 'm',
    of: 'ss',
  },
  { tex: String.raw`\zeta`, meaning: 'the damping ratio of a spring (1: critical)', unit: '1', of: 'ss' },
  { tex: String.raw`\pi`, meaning: 'the number π', unit: '1', of: 'ss' },
  { tex: String.raw`\mathbf g`, meaning: 'the acceleration of gravity', unit: 'm/s²', of: 'fr' },

  // The impulse and what a body feels.
  {
    tex: String.raw`\mathbf P`,
    meaning: 'the impulse: P on body B, −P on body A',
    unit: 'N·s',
  },
  { tex: 'P', meaning: 'a component of the impulse P (P_x, P_n)', unit: 'N·s' },
  {
    tex: 'j',
    meaning: 'the size of an impulse along one direction: P = j n (j, j_n, j_t)',
    unit: 'N·s',
  },
  {
    tex: 'k',
    meaning: 'an inverse effective mass along one direction: k = 1/m_eff (k_t along a tangent)',
    unit: '1/kg',
  },
  { tex: 'K', meaning: 'an entry of the matrix K (K₁₁, K_ij)', unit: '1/kg' },
  {
    tex: String.raw`\mathbf K`,
    meaning: 'the collision matrix: v_rel′ = v_rel + K P (the inverse effective mass as a matrix)',
    unit: '1/kg',
  },
  {
    tex: String.raw`\sigma`,
    meaning: 'the sum of the inverse masses, 1/m_A + 1/m_B',
    unit: '1/kg',
  },
  { tex: String.raw`\kappa`, meaning: 'an eigenvalue of K (κ₁ ≥ κ₂)', unit: '1/kg' },
  { tex: String.raw`\mathbf e`, meaning: 'a unit eigenvector of K (e₁, e₂)', unit: '1', of: 'rj' },
  { tex: String.raw`\mathbf d`, meaning: 'a unit direction of a push', unit: '1' },
  {
    tex: String.raw`\ell`,
    meaning: 'a lever arm: the distance from a centre of mass to a line of push',
    unit: 'm',
  },
  {
    tex: String.raw`\rho`,
    meaning: 'a radius of gyration, √(I/m)',
    unit: 'm',
    of: 'em',
    elsewhere: [
      {
        page: 'ss',
        meaning: 'the share of the error one Gauss–Seidel sweep leaves',
        unit: '1',
        says: 'the share of the error a sweep leaves, not a radius of gyration',
      },
    ],
  },
  { tex: String.raw`\theta`, meaning: 'the angle from r_B to n', unit: 'rad', of: 'em' },
  { tex: String.raw`\gamma`, meaning: 'the turn of a box about the vertical axis', unit: 'rad', of: 'em' },
  {
    tex: String.raw`\delta`,
    meaning: 'a tilt: the angle of a push or a normal from the face normal',
    unit: 'rad',
    of: 'em',
  },
  { tex: 'e', meaning: 'the coefficient of restitution', unit: '1' },
  {
    tex: String.raw`\mu`,
    meaning: 'a coefficient of friction (μ_s static, μ_d dynamic)',
    unit: '1',
  },
  { tex: 'F', meaning: 'a contact force (F_n normal, F_t tangential)', unit: 'N', of: 'fr' },

  // Constraints, Jacobians and solvers.
  {
    tex: 'C',
    meaning: 'a position constraint: zero when it holds',
    unit: 'm',
    elsewhere: [
      {
        page: 'sp',
        meaning: 'the variant’s 3×3 matrix: K in the basis n, t₀, t₁ (Eberly’s letter)',
        unit: '1/kg',
        says: String.raw`First, $C$ is $\mathbf K$ written in the basis`,
      },
    ],
  },
  {
    tex: String.raw`\mathbf C`,
    meaning: 'a position constraint with two components: the gap between a joint’s anchors',
    unit: 'm',
    of: 'rj',
  },
  {
    tex: String.raw`\mathbf J`,
    meaning: 'a Jacobian: the row(s) that turn all the velocities into a constraint’s velocity',
    unit: '—',
    elsewhere: [
      {
        page: 'ni',
        meaning: 'the impulse on A in the quoted post’s derivation of the normal impulse, −P',
        unit: 'N·s',
        says: String.raw`impulse $\mathbf J$ goes to A, so $\mathbf J = -\mathbf P$`,
      },
    ],
  },
  {
    tex: String.raw`\mathbf M`,
    meaning: 'the mass matrix: masses and inertias on its diagonal',
    unit: '—',
  },
  {
    tex: String.raw`\mathbf V`,
    meaning: 'all the velocities of the bodies, stacked into one column',
    unit: '—',
  },
  {
    tex: String.raw`\lambda`,
    meaning: 'a Lagrange multiplier: the size of the impulse one constraint row applies (λ_i, λ_n, λ_t)',
    unit: 'N·s',
    elsewhere: [
      {
        page: 'sp',
        meaning: 'Eberly’s 1/m_A + 1/m_B, quoted in the errata (our σ)',
        unit: '1/kg',
        says: String.raw`Eberly’s $\lambda$ is our $\sigma$`,
      },
    ],
  },
  {
    tex: String.raw`\mathbf\lambda`,
    meaning: 'the multipliers λ_i of several contacts, as one column',
    unit: 'N·s',
    of: 'si',
  },
  {
    tex: 'b',
    meaning:
      'the velocity a contact row has before the impulses: b_i = J_i V, the LCP’s b (a row’s target is v_bias)',
    unit: 'm/s',
  },
  {
    tex: String.raw`\mathbf b`,
    meaning: 'the velocities b_i of several contact rows before the impulses, as one column',
    unit: 'm/s',
    of: 'si',
    elsewhere: [
      {
        page: 'em',
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot\mathbf c = \mathbf a\cdot(\mathbf b\times\mathbf c)$`,
      },
      {
        page: 'sp',
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot(\mathbf a\times\mathbf c)$ (Lagrange's`,
      },
    ],
  },
  {
    tex: 'w',
    meaning: 'the velocity a contact row has after the impulses (w_i)',
    unit: 'm/s',
    of: 'si',
    elsewhere: [
      {
        page: 'em',
        meaning: 'the angular velocity, as a source’s triple-product note writes it',
        unit: 'rad/s',
        says: String.raw`writes the angular velocity first as $\vec{w_o}$`,
      },
    ],
  },
  {
    tex: String.raw`\beta`,
    meaning: 'the Baumgarte factor: the share of a position error corrected per step',
    unit: '1',
  },
  {
    tex: 'd',
    meaning: 'a penetration depth',
    unit: 'm',
    of: 'si',
    elsewhere: [
      { page: 'em', meaning: 'the depth of a box', unit: 'm', says: 'height $H$ and depth $d$' },
      {
        page: 'sp',
        meaning: 'the offset of B’s centre of mass from the normal line',
        unit: 'm',
        says: 'centre-of-mass offset $d$',
      },
    ],
  },
  {
    tex: String.raw`\Delta`,
    meaning: 'a change (Δt, Δω); alone with an index, a contact row’s correction in one visit',
    unit: '—',
  },
  { tex: 'i', meaning: 'an index over contacts or rows', unit: '—', of: 'si' },
  {
    tex: 'x',
    meaning: 'a coordinate along the world x axis; x_i a corner’s offset',
    unit: 'm',
  },
  { tex: 'y', meaning: 'a coordinate along the world y axis', unit: 'm' },
  { tex: 'z', meaning: 'a coordinate along the world z axis', unit: 'm', of: 'em' },
  {
    tex: 'W',
    meaning: 'the width of a box',
    unit: 'm',
    elsewhere: [
      {
        page: 'ni',
        meaning: 'the work an impulse does (W_c compressing, W_r restoring)',
        unit: 'J',
        says: '$W_c$ and $W_r$ the work the impulse does',
      },
    ],
  },
  { tex: 'H', meaning: 'the height of a box', unit: 'm' },

  // Names a single derivation gives a quantity of its own.
  { tex: String.raw`\mathbf A`, meaning: 'the xy block of an inertia tensor', unit: 'kg·m²', of: 'em' },
  {
    tex: String.raw`\mathbf a`,
    meaning: 'an anchor point of a joint (a_A, a_B)',
    unit: 'm',
    of: 'rj',
    elsewhere: [
      {
        page: 'em',
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot\mathbf c = \mathbf a\cdot(\mathbf b\times\mathbf c)$`,
      },
      {
        page: 'sp',
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot(\mathbf a\times\mathbf c)$ (Lagrange's`,
      },
    ],
  },
  {
    tex: String.raw`\mathbf c`,
    meaning: 'the column of an inertia tensor that couples its xy block to z',
    unit: 'kg·m²',
    of: 'em',
    elsewhere: [
      {
        page: 'fr',
        meaning: 'the contact point, as a position',
        unit: 'm',
        says: String.raw`$\mathbf x_B - \mathbf c = -\mathbf r_B$`,
      },
      {
        page: 'sp',
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot(\mathbf a\times\mathbf c)$ (Lagrange's`,
      },
    ],
  },
  { tex: 'c', meaning: 'the contact point, as a name (angular momentum about c)', unit: '—', of: 'fr' },
  {
    tex: String.raw`\mathbf p`,
    meaning: 'a point: of a body, or one that moves (ṗ its velocity)',
    unit: 'm',
    elsewhere: [
      {
        page: 'ni',
        meaning: 'the go stone’s linear momentum in Fiedler’s first code sample',
        unit: 'kg·m/s',
        says: String.raw`$-(1+e)\,\mathbf p\cdot\mathbf n$ it computes from the momentum`,
      },
    ],
  },
  { tex: 'p', meaning: 'a moving point, as a name (L_p, τ_p)', unit: '—', of: 'fr' },
  {
    tex: String.raw`\mathbf u`,
    meaning: 'a vector a step names for its algebra, defined where it is used',
    unit: '—',
  },
  {
    tex: String.raw`\mathbf y`,
    meaning: 'a vector a step names for its algebra: the part of a solution, or a test vector',
    unit: '—',
  },
  {
    tex: String.raw`\mathbf z`,
    meaning: 'the unit vector along the world z axis (ẑ)',
    unit: '1',
    of: 'em',
  },
  {
    tex: String.raw`\mathbf X`,
    meaning: 'a basis vector of the contact frame, one of n, t₀, t₁',
    unit: '1',
    of: 'sp',
  },
  {
    tex: String.raw`\mathbf Y`,
    meaning: 'a basis vector of the contact frame, one of n, t₀, t₁',
    unit: '1',
    of: 'sp',
  },
  {
    tex: 'S',
    meaning: 'the lever-arm part of K between two basis vectors, S(X, Y)',
    unit: '1/kg',
    of: 'sp',
  },
  {
    tex: 'Q',
    meaning: 'a matrix whose columns are a body’s lever-arm cross products (Q_A, Q_B)',
    unit: 'm',
    of: 'sp',
  },
  {
    tex: String.raw`\varphi`,
    meaning: 'the component of P along n in the sphere variant',
    unit: 'N·s',
    of: 'sp',
  },
  {
    tex: String.raw`\psi`,
    meaning: 'the component of P along t₀ in the sphere variant',
    unit: 'N·s',
    of: 'sp',
  },
  {
    tex: String.raw`\xi`,
    meaning: 'the component of P along t₁ in the sphere variant',
    unit: 'N·s',
    of: 'sp',
  },

  // The sources' letters, where the pages quote them.
  {
    tex: String.raw`\mathbf N`,
    meaning: 'Eberly’s normal N₀, from B toward A: our −n',
    unit: '1',
    source: {
      from: ['eberly-impulses'],
      says: { em: String.raw`$\mathbf n = -\mathbf N_0$`, sp: String.raw`$\mathbf n = -\mathbf N_0$` },
    },
  },
  {
    tex: String.raw`\mathcal V`,
    meaning: 'Eberly’s relative velocity V_A − V_B: our −v_rel',
    unit: 'm/s',
    source: {
      from: ['eberly-impulses'],
      says: {
        em: String.raw`$v_{\text{rel}} = -\mathcal V$`,
        sp: String.raw`$\mathbf v_{\text{rel}} = -\mathcal V$`,
      },
    },
  },
  {
    tex: 'f',
    meaning: 'Eberly’s normal impulse: our j',
    unit: 'N·s',
    source: { from: ['eberly-impulses'], says: { em: '$f$ is our $j$', sp: '| $j = f$ |' } },
    elsewhere: [
      {
        page: 'ss',
        meaning: 'a spring’s frequency (f_c, f_s)',
        unit: 'Hz',
        says: 'Give the spring a frequency $f_s$',
      },
    ],
  },
  {
    tex: String.raw`\varepsilon`,
    meaning: 'Eberly’s coefficient of restitution: our e',
    unit: '1',
    source: {
      from: ['eberly-impulses'],
      says: {
        em: String.raw`its $\varepsilon$ is our $e$`,
        sp: String.raw`| restitution $\varepsilon$ | $e$ | the same |`,
      },
    },
  },
  {
    tex: 'J',
    meaning: 'Eberly’s world inertia tensor J_A, J_B: our I_A, I_B',
    unit: 'kg·m²',
    elsewhere: [
      {
        page: 'ni',
        meaning: 'the impulse on A in the post Impulse Based Collision: our −P',
        unit: 'N·s',
        says: String.raw`The direction of $\vec J$ is assumed`,
      },
    ],
    source: {
      from: ['eberly-impulses'],
      says: {
        em: 'Eberly writes $J$ for the',
        sp: String.raw`| world inertia tensors $J_A$, $J_B$ | $\mathbf I_A$, $\mathbf I_B$ | the same |`,
      },
    },
  },
  {
    tex: String.raw`\mathbf F`,
    meaning: 'Eberly’s impulse, on A: our −P',
    unit: 'N·s',
    of: 'sp',
    source: { from: ['eberly-impulses'], says: { sp: String.raw`$\mathbf P = -\mathbf F$` } },
  },
  {
    tex: String.raw`\mathbf T`,
    meaning: 'Eberly’s tangents T₀, T₁: our −t₀ and t₁',
    unit: '1',
    of: 'sp',
    source: { from: ['eberly-impulses'], says: { sp: String.raw`$\mathbf t_0 = -\mathbf T_0$` } },
  },
  {
    tex: String.raw`\mathbf w`,
    meaning: 'Eberly’s angular velocities w_A, w_B: our ω_A, ω_B',
    unit: 'rad/s',
    of: 'sp',
    source: {
      from: ['eberly-impulses'],
      says: { sp: String.raw`| $\mathbf w_A$, $\mathbf w_B$ (angular velocities) |` },
    },
  },
  {
    tex: String.raw`\phi`,
    meaning: 'Eberly’s normal component of F: our φ',
    unit: 'N·s',
    of: 'sp',
    source: { from: ['eberly-impulses'], says: { sp: String.raw`$\varphi$, $\psi$ the same` } },
  },
  {
    tex: String.raw`\mathcal P`,
    meaning: 'Eberly’s contact point P₀',
    unit: 'm',
    of: 'sp',
    source: {
      from: ['eberly-impulses'],
      says: { sp: String.raw`$\mathbf r_B = \mathcal P_0 - \mathcal X_B$` },
    },
  },
  {
    tex: String.raw`\mathcal X`,
    meaning: 'Eberly’s centre of mass X_B: our x_B',
    unit: 'm',
    of: 'sp',
    source: {
      from: ['eberly-impulses'],
      says: { sp: String.raw`$\mathbf r_B = \mathcal P_0 - \mathcal X_B$` },
    },
  },
  {
    tex: 'D',
    meaning: 'Eberly’s denominator of f: our k = 1/m_eff',
    unit: '1/kg',
    of: 'sp',
    source: {
      from: ['eberly-impulses'],
      says: { sp: 'eq. 18 is the same formula written in his symbols' },
    },
  },
  {
    tex: 'u',
    meaning:
      'a source’s own letter: in Eberly’s f = −(1+ε)u/D, u is N₀·V⁻, our v_n; in the 2D post, a û it never introduces',
    unit: '—',
    source: {
      from: ['eberly-impulses', 'impulses-2d', 'impulse-based-collision'],
      says: {
        em: String.raw`a $\hat u$ that is never defined`,
        ni: String.raw`a $\hat u$ that is never defined`,
        sp: 'eq. 18 is the same formula written in his symbols',
      },
    },
  },
  {
    tex: String.raw`\mathbf j`,
    meaning: 'the 2D post’s impulse as a vector: our P',
    unit: 'N·s',
    source: {
      from: ['impulses-2d'],
      says: {
        ni: String.raw`its impulse $\mathbf j$ is our $\mathbf P$`,
        fr: String.raw`$\boldsymbol j = j\,\hat{\boldsymbol t}$ with the vector and its signed size under one letter`,
      },
    },
  },
  {
    tex: String.raw`\mathbf k`,
    meaning: 'the fixed point of the Jacobian page’s distance constraint',
    unit: 'm',
    of: 'em',
    source: { from: ['impulse-derivation'], says: { em: String.raw`world point $\mathbf k$` } },
  },
  {
    tex: 'l',
    meaning: 'the rest length of the Jacobian page’s distance constraint',
    unit: 'm',
    of: 'em',
    source: { from: ['impulse-derivation'], says: { em: String.raw`$C = |\mathbf p - \mathbf k| - l$` } },
  },
  {
    tex: 'M',
    meaning: 'an entry of the Jacobian page’s mass matrix (M⁻¹_ii)',
    unit: '—',
    of: 'em',
    source: { from: ['impulse-derivation'], says: { em: String.raw`$J_i^2\,M^{-1}_{ii}$` } },
    elsewhere: [
      { page: 'si', meaning: 'the mass of a heavy box', unit: 'kg', says: 'the heavy one (mass $M$)' },
      { page: 'ss', meaning: 'the mass of a heavy box', unit: 'kg', says: '$M$ here is the heavy box' },
    ],
  },
  {
    tex: 'V',
    meaning: 'the velocities in the Jacobian page’s C_v(V)',
    unit: '—',
    of: 'em',
    source: { from: ['impulse-derivation'], says: { em: '$C_v(V)$' } },
  },
  {
    tex: 'R',
    meaning: 'the distance from the centre of mass to a contact on a tilted face',
    unit: 'm',
    of: 'em',
    elsewhere: [{ page: 'sp', meaning: 'the radius of a ball', unit: 'm', says: 'a ball of radius R' }],
  },
];
