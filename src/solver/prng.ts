// A seeded pseudo-random generator: a shuffled contact order, a stepper's scene and an exercise's
// numbers must be the same for the same seed on every machine and in every run (Math.random would
// not be). One generator for the whole site; everything above the solver imports it from here.

/** mulberry32 (Tommy Ettinger): 32 bits of state, uniform floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
