function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
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
