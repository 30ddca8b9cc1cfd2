/**
 * A seeded pseudo-random source for the sample generator: the same seed always gives the
 * same tenants, so the checked-in sample can be regenerated and tests can compare runs.
 * mulberry32 is tiny, fast and good enough for fake data (not for anything secret).
 */
import type { Quantiles } from './statistics.ts';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An item drawn with the given weights (weights need not sum to 1). */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** A new independent stream, so adding draws in one part does not shift the others. */
  fork(label: string): Random;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn a fork label into seed material. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.max(0, count));
    },
    weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + Math.max(0, weightOf(item)), 0);
      let left = next() * total;
      for (const item of items) {
        left -= Math.max(0, weightOf(item));
        if (left < 0) return item;
      }
      return random.pick(items);
    },
    fork: (label) => createRandom(hashLabel(`${seed}:${label}`)),
  };
  return random;
}

/**
 * The lowest and highest value drawn from a quantile summary: 30% below p10 and 50% above
 * p90, so the tails exist without the outliers the source data had.
 */
export function quantileRange(q: Quantiles): { min: number; max: number } {
  return { min: q.p10 * 0.7, max: q.p90 * 1.5 };
}

/** A draw following a quantile summary (a piecewise-linear inverse CDF through p10..p90). */
export function fromQuantiles(random: Random, q: Quantiles): number {
  const { min, max } = quantileRange(q);
  const knots: [number, number][] = [
    [0, min],
    [0.1, q.p10],
    [0.25, q.p25],
    [0.5, q.p50],
    [0.75, q.p75],
    [0.9, q.p90],
    [1, max],
  ];
  const u = random.next();
  for (let i = 1; i < knots.length; i++) {
    const [u1, v1] = knots[i] as [number, number];
    const [u0, v0] = knots[i - 1] as [number, number];
    if (u <= u1) return v0 + ((u - u0) / (u1 - u0)) * (v1 - v0);
  }
  return max;
}
