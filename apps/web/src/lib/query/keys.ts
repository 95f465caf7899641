/** A query's key: its parts name what it reads (['wallet', 'balance', token]). */
export type QueryKey = readonly unknown[];

declare const dataTag: unique symbol;
/** A key that also carries the type of its data, so getQueryData(key) knows what it returns. */
export type DataTag<TKey extends QueryKey, TData> = TKey & { [dataTag]: TData };
/** The data a tagged key carries, or the fallback for a plain key. */
export type DataOf<TKey, TFallback> = TKey extends { [dataTag]: infer TData } ? TData : TFallback;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The key as a string, its objects' fields in order: two keys that mean the same hash the same. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((field) => [field, value[field]]),
        )
      : value,
  );
}

/**
 * Whether `part` is within `whole`: each of its fields (an array's items by place) equals the
 * same field of `whole`. A filter key ['wallet'] so matches every key that starts with 'wallet'.
 */
export function partialMatch(whole: unknown, part: unknown): boolean {
  if (whole === part) return true;
  if (typeof whole !== typeof part || typeof part !== 'object' || whole === null || part === null) return false;
  return Object.keys(part).every((field) =>
    partialMatch((whole as Record<string, unknown>)[field], (part as Record<string, unknown>)[field]),
  );
}

/**
 * `next`, reusing the parts of `previous` that are equal in value: a refetch that brought the same
 * data gives back the same objects, so memoised children and effects keyed on them stay put.
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const fields = Object.keys(after);
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = fields.length === Object.keys(before).length;
  for (const field of fields) {
    copy[field] = replaceEqualDeep(before[field], after[field]);
    if (copy[field] !== before[field] || !(field in before)) same = false;
  }
  return (same ? previous : copy) as T;
}
