/** The betting record's date presets (the player's own days, in their time zone). */
export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** YYYY-MM-DD of a local day. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The local days a preset covers, from and to inclusive. */
export function presetRange(preset: RangePreset, now = new Date()): { from: string; to: string } {
  const today = localDate(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = localDate(addDays(now, -1));
      return { from: day, to: day };
    }
    case 'week':
      return { from: localDate(addDays(now, -6)), to: today };
    case 'month':
      return { from: localDate(addDays(now, -29)), to: today };
  }
}

const startOfLocalDay = (day: string) => new Date(`${day}T00:00:00`);

/**
 * The server counts days in UTC; a player's local days can start on the UTC day before or end
 * on the one after. So the query asks for the UTC days that cover the local range, and
 * `inRange` keeps the bets that fall inside the player's own days.
 */
export function serverRange(range: { from: string; to: string }) {
  const start = startOfLocalDay(range.from);
  const end = addDays(startOfLocalDay(range.to), 1);
  const utcDay = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: utcDay(start),
    to: utcDay(new Date(end.getTime() - 1)),
    inRange: (iso: string) => {
      const at = new Date(iso).getTime();
      return at >= start.getTime() && at < end.getTime();
    },
  };
}
