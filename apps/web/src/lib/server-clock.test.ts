import { describe, expect, it } from 'vitest';
import { clockText } from './server-clock';

describe('the rain countdown (clockText)', () => {
  it('reads mm:ss under an hour and hh:mm:ss from an hour up, never below zero', () => {
    expect(clockText(59_000)).toBe('00:59');
    expect(clockText(25 * 60_000 + 4_000)).toBe('25:04');
    expect(clockText(3_600_000)).toBe('01:00:00');
    expect(clockText(26 * 3_600_000 + 61_000)).toBe('26:01:01');
    expect(clockText(-5_000)).toBe('00:00');
  });

  it('counts a part second as a whole one: 00:00 only when the moment has come', () => {
    expect(clockText(400)).toBe('00:01');
    expect(clockText(0)).toBe('00:00');
  });
});
