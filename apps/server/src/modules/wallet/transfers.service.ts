import { CUSTOMER_TYPE } from '@playdeck/contracts';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { membersRepo } from '../members/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import { checkPaymentPassword } from './payment-password';
import { balanceOf, type WalletOwner } from './wallet.service';

/**
 * Spec 6: superior transfer shows only when AGETRANSFERUP3 is on, the member has an upline
 * (toUpline) and the member is not type 2. The server applies the same rule.
 */
export async function uplineOf(services: Services, merchant: MerchantConfig, memberId: number) {
  const repo = membersRepo(services.database.db, merchant.id);
  const member = await repo.byId(memberId);
  const upline = member?.uplineId ? await repo.byId(member.uplineId) : undefined;
  const allowed = Boolean(
    merchant.settings.flags.AGETRANSFERUP3 &&
      member &&
      upline &&
      upline.status === 'active' &&
      member.customerType !== CUSTOMER_TYPE.TOP_AGENT,
  );
  return { allowed, upline: upline ?? null };
}

/** The superior transfer screen: whether it is open, to whom, and the balance to send from. */
export async function uplineTransferInfo(services: Services, merchant: MerchantConfig, owner: WalletOwner) {
  const { allowed, upline } = await uplineOf(services, merchant, owner.memberId);
  const { sumBalance } = await balanceOf(services, merchant, owner);
  return { allowed, upline: allowed ? (upline?.username ?? null) : null, balance: sumBalance };
}

export async function transferToUpline(
  services: Services,
  merchant: MerchantConfig,
  memberId: number,
  input: { requestId: string; amount: number; paymentPassword: string },
) {
  const { allowed, upline } = await uplineOf(services, merchant, memberId);
  if (!allowed || !upline) throw new AppError('transfer.not.allowed');
  await checkPaymentPassword(services, merchant.id, memberId, input.paymentPassword);
  return services.ledger.transfer({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    from: { member: memberId, purpose: 'main' },
    to: { member: upline.id, purpose: 'main' },
    amount: input.amount,
    kind: 'transfer',
    source: 'upline-transfer',
    externalId: `${memberId}:${input.requestId}`,
    actor: `member:${memberId}`,
    metadata: { detail: `→ ${upline.username}` },
  });
}

/**
 * An agent pays one of its direct downline (the agent issue's screens call this). Only a
 * member whose upline is this agent can receive.
 */
export async function transferToDownline(
  services: Services,
  merchant: MerchantConfig,
  agentId: number,
  input: { downlineId: number; requestId: string; amount: number; paymentPassword: string },
) {
  const downline = await membersRepo(services.database.db, merchant.id).byId(input.downlineId);
  if (!downline || downline.uplineId !== agentId || downline.status !== 'active')
    throw new AppError('resource.not.found');
  await checkPaymentPassword(services, merchant.id, agentId, input.paymentPassword);
  const agent = await membersRepo(services.database.db, merchant.id).byId(agentId);
  return services.ledger.transfer({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    from: { member: agentId, purpose: 'main' },
    to: { member: downline.id, purpose: 'main' },
    amount: input.amount,
    kind: 'transfer',
    source: 'downline-transfer',
    externalId: `${agentId}:${input.requestId}`,
    actor: `member:${agentId}`,
    metadata: { detail: `← ${agent?.username ?? 'agent'}` },
  });
}
