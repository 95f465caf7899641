import type { BreakDuration } from '../constants';

/**
 * When a break chosen now would end (null: never), to show on the confirmation before it is
 * taken. The server decides the real end the same way (calendar units in UTC) and answers it.
 */
export function breakEndPreview(duration: BreakDuration, now: Date): Date | null {
  const match = /^(\d+)([hwmy])$/.exec(duration);
  if (!match) return null;
  const end = new Date(now);
  const count = Number(match[1]);
  if (match[2] === 'h') end.setUTCHours(end.getUTCHours() + count);
  if (match[2] === 'w') end.setUTCDate(end.getUTCDate() + 7 * count);
  if (match[2] === 'm') end.setUTCMonth(end.getUTCMonth() + count);
  if (match[2] === 'y') end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}
