// A seeded pseudo-random generator for scenario builders: the same seed gives the same scene on
// every machine, so scenarios stay reproducible (Math.random would not).

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
