import { AppError } from '../../../lib/errors';
import { playAnswerError } from '../../responsible-gaming/rg-errors';
import type { MerchantConfig } from '../../settings/settings.service';
import type { VendorAnswer } from './vendor-answer';

/**
 * The player's error for a bet the wallet refused, where Playdeck's own games place it (in-house,
 * lottery): too little money, a responsible-gaming limit or break (translated, naming the limit
 * and its reset), or a conflict carrying the wallet's code.
 */
export function walletRefusalError(merchant: MerchantConfig, answer: VendorAnswer): AppError {
  if (answer.body.ok) return new AppError('conflict');
  if (answer.body.error === 'INSUFFICIENT_FUNDS') return new AppError('insufficient.funds');
  return playAnswerError(merchant, answer) ?? new AppError('conflict', { data: { error: answer.body.error } });
}
