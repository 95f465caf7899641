import { describe, expect, it } from 'vitest';
import { agentRange, daysIn, isUsableRange } from './agent-periods';

describe('agent date filters', () => {
  // 3 March 2026, 00:30 local: yesterday crosses a month end, this month starts on the 1st.
  const now = new Date(2026, 2, 3, 0, 30);

  it('gives each fixed period its calendar days', () => {
    expect(agentRange('today', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(agentRange('yesterday', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(agentRange('7d', now)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(agentRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-03' });
  });

  it('counts both ends and refuses reversed or longer than 92-day ranges', () => {
    expect(daysIn({ from: '2026-01-01', to: '2026-01-01' })).toBe(1);
    expect(isUsableRange({ from: '2026-01-01', to: '2026-04-02' })).toBe(true);
    expect(isUsableRange({ from: '2026-01-01', to: '2026-04-03' })).toBe(false);
    expect(isUsableRange({ from: '2026-02-02', to: '2026-02-01' })).toBe(false);
    expect(isUsableRange({ from: '', to: '2026-02-01' })).toBe(false);
  });
});
