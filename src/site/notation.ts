// The site's notation: one row per symbol, with its one meaning, its unit and the pages that use
// it. A symbol is a letter in its font (`j`, `\mathbf P`, `\mathcal V`, `\lambda`); what only labels
// it or marks a state (subscripts, superscripts, primes, accents) does not make another symbol, so
// `m_A`, `m_{\text{eff}}` and `m_B'` are all `m`, a mass (src/site/tex-atoms.ts reads them so).
//
// The /notation/ page is generated from this table, and tests/unit/site/notation.test.ts holds the
// pages to it: every symbol a page displays (its step TeX, the TeX check's symbols, the math in its
// text) has its row here naming that page, a page may use a symbol with another meaning only where
// it says so in its own text (`elsewhere`, with the sentence that says it), and a source's letter
// that is not ours (`source`) is introduced on each page that quotes it (`says`).
/** A page that uses a symbol for something other than the site's meaning, and says so. */
export interface Elsewhere {
  page: string;
  meaning: string;
  unit: string;
  /** Words of that page's text (as written in its MDX, spacing aside) that give the other meaning. */
  says: string;
}

export interface NotationRow {
  /** The symbol as TeX, the way `texAtoms` names it. */
  tex: string;
  /** What it means on every page listed in `pages`. */
  meaning: string;
  /** Its SI unit; '1' for a pure number, '—' for a name or a mixed quantity. */
  unit: string;
  /** The pages that use it with this meaning, by slug. */
  pages: readonly string[];
  /** Pages that use the letter for something else, each saying so. */
  elsewhere?: readonly Elsewhere[];
  /**
   * A source's symbol, not the site's: the sources it comes from (ids of src/data/sources.ts), and
   * on each page that quotes it the words that translate it into the site's notation.
   */
  source?: { from: readonly string[]; says: Readonly<Record<string, string>> };
}

const EM = 'effective-mass';
const FR = 'friction-clamping';
const NI = 'normal-impulse';
const RJ = 'revolute-joint';
const SQ = 'sequential-impulses';
const SP = 'sphere-impulse';
const ALL = [EM, FR, NI, RJ, SQ, SP];

export const NOTATION: readonly NotationRow[] = [
  // Bodies, their motion and the contact.
  {
    tex: 'm',
    meaning: 'a mass: of a body (m_A, m_B), or the effective mass a push meets (m_eff)',
    unit: 'kg',
    pages: ALL,
  },
  {
    tex: 'I',
    meaning: 'a moment of inertia about the centre of mass (I_A, I_B; I_zz, I_1… of a tensor)',
    unit: 'kg·m²',
    pages: ALL,
  },
  {
    tex: String.raw`\mathbf I`,
    meaning: 'the inertia tensor of a body, in world axes',
    unit: 'kg·m²',
    pages: [EM, FR, NI, SP],
  },
  {
    tex: String.raw`\mathbf x`,
    meaning: 'the position of a centre of mass (x_A, x_B)',
    unit: 'm',
    pages: [FR, RJ],
    elsewhere: [
      {
        page: EM,
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
    pages: ALL,
  },
  {
    tex: 'r',
    meaning: 'a component of r (r_x, r_y), or its length: a disc’s radius',
    unit: 'm',
    pages: [EM, FR, NI, RJ],
  },
  {
    tex: String.raw`\mathbf n`,
    meaning: 'the unit contact normal, from body A toward body B',
    unit: '1',
    pages: ALL,
  },
  { tex: 'n', meaning: 'a component of n (n_x, n_y)', unit: '1', pages: [EM, FR, NI, SQ] },
  {
    tex: String.raw`\mathbf t`,
    meaning: 't = (−n_y, n_x), the unit tangent in 2D; t₀, t₁ a tangent basis in 3D',
    unit: '1',
    pages: [EM, FR, SQ, SP],
  },
  { tex: 't', meaning: 'time; Δt one time step', unit: 's', pages: [FR, RJ, SQ] },
  {
    tex: String.raw`\mathbf v`,
    meaning:
      'a velocity: of a centre of mass (v_A), of a contact point (v_cA), relative (v_rel = v_cB − v_cA)',
    unit: 'm/s',
    pages: ALL,
  },
  {
    tex: 'v',
    meaning:
      'a component of a velocity: v_n = v_rel·n (negative: approaching), v_t, v_x; on one line, v_A and v_B along n',
    unit: 'm/s',
    pages: ALL,
  },
  {
    tex: String.raw`\omega`,
    meaning: 'the angular velocity of a body in 2D',
    unit: 'rad/s',
    pages: [EM, FR, NI, RJ, SQ],
  },
  {
    tex: String.raw`\mathbf\omega`,
    meaning: 'the angular velocity of a body in 3D',
    unit: 'rad/s',
    pages: [EM, SP],
  },
  { tex: 'T', meaning: 'kinetic energy (T before, T′ after)', unit: 'J', pages: [FR, NI, RJ, SP] },
  {
    tex: 'L',
    meaning: 'angular momentum about a point',
    unit: 'kg·m²/s',
    pages: [FR],
    elsewhere: [{ page: EM, meaning: 'the length of a rod', unit: 'm', says: 'length $L$' }],
  },
  { tex: String.raw`\mathbf L`, meaning: 'angular momentum (3D)', unit: 'kg·m²/s', pages: [SP] },
  { tex: String.raw`\tau`, meaning: 'a torque about a point', unit: 'N·m', pages: [FR] },
  { tex: 'g', meaning: 'the acceleration of gravity (g its size)', unit: 'm/s²', pages: [FR, SQ] },
  { tex: String.raw`\mathbf g`, meaning: 'the acceleration of gravity', unit: 'm/s²', pages: [FR] },

  // The impulse and what a body feels.
  {
    tex: String.raw`\mathbf P`,
    meaning: 'the impulse: P on body B, −P on body A',
    unit: 'N·s',
    pages: [EM, FR, NI, RJ, SP],
  },
  { tex: 'P', meaning: 'a component of the impulse P (P_x, P_n)', unit: 'N·s', pages: [NI, RJ, SP] },
  {
    tex: 'j',
    meaning: 'the size of an impulse along one direction: P = j n (j, j_n, j_t)',
    unit: 'N·s',
    pages: ALL,
  },
  {
    tex: 'k',
    meaning: 'an inverse effective mass along one direction (k = 1/m_eff), or an entry of K (k₁₁)',
    unit: '1/kg',
    pages: ALL,
  },
  { tex: 'K', meaning: 'an entry of the matrix K (K₁₁, K_ij)', unit: '1/kg', pages: [SQ] },
  {
    tex: String.raw`\mathbf K`,
    meaning: 'the collision matrix: v_rel′ = v_rel + K P (the inverse effective mass as a matrix)',
    unit: '1/kg',
    pages: [EM, RJ, SQ, SP],
  },
  {
    tex: String.raw`\sigma`,
    meaning: 'the sum of the inverse masses, 1/m_A + 1/m_B',
    unit: '1/kg',
    pages: [RJ, SP],
  },
  { tex: String.raw`\kappa`, meaning: 'an eigenvalue of K (κ₁ ≥ κ₂)', unit: '1/kg', pages: [RJ] },
  { tex: String.raw`\mathbf e`, meaning: 'a unit eigenvector of K (e₁, e₂)', unit: '1', pages: [RJ] },
  { tex: String.raw`\mathbf d`, meaning: 'a unit direction of a push', unit: '1', pages: [EM, RJ] },
  {
    tex: String.raw`\ell`,
    meaning: 'a lever arm: the distance from a centre of mass to a line of push',
    unit: 'm',
    pages: [EM, RJ],
  },
  { tex: String.raw`\rho`, meaning: 'a radius of gyration, √(I/m)', unit: 'm', pages: [EM] },
  { tex: String.raw`\theta`, meaning: 'the angle from r_B to n', unit: 'rad', pages: [EM] },
  { tex: String.raw`\gamma`, meaning: 'the turn of a box about the vertical axis', unit: 'rad', pages: [EM] },
  {
    tex: String.raw`\delta`,
    meaning: 'a tilt: the angle of a push or a normal from the face normal',
    unit: 'rad',
    pages: [EM],
  },
  { tex: 'e', meaning: 'the coefficient of restitution', unit: '1', pages: ALL },
  {
    tex: String.raw`\mu`,
    meaning: 'a coefficient of friction (μ_s static, μ_d dynamic)',
    unit: '1',
    pages: [EM, FR, SQ, SP],
  },
  { tex: 'F', meaning: 'a contact force (F_n normal, F_t tangential)', unit: 'N', pages: [FR] },

  // Constraints, Jacobians and solvers.
  {
    tex: 'C',
    meaning: 'a position constraint: zero when it holds',
    unit: 'm',
    pages: [EM, RJ],
    elsewhere: [
      {
        page: SP,
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
    pages: [RJ],
  },
  {
    tex: String.raw`\mathbf J`,
    meaning: 'a Jacobian: the row(s) that turn all the velocities into a constraint’s velocity',
    unit: '—',
    pages: [EM, RJ, SQ],
    elsewhere: [
      {
        page: NI,
        meaning: 'the impulse on A in the normal-impulse post’s derivation, −P',
        unit: 'N·s',
        says: String.raw`impulse $\mathbf J$ goes to A, so $\mathbf J = -\mathbf P$`,
      },
    ],
  },
  {
    tex: String.raw`\mathbf M`,
    meaning: 'the mass matrix: masses and inertias on its diagonal',
    unit: '—',
    pages: [EM, RJ, SQ],
  },
  {
    tex: String.raw`\mathbf V`,
    meaning: 'all the velocities of the bodies, stacked into one column',
    unit: '—',
    pages: [EM, RJ, SQ],
  },
  {
    tex: String.raw`\lambda`,
    meaning: 'a Lagrange multiplier: the size of the impulse one constraint row applies (λ_i, λ_n, λ_t)',
    unit: 'N·s',
    pages: [EM, FR, RJ, SQ],
    elsewhere: [
      {
        page: SP,
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
    pages: [SQ],
  },
  {
    tex: 'b',
    meaning: 'a bias: what a constraint row adds to J V (b_i, the row’s velocity before the impulses)',
    unit: 'm/s',
    pages: [EM, RJ, SQ],
  },
  {
    tex: String.raw`\mathbf b`,
    meaning: 'the biases b_i of several contacts, as one column',
    unit: 'm/s',
    pages: [SQ],
    elsewhere: [
      {
        page: EM,
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot\mathbf c = \mathbf a\cdot(\mathbf b\times\mathbf c)$`,
      },
      {
        page: SP,
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
    pages: [SQ],
    elsewhere: [
      {
        page: EM,
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
    pages: [RJ, SQ],
  },
  {
    tex: 'd',
    meaning: 'a penetration depth',
    unit: 'm',
    pages: [SQ],
    elsewhere: [
      { page: EM, meaning: 'the depth of a box', unit: 'm', says: 'height $H$ and depth $d$' },
      {
        page: SP,
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
    pages: [SQ],
  },
  { tex: 'i', meaning: 'an index over contacts or rows', unit: '—', pages: [SQ] },
  {
    tex: 'x',
    meaning: 'a coordinate along the world x axis; x_i a corner’s offset',
    unit: 'm',
    pages: [EM, RJ, SQ],
  },
  { tex: 'y', meaning: 'a coordinate along the world y axis', unit: 'm', pages: [EM, RJ, SP] },
  { tex: 'z', meaning: 'a coordinate along the world z axis', unit: 'm', pages: [EM] },
  {
    tex: 'W',
    meaning: 'the width of a box',
    unit: 'm',
    pages: [EM, SQ],
    elsewhere: [
      {
        page: NI,
        meaning: 'the work an impulse does (W_c compressing, W_r restoring)',
        unit: 'J',
        says: '$W_c$ and $W_r$ the work the impulse does',
      },
    ],
  },
  { tex: 'H', meaning: 'the height of a box', unit: 'm', pages: [EM, SQ] },

  // Names a single derivation gives a quantity of its own.
  { tex: String.raw`\mathbf A`, meaning: 'the xy block of an inertia tensor', unit: 'kg·m²', pages: [EM] },
  {
    tex: String.raw`\mathbf a`,
    meaning: 'an anchor point of a joint (a_A, a_B)',
    unit: 'm',
    pages: [RJ],
    elsewhere: [
      {
        page: EM,
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot\mathbf c = \mathbf a\cdot(\mathbf b\times\mathbf c)$`,
      },
      {
        page: SP,
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
    pages: [EM],
    elsewhere: [
      {
        page: FR,
        meaning: 'the contact point, as a position',
        unit: 'm',
        says: String.raw`$\mathbf x_B - \mathbf c = -\mathbf r_B$`,
      },
      {
        page: SP,
        meaning: 'any vector, in a vector identity',
        unit: '—',
        says: String.raw`$(\mathbf a\times\mathbf b)\cdot(\mathbf a\times\mathbf c)$ (Lagrange's`,
      },
    ],
  },
  { tex: 'c', meaning: 'the contact point, as a name (angular momentum about c)', unit: '—', pages: [FR] },
  {
    tex: String.raw`\mathbf p`,
    meaning: 'a point: of a body, or one that moves (ṗ its velocity)',
    unit: 'm',
    pages: [EM, FR],
    elsewhere: [
      {
        page: NI,
        meaning: 'the go stone’s linear momentum in Fiedler’s first code sample',
        unit: 'kg·m/s',
        says: String.raw`$-(1+e)\,\mathbf p\cdot\mathbf n$ it computes from the momentum`,
      },
    ],
  },
  { tex: 'p', meaning: 'a moving point, as a name (L_p, τ_p)', unit: '—', pages: [FR] },
  {
    tex: String.raw`\mathbf u`,
    meaning: 'a vector a step names for its algebra, defined where it is used',
    unit: '—',
    pages: [EM, RJ, SP],
  },
  {
    tex: String.raw`\mathbf y`,
    meaning: 'a vector a step names for its algebra: the part of a solution, or a test vector',
    unit: '—',
    pages: [EM, SP],
  },
  {
    tex: String.raw`\mathbf z`,
    meaning: 'the unit vector along the world z axis (ẑ)',
    unit: '1',
    pages: [EM],
  },
  {
    tex: String.raw`\mathbf X`,
    meaning: 'a basis vector of the contact frame, one of n, t₀, t₁',
    unit: '1',
    pages: [SP],
  },
  {
    tex: String.raw`\mathbf Y`,
    meaning: 'a basis vector of the contact frame, one of n, t₀, t₁',
    unit: '1',
    pages: [SP],
  },
  {
    tex: 'S',
    meaning: 'the lever-arm part of K between two basis vectors, S(X, Y)',
    unit: '1/kg',
    pages: [SP],
  },
  {
    tex: 'Q',
    meaning: 'a matrix whose columns are a body’s lever-arm cross products (Q_A, Q_B)',
    unit: 'm',
    pages: [SP],
  },
  {
    tex: String.raw`\varphi`,
    meaning: 'the component of P along n in the sphere variant',
    unit: 'N·s',
    pages: [SP],
  },
  {
    tex: String.raw`\psi`,
    meaning: 'the component of P along t₀ in the sphere variant',
    unit: 'N·s',
    pages: [SP],
  },
  {
    tex: String.raw`\xi`,
    meaning: 'the component of P along t₁ in the sphere variant',
    unit: 'N·s',
    pages: [SP],
  },

  // The sources' letters, where the pages quote them.
  {
    tex: String.raw`\mathbf N`,
    meaning: 'Eberly’s normal N₀, from B toward A: our −n',
    unit: '1',
    pages: [EM, SP],
    source: {
      from: ['eberly-impulses'],
      says: { [EM]: String.raw`$\mathbf n = -\mathbf N_0$`, [SP]: String.raw`$\mathbf n = -\mathbf N_0$` },
    },
  },
  {
    tex: String.raw`\mathcal V`,
    meaning: 'Eberly’s relative velocity V_A − V_B: our −v_rel',
    unit: 'm/s',
    pages: [EM, SP],
    source: {
      from: ['eberly-impulses'],
      says: {
        [EM]: String.raw`$v_{\text{rel}} = -\mathcal V$`,
        [SP]: String.raw`$\mathbf v_{\text{rel}} = -\mathcal V$`,
      },
    },
  },
  {
    tex: 'f',
    meaning: 'Eberly’s normal impulse: our j',
    unit: 'N·s',
    pages: [EM, SP],
    source: { from: ['eberly-impulses'], says: { [EM]: '$f$ is our $j$', [SP]: '| $j = f$ |' } },
  },
  {
    tex: String.raw`\varepsilon`,
    meaning: 'Eberly’s coefficient of restitution: our e',
    unit: '1',
    pages: [EM, SP],
    source: {
      from: ['eberly-impulses'],
      says: {
        [EM]: String.raw`its $\varepsilon$ is our $e$`,
        [SP]: String.raw`| restitution $\varepsilon$ | $e$ | the same |`,
      },
    },
  },
  {
    tex: 'J',
    meaning: 'Eberly’s world inertia tensor J_A, J_B: our I_A, I_B',
    unit: 'kg·m²',
    pages: [EM, SP],
    elsewhere: [
      {
        page: NI,
        meaning: 'the impulse on A in the post Impulse Based Collision: our −P',
        unit: 'N·s',
        says: String.raw`The direction of $\vec J$ is assumed`,
      },
    ],
    source: {
      from: ['eberly-impulses'],
      says: {
        [EM]: 'Eberly writes $J$ for the',
        [SP]: String.raw`| world inertia tensors $J_A$, $J_B$ | $\mathbf I_A$, $\mathbf I_B$ | the same |`,
      },
    },
  },
  {
    tex: String.raw`\mathbf F`,
    meaning: 'Eberly’s impulse, on A: our −P',
    unit: 'N·s',
    pages: [SP],
    source: { from: ['eberly-impulses'], says: { [SP]: String.raw`$\mathbf P = -\mathbf F$` } },
  },
  {
    tex: String.raw`\mathbf T`,
    meaning: 'Eberly’s tangents T₀, T₁: our −t₀ and t₁',
    unit: '1',
    pages: [SP],
    source: { from: ['eberly-impulses'], says: { [SP]: String.raw`$\mathbf t_0 = -\mathbf T_0$` } },
  },
  {
    tex: String.raw`\mathbf w`,
    meaning: 'Eberly’s angular velocities w_A, w_B: our ω_A, ω_B',
    unit: 'rad/s',
    pages: [SP],
    source: {
      from: ['eberly-impulses'],
      says: { [SP]: String.raw`| $\mathbf w_A$, $\mathbf w_B$ (angular velocities) |` },
    },
  },
  {
    tex: String.raw`\phi`,
    meaning: 'Eberly’s normal component of F: our φ',
    unit: 'N·s',
    pages: [SP],
    source: { from: ['eberly-impulses'], says: { [SP]: String.raw`$\varphi$, $\psi$ the same` } },
  },
  {
    tex: String.raw`\mathcal P`,
    meaning: 'Eberly’s contact point P₀',
    unit: 'm',
    pages: [SP],
    source: {
      from: ['eberly-impulses'],
      says: { [SP]: String.raw`$\mathbf r_B = \mathcal P_0 - \mathcal X_B$` },
    },
  },
  {
    tex: String.raw`\mathcal X`,
    meaning: 'Eberly’s centre of mass X_B: our x_B',
    unit: 'm',
    pages: [SP],
    source: {
      from: ['eberly-impulses'],
      says: { [SP]: String.raw`$\mathbf r_B = \mathcal P_0 - \mathcal X_B$` },
    },
  },
  {
    tex: 'D',
    meaning: 'Eberly’s denominator of f: our k = 1/m_eff',
    unit: '1/kg',
    pages: [SP],
    source: {
      from: ['eberly-impulses'],
      says: { [SP]: 'eq. 18 is the same formula written in his symbols' },
    },
  },
  {
    tex: 'u',
    meaning:
      'a source’s own letter: in Eberly’s f = −(1+ε)u/D, u is N₀·V⁻, our v_n; in the 2D post, a û it never introduces',
    unit: '—',
    pages: [EM, NI, SP],
    source: {
      from: ['eberly-impulses', 'impulses-2d', 'impulse-based-collision'],
      says: {
        [EM]: String.raw`a $\hat u$ that is never defined`,
        [NI]: String.raw`a $\hat u$ that is never defined`,
        [SP]: 'eq. 18 is the same formula written in his symbols',
      },
    },
  },
  {
    tex: String.raw`\mathbf j`,
    meaning: 'the 2D post’s friction impulse as a vector: our P',
    unit: 'N·s',
    pages: [FR],
    source: {
      from: ['impulses-2d'],
      says: {
        [FR]: String.raw`$\boldsymbol j = j\,\hat{\boldsymbol t}$ with the vector and its signed size under one letter`,
      },
    },
  },
  {
    tex: String.raw`\mathbf k`,
    meaning: 'the fixed point of the Jacobian page’s distance constraint',
    unit: 'm',
    pages: [EM],
    source: { from: ['impulse-derivation'], says: { [EM]: String.raw`world point $\mathbf k$` } },
  },
  {
    tex: 'l',
    meaning: 'the rest length of the Jacobian page’s distance constraint',
    unit: 'm',
    pages: [EM],
    source: { from: ['impulse-derivation'], says: { [EM]: String.raw`$C = |\mathbf p - \mathbf k| - l$` } },
  },
  {
    tex: 'M',
    meaning: 'an entry of the Jacobian page’s mass matrix (M⁻¹_ii)',
    unit: '—',
    pages: [EM],
    source: { from: ['impulse-derivation'], says: { [EM]: String.raw`$J_i^2\,M^{-1}_{ii}$` } },
  },
  {
    tex: 'V',
    meaning: 'the velocities in the Jacobian page’s C_v(V)',
    unit: '—',
    pages: [EM],
    source: { from: ['impulse-derivation'], says: { [EM]: '$C_v(V)$' } },
  },
  {
    tex: 'R',
    meaning: 'the distance from the centre of mass to a contact on a tilted face',
    unit: 'm',
    pages: [EM],
    elsewhere: [{ page: SP, meaning: 'the radius of a ball', unit: 'm', says: 'a ball of radius R' }],
  },
];
