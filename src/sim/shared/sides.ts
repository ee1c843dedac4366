// A contact's two sides as every engine stores them: B is always a body; A is a body, or (a < 0) a
// plane, which cannot move.

/** Side A's body, or null for a plane. */
export const sideA = <B>(contact: { a: number }, bodies: readonly B[]): B | null =>
  contact.a < 0 ? null : (bodies[contact.a] as B);
