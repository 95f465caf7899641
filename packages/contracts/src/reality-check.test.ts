import { describe, expect, it } from 'vitest';
import { nextCheckAt, playedParts } from './reality-check';

describe('the reality check’s beat', () => {
  const start = Date.parse('2026-11-25T10:00:00Z');
  const at = (minutes: number, seconds = 0) => start + minutes * 60_000 + seconds * 1000;

  it('falls on each multiple of N minutes from the session’s start', () => {
    expect(nextCheckAt(start, 15, at(0))).toBe(at(15));
    expect(nextCheckAt(start, 15, at(14, 59))).toBe(at(15));
    // Shown at 15:00 (or continued at 16:30): the next is at 30, not 15 minutes after the tap.
    expect(nextCheckAt(start, 15, at(15))).toBe(at(30));
    expect(nextCheckAt(start, 15, at(16, 30))).toBe(at(30));
    expect(nextCheckAt(start, 60, at(125))).toBe(at(180));
  });

  it('is off at 0, and a clock behind the start waits for the first', () => {
    expect(nextCheckAt(start, 0, at(20))).toBeNull();
    expect(nextCheckAt(start, 30, start - 5_000)).toBe(at(30));
  });

  it('says the time played in whole hours and minutes', () => {
    expect(playedParts(15 * 60_000 + 59_000)).toEqual({ hours: 0, minutes: 15 });
    expect(playedParts(75 * 60_000)).toEqual({ hours: 1, minutes: 15 });
    expect(playedParts(-1)).toEqual({ hours: 0, minutes: 0 });
  });
});
