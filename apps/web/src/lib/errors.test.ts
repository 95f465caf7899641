import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './errors';
import type { TFunction } from './i18n';

const catalogue: Record<string, string> = {
  'errors:member.not.exist': 'No such member.',
  'errors:rg.limit.deposit.day':
    'This deposit would pass your daily deposit limit of {{amount}}. It resets on {{resetsAt}}.',
  'errors:system.error': 'Something went wrong.',
};
const t = ((key: string, options?: { defaultValue?: string }) =>
  catalogue[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('errorText', () => {
  it('says a code in the catalogue’s words', () => {
    expect(errorText(new ApiError('member.not.exist', 'server words', 404), t)).toBe('No such member.');
  });

  it('takes the server’s message when the words need values only the server has (a limit’s amount, its reset)', () => {
    const message = 'This deposit would pass your daily deposit limit of ₱500.00. It resets on 2026-11-26 00:00.';
    expect(errorText(new ApiError('rg.limit.deposit.day', message, 403), t)).toBe(message);
  });

  it('falls back to the server’s message, then to the unknown-error words', () => {
    expect(errorText(new ApiError('brand.new', 'Server says so.', 400), t)).toBe('Server says so.');
    expect(errorText(new Error('x'), t)).toBe('Something went wrong.');
  });
});
