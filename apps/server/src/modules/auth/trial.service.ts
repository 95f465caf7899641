import { CUSTOMER_TYPE, type LoginResponse } from '@playdeck/contracts';
import { withTransaction } from '../../db/transaction';
import { randomDigits } from '../../lib/crypto';
import { enforceLimits } from '../../lib/limits';
import { membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import { fundTrialWallet } from '../wallet/wallet.service';
import type { AuthDeps } from './auth-deps';
import { startSession } from './login.service';
import { insertWithUniqueCode } from './register.service';
import type { SessionContext } from './sessions.service';

/**
 * Spec 7 "create trial account": a type 4 member with a made-up name and no password, logged
 * in at once, with a trial wallet of play money. It is refused wherever spec 6 says.
 */
export async function createTrialAccount(
  services: AuthDeps,
  { merchant, context }: { merchant: MerchantConfig; context: SessionContext },
): Promise<LoginResponse> {
  await enforceLimits(services.counters, [
    { key: `trial:ip:${merchant.id}:${context.ip}`, max: 5, windowSeconds: 3600 },
    { key: `trial:merchant:${merchant.id}`, max: 2000, windowSeconds: 3600 },
  ]);
  const db = services.database.db;
  const member = await insertWithUniqueCode(async (inviteCode) => {
    for (;;) {
      const username = `guest${randomDigits(7)}`;
      if (await membersRepo(db, merchant.id).byUsername(username)) continue;
      return withTransaction(db, (tx) =>
        membersRepo(tx, merchant.id).insert({
          username,
          customerType: CUSTOMER_TYPE.FREE_TRIAL,
          isTrial: true,
          inviteCode,
          registerMethod: 'H5',
          registerIp: context.ip,
        }),
      );
    }
  });
  await fundTrialWallet(services, merchant, member.id);
  return startSession(services, { merchant, member, context });
}
