import type { ErrorCode } from '@playdeck/contracts';
import { AppError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import type { VendorAnswer } from '../games/vendors/vendor-answer';
import type { MerchantConfig } from '../settings/settings.service';
import type { PlayRefusal } from './play-guard';

/** An instant as the player reads it: the merchant's local date and time (`2026-11-26 00:00`). */
export function localTime(instant: Date, merchant: MerchantConfig): string {
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: merchant.settings.promotions.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return text.replace(',', '');
}

/** A limit that refuses a movement: its own code (kind and period), the amount and the reset in the message. */
export function limitError(
  merchant: MerchantConfig,
  limit: { kind: 'deposit' | 'loss' | 'wager'; period: 'day' | 'week' | 'month'; amount: number; resetsAt: Date },
): AppError {
  return new AppError(`rg.limit.${limit.kind}.${limit.period}` as ErrorCode, {
    params: { amount: formatMoney(limit.amount, merchant.currency), resetsAt: localTime(limit.resetsAt, merchant) },
    data: { limit: { ...limit, resetsAt: limit.resetsAt.toISOString() } },
  });
}

/** A break in force: until when (null: for good). */
export function exclusionError(merchant: MerchantConfig, until: Date | null): AppError {
  if (!until) return new AppError('rg.excluded.permanent');
  return new AppError('rg.excluded', {
    params: { until: localTime(until, merchant) },
    data: { until: until.toISOString() },
  });
}

export function playRefusalError(merchant: MerchantConfig, refusal: PlayRefusal): AppError {
  return refusal.type === 'excluded' ? exclusionError(merchant, refusal.until) : limitError(merchant, refusal);
}

/** The player's error for a wallet answer that a limit or a break refused (null: another refusal). */
export function playAnswerError(merchant: MerchantConfig, answer: VendorAnswer): AppError | null {
  if (answer.body.ok || !answer.body.limit) return null;
  const { kind, period, amount, resetsAt } = answer.body.limit;
  if (kind === 'excluded') return exclusionError(merchant, resetsAt ? new Date(resetsAt) : null);
  return limitError(merchant, {
    kind,
    period: period ?? 'day',
    amount: amount ?? 0,
    resetsAt: new Date(resetsAt ?? Date.now()),
  });
}
