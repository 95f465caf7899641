import { type DateRange, isValidRange, localDate } from '../../../lib/periods';

/** The date filters of the agent screens (issue 13): today, yesterday, 7 days, this month, custom. */
export type AgentPeriod = 'today' | 'yesterday' | '7d' | 'month' | 'custom';

export const AGENT_PERIODS: AgentPeriod[] = ['today', 'yesterday', '7d', 'month', 'custom'];

/** The server answers a range of at most 92 days (contracts/agents.ts). */
export const MAX_RANGE_DAYS = 92;

const dayOf = (now: Date, offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);

/** The calendar days a fixed period stands for, in the agent's own calendar, both ends included. */
export function agentRange(period: Exclude<AgentPeriod, 'custom'>, now = new Date()): DateRange {
  switch (period) {
    case 'today':
      return { from: localDate(now), to: localDate(now) };
    case 'yesterday':
      return { from: localDate(dayOf(now, -1)), to: localDate(dayOf(now, -1)) };
    case '7d':
      return { from: localDate(dayOf(now, -6)), to: localDate(now) };
    case 'month':
      return { from: localDate(new Date(now.getFullYear(), now.getMonth(), 1)), to: localDate(now) };
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
