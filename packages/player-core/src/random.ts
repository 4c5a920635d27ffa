/** A source of numbers in [0, 1), like `Math.random`. Injected so that shuffles are testable. */
export type Random = () => number;

/** Returns a new array in random order (Fisher–Yates); the input is left untouched. */
export function shuffled<T>(values: readonly T[], random: Random): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i -= 1) {
    // A misbehaving source (returning 1, NaN or negatives) must not index outside the array.
    const draw = Math.floor(random() * (i + 1));
    const j = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), i) : i;
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/** A small deterministic generator (mulberry32): the same seed gives the same sequence. */
export function createSeededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes queue item ids `${prefix}1`, `${prefix}2`, … — unique for the life of the factory. */
export function createIdFactory(prefix = 'item-'): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}${count}`;
  };
}
