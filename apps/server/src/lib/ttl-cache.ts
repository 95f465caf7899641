/**
 * A small in-process cache with a time to live. Used for data every request reads
 * (merchant settings) and that changes rarely; writers also invalidate it explicitly,
 * and the invalidation bus tells the other instances.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  /** Returns the cached value or loads it once, sharing the load between concurrent callers. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
