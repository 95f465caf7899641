import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greeting by local hour (spec 2)', () => {
  it('splits the day at 11, 15 and 19', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greetingFor(hour));
    expect(byHour.slice(0, 11).every((g) => g === 'morning')).toBe(true);
    expect(byHour.slice(11, 15).every((g) => g === 'noon')).toBe(true);
    expect(byHour.slice(15, 19).every((g) => g === 'afternoon')).toBe(true);
    expect(byHour.slice(19).every((g) => g === 'evening')).toBe(true);
  });
});
