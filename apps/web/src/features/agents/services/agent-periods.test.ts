import { describe, expect, it } from 'vitest';
import { agentRange, daysIn, isUsableRange, merchantToday } from './agent-periods';

describe('agent date filters', () => {
  // 2 March 2026, 16:30 UTC is 3 March 00:30 in Manila: yesterday crosses a month end there,
  // while in London it is still the 2nd.
  const now = new Date(Date.UTC(2026, 2, 2, 16, 30));

  it('gives each fixed period its calendar days in the merchant zone', () => {
    expect(agentRange('today', 'Asia/Manila', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(agentRange('yesterday', 'Asia/Manila', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(agentRange('7d', 'Asia/Manila', now)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(agentRange('month', 'Asia/Manila', now)).toEqual({ from: '2026-03-01', to: '2026-03-03' });
  });

  it('follows the merchant, not the phone: the same instant is another day elsewhere', () => {
    expect(merchantToday('Europe/London', now)).toBe('2026-03-02');
    expect(agentRange('month', 'Europe/London', now)).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(agentRange('yesterday', 'America/Sao_Paulo', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('counts both ends and refuses reversed or longer than 92-day ranges', () => {
    expect(daysIn({ from: '2026-01-01', to: '2026-01-01' })).toBe(1);
    expect(isUsableRange({ from: '2026-01-01', to: '2026-04-02' })).toBe(true);
    expect(isUsableRange({ from: '2026-01-01', to: '2026-04-03' })).toBe(false);
    expect(isUsableRange({ from: '2026-02-02', to: '2026-02-01' })).toBe(false);
    expect(isUsableRange({ from: '', to: '2026-02-01' })).toBe(false);
  });
});
