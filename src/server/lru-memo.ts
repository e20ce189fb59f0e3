/**
 * Values computed once per key and kept for the `capacity` most recently used keys: the least
 * recently used one goes when a new key would exceed it. Used for prepared statements
 * (db/cached-reader.ts) and for the hits of repeated searches (services/products.ts).
 */
export interface LruMemo<T> {
  /** The value kept for `key`, or `make(key)` computed now and kept. */
  get(key: string, make: (key: string) => T): T;
  /** Forgets every value (what they were computed from changed). */
  clear(): void;
  readonly size: number;
}

export function lruMemo<T>(capacity: number): LruMemo<T> {
  const kept = new Map<string, T>();
  return {
    get(key, make) {
      const hit = kept.get(key);
      if (hit !== undefined) {
        // Most recently used last, so that the oldest goes first.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const value = make(key);
      kept.set(key, value);
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
      return value;
    },
    clear: () => kept.clear(),
    get size() {
      return kept.size;
    },
  };
}
