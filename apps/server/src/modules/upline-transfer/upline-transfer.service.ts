import { CUSTOMER_TYPE } from '@playdeck/contracts';
import { AppError } from '../../lib/errors';
import { membersRepo } from '../member-centre/members.repo';
import { checkPaymentPassword } from '../security-centre/payment-password';
import type { MerchantConfig } from '../settings/settings.service';
import { balanceOf, type WalletOwner } from '../wallet/wallet.service';
import type { WalletDeps } from '../wallet/wallet-deps';

/**
 * Spec 6: superior transfer shows only when AGETRANSFERUP3 is on, the member has an upline
 * (toUpline) and the member is not type 2. The server applies the same rule.
 */
export async function uplineOf(services: WalletDeps, merchant: MerchantConfig, memberId: number) {
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
export async function uplineTransferInfo(services: WalletDeps, merchant: MerchantConfig, owner: WalletOwner) {
  const { allowed, upline } = await uplineOf(services, merchant, owner.memberId);
  const { sumBalance } = await balanceOf(services, merchant, owner);
  return { allowed, upline: allowed ? (upline?.username ?? null) : null, balance: sumBalance };
}

export async function transferToUpline(
  services: WalletDeps,
  {
    merchant,
    memberId,
    input,
  }: {
    merchant: MerchantConfig;
    memberId: number;
    input: { requestId: string; amount: number; paymentPassword: string };
  },
) {
  const { allowed, upline } = await uplineOf(services, merchant, memberId);
  if (!allowed || !upline) throw new AppError('transfer.not.allowed');
  await checkPaymentPassword(services, { merchantId: merchant.id, memberId, password: input.paymentPassword });
  return memberToMember(services, merchant, {
    from: memberId,
    to: upline.id,
    ...input,
    source: 'upline-transfer',
    detail: `→ ${upline.username}`,
  });
}

/**
 * An agent pays one of its direct downline (the agent issue's screens call this). Only a
 * member whose upline is this agent can receive.
 */
export async function transferToDownline(
  services: WalletDeps,
  {
    merchant,
    agentId,
    input,
  }: {
    merchant: MerchantConfig;
    agentId: number;
    input: { downlineId: number; requestId: string; amount: number; paymentPassword: string };
  },
) {
  const downline = await membersRepo(services.database.db, merchant.id).byId(input.downlineId);
  if (!downline || downline.uplineId !== agentId || downline.status !== 'active')
    throw new AppError('resource.not.found');
  await checkPaymentPassword(services, { merchantId: merchant.id, memberId: agentId, password: input.paymentPassword });
  const agent = await membersRepo(services.database.db, merchant.id).byId(agentId);
  return memberToMember(services, merchant, {
    from: agentId,
    to: downline.id,
    ...input,
    source: 'downline-transfer',
    detail: `← ${agent?.username ?? 'agent'}`,
  });
}

interface MemberTransfer {
  from: number;
  to: number;
  requestId: string;
  amount: number;
  source: 'upline-transfer' | 'downline-transfer';
  detail: string;
}

/** Main wallet to main wallet, once per sender and request id. */
function memberToMember(services: WalletDeps, merchant: MerchantConfig, move: MemberTransfer) {
  return services.ledger.transfer({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    from: { member: move.from, purpose: 'main' },
    to: { member: move.to, purpose: 'main' },
    amount: move.amount,
    kind: 'transfer',
    source: move.source,
    externalId: `${move.from}:${move.requestId}`,
    actor: `member:${move.from}`,
    metadata: { detail: move.detail },
  });
}
