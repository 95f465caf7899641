import type { MerchantConfig } from '../modules/settings/settings.service';
import type { Services } from '../services';

/**
 * Funds a demo member through the ledger (an operator's adjustment), once per `purpose`: the
 * external id makes a second start's attempt a replay.
 */
export async function fundDemoMember(
  services: Services,
  merchant: MerchantConfig,
  memberId: number,
  { amount, purpose, detail }: { amount: number; purpose: string; detail: string },
) {
  await services.ledger.transfer({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    from: { house: 'adjustments' },
    to: { member: memberId, purpose: 'main' },
    amount,
    kind: 'adjustment',
    source: 'adjustment',
    externalId: `${purpose}-${memberId}`,
    actor: 'seed',
    metadata: { detail, reason: 'demo' },
  });
}
