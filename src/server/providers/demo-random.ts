// Deterministic randomness for the demo data: the same plate gets the same answers on every instance.

/** FNV-1a: a stable 32-bit seed from any string. */
export function hash(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to pick plausible values. */
export function seeded(seed: string) {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join("");
  return { next, int, pick, chars };
}
