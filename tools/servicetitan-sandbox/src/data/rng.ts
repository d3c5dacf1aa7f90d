/**
 * A small seeded generator for the inner loops: faker draws the seeds and the pools (names,
 * streets, cities), this one picks from them, because faker's own calls cost microseconds each and
 * a full tenant makes millions of choices.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: a uniform float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; `weights` has one entry per item. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** A fresh generator whose sequence depends on this one's next draw. */
  fork(): Rng {
    return new Rng(Math.floor(this.next() * 4294967296));
  }
}

/** Rounds to cents, half away from zero despite binary noise (1.005 -> 1.01). */
export function cents(value: number): number {
  const scaled = value * 100;
  return (Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-7)) / 100;
}

/** The documents' money string: "123.45". */
export function money(value: number): string {
  return cents(value).toFixed(2);
}
