import { AppError } from './errors';

const MAX_DEPTH = 20;

/**
 * The paths (`payerName`, `items.0.name`) of every string in `value` that holds a NUL byte, keys
 * included. PostgreSQL cannot store U+0000 in text, so such input would fail deep inside a query
 * as a 500; it is refused at the edge instead (issue 8 item 11).
 */
export function nulBytePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'));
  } else if (value !== null && typeof value === 'object' && path.length < MAX_DEPTH && !Buffer.isBuffer(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key.replaceAll('\u0000', '\\0')].join('.'));
      else nulBytePaths(child, [...path, key], found);
    }
  }
  return found;
}

/** Throws 400 validation.failed naming each field of the parts that holds a NUL byte. */
export function refuseNulBytes(parts: Record<string, unknown>): void {
  const fields = Object.entries(parts).flatMap(([part, value]) =>
    nulBytePaths(value).map((path) => ({ field: path || part, key: 'field.invalid' })),
  );
  if (fields.length > 0) throw new AppError('validation.failed', { fields });
}
