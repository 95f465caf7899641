/**
 * Payment PINs an attacker tries first (issue 8 item 8). The most used PINs are runs, one digit
 * repeated, short patterns repeated and keypad shapes; a phone number's tail is public.
 */
const KEYPAD_AND_COMMON = new Set(['112233', '123321', '147258', '159357', '159753', '258456', '456123', '789456']);

/** Each digit one more (or one less) than the one before, 9 wrapping to 0: 123456, 890123, 654321. */
function isRun(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => (d - (digits[i] as number) + 10) % 10);
  return steps.every((s) => s === 1) || steps.every((s) => s === 9);
}

/** Whether a PIN is too easy to guess for this member (their mobile number is known to others). */
export function isWeakPin(pin: string, context: { mobile: string | null }): boolean {
  if (/^(\d{1,3})\1+$/.test(pin)) return true; // 000000, 121212, 123123
  if (pin.length > 2 && isRun(pin)) return true;
  if (KEYPAD_AND_COMMON.has(pin)) return true;
  const mobileDigits = context.mobile?.replace(/\D/g, '') ?? '';
  return mobileDigits.length >= pin.length && mobileDigits.endsWith(pin);
}
