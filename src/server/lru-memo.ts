/**
 * Values computed once per key and kept for the `capacity` most recently used keys: the least
 * recently used one goes when a new key would exceed it. Used for prepared statements
 * (db/cached-reader.ts), for the hits of repeated searches (services/products.ts) and for the
 * listings' parts of match views (services/listing-parts.ts).
 */
export interface LruMemo<T, K = string> {
  /** The value kept for `key`, or `make(key)` computed now and kept. */
  get(key: K, make: (key: K) => T): T;
  /** The value kept for `key` (now the most recently used one), or undefined. */
  peek(key: K): T | undefined;
  /** Keeps `value` for `key`, in place of any other. */
  set(key: K, value: T): void;
  /** Forgets every value (what they were computed from changed). */
  clear(): void;
  readonly size: number;
}

export function lruMemo<T, K = string>(capacity: number): LruMemo<T, K> {
  const kept = new Map<K, T>();
  const set = (key: K, value: T) => {
    kept.delete(key);
    kept.set(key, value);
    if (kept.size > capacity) kept.delete(kept.keys().next().value as K);
  };
  const peek = (key: K) => {
    const hit = kept.get(key);
    // Most recently used last, so that the oldest goes first.
    if (hit !== undefined) set(key, hit);
    return hit;
  };
  return {
    get(key, make) {
      const hit = peek(key);
      if (hit !== undefined) return hit;
      const value = make(key);
      set(key, value);
      return value;
    },
    peek,
    set,
    clear: () => kept.clear(),
    get size() {
      return kept.size;
    },
  };
}
