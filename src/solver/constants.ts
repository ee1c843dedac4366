// Tolerances used by the solver, in one place so pages and tests can quote them.

/**
 * A normal (or `dir`) is accepted as a unit vector when its length differs from 1 by at most
 * this much. Normals computed from float geometry are off by ~1e-16; 1e-6 leaves room for
 * normals typed in by hand on a page (0.6, 0.8) or stored as float32 (error ~6e-8).
 */
export const UNIT_TOLERANCE = 1e-6;

/**
 * A symmetric positive semidefinite n×n matrix M is treated as singular when
 * det M ≤ SINGULAR_RELATIVE_DET · (trace M)ⁿ. Both sides scale as (units)ⁿ, so the test does
 * not depend on the units of mass or length; the ratio det/traceⁿ is small exactly when the
 * smallest eigenvalue is small against the largest. 1e-12 keeps ~4 significant digits in the
 * solution of a system that is this close to singular.
 */
export const SINGULAR_RELATIVE_DET = 1e-12;

/**
 * An inverse inertia tensor is symmetric when |M[i][j] − M[j][i]| ≤ SYMMETRY_RELATIVE_TOLERANCE ·
 * max|M|. A world tensor R·D·Rᵀ computed in doubles is symmetric to ~1e-16 relative; anything
 * beyond 1e-9 is a data error, not rounding.
 */
export const SYMMETRY_RELATIVE_TOLERANCE = 1e-9;

/**
 * An inverse inertia tensor is positive semidefinite ("not negative") when its smallest
 * eigenvalue is ≥ −PSD_RELATIVE_TOLERANCE · (its largest |eigenvalue|). R·diag(0, a, b)·Rᵀ in
 * doubles has a "zero" eigenvalue of about ±1e-16·max, which must stay valid.
 */
export const PSD_RELATIVE_TOLERANCE = 1e-9;

/**
 * Added to the two tensor tolerances above. Relative tolerances underflow to 0 for tensors
 * with subnormal entries (~1e-320), where rounding alone breaks symmetry or definiteness;
 * 1e-300 is far below any physical inverse inertia, so accepting such noise changes nothing.
 */
export const TENSOR_ABSOLUTE_FLOOR = 1e-300;

/**
 * sphereImpulse3: the tangential part of V⁻ is treated as zero (t0 then comes from a fixed
 * construction) when its length is ≤ TANGENT_RELATIVE_ZERO · |V⁻|. Below that its direction is
 * rounding noise from removing the normal part.
 */
export const TANGENT_RELATIVE_ZERO = 1e-12;

/**
 * Eigenvalues/pseudo-inverse of a symmetric 3×3 (energy of bodies whose inverse inertia tensor
 * is rank-deficient): eigenvalues ≤ RANK_RELATIVE_TOLERANCE · max eigenvalue count as zero,
 * i.e. an axis about which the body cannot be turned.
 */
export const RANK_RELATIVE_TOLERANCE = 1e-12;

/**
 * solveContactLcp2 tries every active set of the rows, 2ⁿ of them, each a linear solve of up to
 * n rows: 256 for 8 contacts, enough for the chapter's scenes (a box on two corners, a stack of
 * three, a cradle of nine balls). Sequential impulses handle any number.
 */
export const MAX_LCP_ROWS = 8;

/**
 * solveContactLcp2 accepts an active set's solution when λ ≥ −LCP_RELATIVE_TOLERANCE·(largest λ)
 * and w ≥ −LCP_RELATIVE_TOLERANCE·(largest |b| + largest |K|·largest λ), and when its rows' own
 * equations (w = 0 where λ is solved for) hold to that tolerance: a singular subsystem may have no
 * solution at all. Rounding in these small solves is ~1e-15 relative; a wrong active set misses
 * by O(1), except near a tie, which the solver settles by comparing misses.
 */
export const LCP_RELATIVE_TOLERANCE = 1e-9;

/**
 * cradleSequential stops after this many passes when pairs still approach. With e = 1 a row of
 * N balls settles within N passes; with e < 1 the approaches can shrink geometrically forever
 * (e = 0 on [1, 0, 0]), and a thousand passes leaves them far below anything a page shows.
 */
export const CRADLE_MAX_PASSES = 1000;

/**
 * cradleLoop's sweeps unless told otherwise. The loop converges geometrically: for a row of N
 * balls with every contact pushing, Gauss–Seidel on K = tridiag(−1, 2, −1) shrinks the error by
 * cos²(π/N) per sweep (¼ for three balls, 0.65 for five, 0.88 for nine), so 200 sweeps bring nine
 * balls within 1e-10 of the LCP answer relative to the speeds, and five within rounding.
 */
export const CRADLE_LOOP_SWEEPS = 200;

/**
 * softContactSweeps2: the fastest a spring row pushes an overlap apart, m/s (its bias is capped at
 * −MAX_PUSH_OUT). Box2D v3.0's default, b2DefaultWorldDef's contactPushoutVelocity = 3 m/s
 * (maxContactPushSpeed in v3.1, contactSpeed later): fast enough to resolve a few centimetres of
 * overlap within a frame, slow enough that a deep overlap does not launch the bodies.
 */
export const MAX_PUSH_OUT = 3;
