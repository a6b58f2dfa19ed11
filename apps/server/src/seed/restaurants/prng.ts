// A small seeded pseudo-random generator, so the demo catalogue is the same on every machine
// and every start (same ids, names, places). Not for anything secret.

/** cyrb53-style string hash to a 32-bit seed. */
function seedOf(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A version-4-shaped UUID drawn from the sequence. */
  uuid(): string;
}

const HEX = Array.from({ length: 256 }, (_v, i) => i.toString(16).padStart(2, '0'));
const hex = (byte: number) => HEX[byte & 0xff]!;

/** mulberry32: 32-bit state, full period, good enough spread for made-up data. */
export function createRandom(seed: string): Random {
  let state = seedOf(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const word = () => Math.floor(next() * 4294967296);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    uuid() {
      const a = word();
      const b = word();
      const c = word();
      const d = word();
      // Version 4 in the 13th hex digit, variant 10xx in the 17th.
      const bVersioned = ((b & 0xffff0fff) | 0x4000) >>> 0;
      const cVariant = ((c & 0x3fffffff) | 0x80000000) >>> 0;
      return (
        hex(a >>> 24) +
        hex(a >>> 16) +
        hex(a >>> 8) +
        hex(a) +
        '-' +
        hex(bVersioned >>> 24) +
        hex(bVersioned >>> 16) +
        '-' +
        hex(bVersioned >>> 8) +
        hex(bVersioned) +
        '-' +
        hex(cVariant >>> 24) +
        hex(cVariant >>> 16) +
        '-' +
        hex(cVariant >>> 8) +
        hex(cVariant) +
        hex(d >>> 24) +
        hex(d >>> 16) +
        hex(d >>> 8) +
        hex(d)
      );
    },
  };
}
