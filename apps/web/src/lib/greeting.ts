export type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * Spec 2 greeting by the player's local hour: 0-10 morning, 11-14 early afternoon,
 * 15-18 late afternoon, 19-24 evening.
 */
export function greetingFor(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'noon';
  if (hour <= 18) return 'afternoon';
  return 'evening';
}
