// A seeded pseudo-random generator: the iteration explorer's shuffled orders must be the same for
// the same seed on every machine and in every run (Math.random would not be).
// (src/sim/prng.ts is the same generator for the stepper's scenes; the solver cannot import the
// stepper, which sits above it.)

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
