import type { BankCard } from '@playdeck/contracts';
import type { DatabaseDeps } from '../../db/client';
import { sqlState } from '../../db/transaction';
import type { Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import { checkField } from '../../lib/validate';
import { effectiveRegisterConfig } from '../auth/register-config';
import { membersRepo } from '../member-centre/members.repo';
import { refuseExcludedIdentity } from '../responsible-gaming/register-checks';
import type { MerchantConfig } from '../settings/settings.service';
import { type CardRow, cardsRepo } from './cards.repo';
import { checkPaymentPassword } from './payment-password';

const MAX_CARDS = 5;

export const maskAccount = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

export function publicCard(card: CardRow): BankCard {
  return {
    id: card.id,
    bankCode: card.bankCode,
    bankName: card.bankName,
    accountNumberMasked: maskAccount(card.accountNumber),
    accountName: card.accountName,
    createdAt: card.createdAt.toISOString(),
  };
}

export function activeCards(executor: Executor, merchantId: number, memberId: number) {
  return cardsRepo(executor, merchantId).active(memberId);
}

/** The member's active cards, as the player sees them. */
export async function cardsOf(services: DatabaseDeps, merchant: MerchantConfig, memberId: number) {
  return (await activeCards(services.database.db, merchant.id, memberId)).map(publicCard);
}

/** A card of this member, active; another member's card is "not found" (nothing leaks). */
export async function cardOf(
  executor: Executor,
  { merchantId, memberId, cardId }: { merchantId: number; memberId: number; cardId: number },
) {
  const card = await cardsRepo(executor, merchantId).activeById(memberId, cardId);
  if (!card) throw new AppError('resource.not.found');
  return card;
}

/**
 * Binds a card. The account name is the member's payee name (spec 7 bank cards), set once with
 * the first card when the member has none: a withdrawal can only go to the member's own name.
 */
export async function addCard(
  services: DatabaseDeps,
  {
    merchant,
    memberId,
    input,
  }: {
    merchant: MerchantConfig;
    memberId: number;
    input: { bankCode: string; accountNumber: string; paymentPassword: string; payeeName?: string | undefined };
  },
) {
  const member = await checkPaymentPassword(services, {
    merchantId: merchant.id,
    memberId,
    password: input.paymentPassword,
  });
  const bank = merchant.settings.banks.find((b) => b.code === input.bankCode);
  if (!bank) throw new AppError('validation.failed', { fields: [{ field: 'bankCode', key: 'field.invalid' }] });
  let payeeName = member.payeeName;
  if (!payeeName) {
    if (!input.payeeName) throw new AppError('payee.required');
    const { rules } = effectiveRegisterConfig(merchant.settings.register, merchant.settings.flags);
    const issue = checkField(rules, { rule: 'payeeName', field: 'payeeName', value: input.payeeName, required: true });
    if (issue) throw new AppError('validation.failed', { fields: [issue] });
    payeeName = input.payeeName;
    await membersRepo(services.database.db, merchant.id).update(memberId, { payeeName });
  }
  const cards = cardsRepo(services.database.db, merchant.id);
  if ((await cards.countActive(memberId)) >= MAX_CARDS) throw new AppError('card.limit');
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  // A payout account of a member in a break is no way for another account to play (issue 15).
  await refuseExcludedIdentity(services.database.db, merchant.id, { accountNumber });
  try {
    const card = await cards.insert({
      memberId,
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber,
      accountName: payeeName,
    });
    return publicCard(card);
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('conflict', { data: { reason: 'card exists' } });
    throw error;
  }
}

interface RemoveCard {
  merchant: MerchantConfig;
  memberId: number;
  cardId: number;
  paymentPassword: string;
}

export async function removeCard(services: DatabaseDeps, { merchant, memberId, cardId, paymentPassword }: RemoveCard) {
  await cardOf(services.database.db, { merchantId: merchant.id, memberId, cardId });
  await checkPaymentPassword(services, { merchantId: merchant.id, memberId, password: paymentPassword });
  await cardsRepo(services.database.db, merchant.id).markRemoved(cardId);
}
