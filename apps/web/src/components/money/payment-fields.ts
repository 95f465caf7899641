import { ApiError } from '../../lib/api-client';
import { parseMajorAmount } from '../../lib/money/money-input';
import type { FieldMessage } from '../ui/form';
import { PIN_LENGTH } from './pin-field';

/*
 * What the money forms paying with the payment password share (a withdrawal, a transfer to the
 * upline): the typed amount as the request carries it, and where a refusal is shown.
 */

/** The typed amount in minor units, or undefined so that the request's schema refuses it. */
export function typedMinor(typed: string, exponent: number): number | undefined {
  const parsed = parseMajorAmount(typed, exponent);
  return parsed.ok ? parsed.minor : undefined;
}

/** The payment password's own check: all of its digits, or the given message. */
export const pinProblem = (value: string, message: string): FieldMessage | null =>
  value.length !== PIN_LENGTH ? { text: message } : null;

interface PaymentFields {
  clearValue(name: 'amount' | 'pin'): void;
  setError(name: 'amount' | 'pin', error: FieldMessage, focus?: boolean): void;
}

/**
 * Shows a refused payment on its field: a wrong password empties the pin and says so there, a
 * code of `amountCodes` marks the amount. False when the refusal belongs to no field (the form's
 * alert shows it then).
 */
export function showRefusalOnField(
  form: PaymentFields,
  error: unknown,
  errorText: (error: unknown) => string,
  amountCodes: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'payment.password.incorrect') {
    form.clearValue('pin');
    form.setError('pin', { text: errorText(error) }, false);
    return true;
  }
  if (!amountCodes.includes(error.code)) return false;
  form.setError('amount', { text: errorText(error) }, false);
  return true;
}
