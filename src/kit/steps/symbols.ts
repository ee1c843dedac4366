// Symbols most pages bind alike: the masses and moments of inertia of the scenario's two bodies, A
// and B, which the solver stores as inverses (0 for an immovable body, whose mass is then ∞).
interface Masses {
  a: { invMass: number };
  b: { invMass: number };
}
interface Inertias {
  a: { invInertia: number };
  b: { invInertia: number };
}

export const massSymbols = {
  m_A: (s: Masses) => 1 / s.a.invMass,
  m_B: (s: Masses) => 1 / s.b.invMass,
};

/** Planar bodies only: a 3D body's inertia is a tensor. */
export const inertiaSymbols = {
  I_A: (s: Inertias) => 1 / s.a.invInertia,
  I_B: (s: Inertias) => 1 / s.b.invInertia,
};
