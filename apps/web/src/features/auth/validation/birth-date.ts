import { localDate } from '../../../lib/periods';
import { errorsMessage, type FieldMessage } from './field-message';

/** Whole years from a birth date to a day (both YYYY-MM-DD), counted on the calendar. */
export function yearsOld(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const isRealDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/**
 * Issue 15 register: the date of birth, where the merchant asks for it, is a real day between
 * 1900 and today, and makes the player at least the merchant's minimum age. The server decides
 * the age again (rg.age.below, on the earliest calendar anywhere); this spares the round trip.
 */
export const birthDateField =
  (minimumAge: number, now = () => new Date()) =>
  (value: string): FieldMessage | null => {
    if (value === '') return errorsMessage('field.required');
    const today = localDate(now());
    if (!isRealDay(value) || value < '1900-01-01' || value > today) return errorsMessage('field.invalid');
    if (yearsOld(value, today) < minimumAge) return errorsMessage('rg.age.below', { age: minimumAge });
    return null;
  };
