/** A small seeded PRNG (mulberry32) so demo data is the same on every fresh database. */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct items, in list order. */
  some<T>(list: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    some: (list, count) => {
      const indexes = new Set<number>();
      while (indexes.size < Math.min(count, list.length)) indexes.add(int(0, list.length - 1));
      return [...indexes].sort((a, b) => a - b).map((i) => list[i]!);
    },
    chance: (probability) => next() < probability,
  };
}
