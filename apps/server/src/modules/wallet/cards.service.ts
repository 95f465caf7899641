import type { BankCard } from '@playdeck/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { bankCards } from '../../db/schema';
import { sqlState } from '../../db/transaction';
import type { Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { membersRepo } from '../members/members.repo';
import { effectiveRegisterConfig } from '../members/register-config';
import { checkField } from '../members/validate';
import type { MerchantConfig } from '../settings/settings.service';
import { checkPaymentPassword } from './payment-password';

const MAX_CARDS = 5;

type CardRow = typeof bankCards.$inferSelect;

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

export async function activeCards(executor: Executor, merchantId: number, memberId: number) {
  return executor
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.merchantId, merchantId), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)));
}

/** A card of this member, active; another member's card is "not found" (nothing leaks). */
export async function cardOf(executor: Executor, merchantId: number, memberId: number, cardId: number) {
  const [card] = await executor
    .select()
    .from(bankCards)
    .where(
      and(
        eq(bankCards.id, cardId),
        eq(bankCards.merchantId, merchantId),
        eq(bankCards.memberId, memberId),
        isNull(bankCards.removedAt),
      ),
    );
  if (!card) throw new AppError('resource.not.found');
  return card;
}

/**
 * Binds a card. The account name is the member's payee name (spec 7 bank cards), set once with
 * the first card when the member has none: a withdrawal can only go to the member's own name.
 */
export async function addCard(
  services: Services,
  merchant: MerchantConfig,
  memberId: number,
  input: { bankCode: string; accountNumber: string; paymentPassword: string; payeeName?: string | undefined },
) {
  const member = await checkPaymentPassword(services, merchant.id, memberId, input.paymentPassword);
  const bank = merchant.settings.banks.find((b) => b.code === input.bankCode);
  if (!bank) throw new AppError('validation.failed', { fields: [{ field: 'bankCode', key: 'field.invalid' }] });
  let payeeName = member.payeeName;
  if (!payeeName) {
    if (!input.payeeName) throw new AppError('payee.required');
    const { rules } = effectiveRegisterConfig(merchant.settings.register, merchant.settings.flags);
    const issue = checkField(rules, 'payeeName', 'payeeName', input.payeeName, true);
    if (issue) throw new AppError('validation.failed', { fields: [issue] });
    payeeName = input.payeeName;
    await membersRepo(services.database.db, merchant.id).update(memberId, { payeeName });
  }
  const db = services.database.db;
  if ((await activeCards(db, merchant.id, memberId)).length >= MAX_CARDS) throw new AppError('card.limit');
  try {
    const [card] = await db
      .insert(bankCards)
      .values({
        merchantId: merchant.id,
        memberId,
        bankCode: bank.code,
        bankName: bank.name,
        accountNumber: input.accountNumber.replace(/[\s-]/g, ''),
        accountName: payeeName,
      })
      .returning();
    return publicCard(card as CardRow);
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('conflict', { data: { reason: 'card exists' } });
    throw error;
  }
}

export async function removeCard(
  services: Services,
  merchant: MerchantConfig,
  memberId: number,
  cardId: number,
  paymentPassword: string,
) {
  await cardOf(services.database.db, merchant.id, memberId, cardId);
  await checkPaymentPassword(services, merchant.id, memberId, paymentPassword);
  await services.database.db.update(bankCards).set({ removedAt: new Date() }).where(eq(bankCards.id, cardId));
}
