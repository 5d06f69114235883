import type { OrderingItem } from './schema.js';

/** FNV-1a hash of the item ids: the same items always give the same seed (pure, no randomness). */
function seedOf(items: readonly OrderingItem[]): number {
  let hash = 0x811c9dc5;
  for (const char of items.map((item) => item.id).join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic generator in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A deterministic permutation of the items that differs from their (correct) order whenever there are at
 * least two: seeded by the ids, so every pupil and every request sees the same order, and rotated by one
 * when the shuffle happens to return the correct order.
 */
export function shuffleItems(items: readonly OrderingItem[]): OrderingItem[] {
  const shuffled = [...items];
  const random = generator(seedOf(items));
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  const unchanged = shuffled.every((item, index) => item.id === items[index]!.id);
  return unchanged && shuffled.length > 1 ? [...shuffled.slice(1), shuffled[0]!] : shuffled;
}
