/**
 * A small in-process cache with a time to live. Used for data every request reads
 * (merchant settings) and that changes rarely; writers also invalidate it explicitly,
 * and the invalidation bus tells the other instances. Its size is bounded: some keys come from
 * callers (a Host header, a vendor's player id), and an entry is otherwise only dropped when its
 * key is asked for again. Past `maxEntries` the oldest entry goes (a miss only costs a reload).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /** Returns the cached value or loads it once, sharing the load between concurrent callers. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    if (!hit && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key `matches` (all the answers of one merchant). */
  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
