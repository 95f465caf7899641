import { type DateRange, isValidRange } from '../../../lib/periods';

/** The date filters of the agent screens (issue 13): today, yesterday, 7 days, this month, custom. */
export type AgentPeriod = 'today' | 'yesterday' | '7d' | 'month' | 'custom';

export const AGENT_PERIODS: AgentPeriod[] = ['today', 'yesterday', '7d', 'month', 'custom'];

/** The server answers a range of at most 92 days (contracts/agents.ts). */
export const MAX_RANGE_DAYS = 92;

/**
 * Today in the merchant's calendar (YYYY-MM-DD). The server counts a team's days from the
 * merchant's midnight, so the screens must ask for the merchant's today, not the phone's: a phone
 * set to another zone would otherwise ask for tomorrow's or yesterday's figures.
 */
export function merchantToday(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date moved by whole days (dates carry no zone, so UTC arithmetic is exact). */
function shiftDate(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

/** The calendar days a fixed period stands for, in the merchant's calendar, both ends included. */
export function agentRange(period: Exclude<AgentPeriod, 'custom'>, timeZone: string, now = new Date()): DateRange {
  const today = merchantToday(timeZone, now);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shiftDate(today, -1), to: shiftDate(today, -1) };
    case '7d':
      return { from: shiftDate(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Days from one date to another, both included. */
export function daysIn(range: DateRange): number {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000) + 1;
}

/** A custom range the server takes: both ends set, in order, at most 92 days. */
export const isUsableRange = (range: DateRange) => isValidRange(range) && daysIn(range) <= MAX_RANGE_DAYS;
