import { CUSTOMER_TYPE, type SocialProvider } from '@playdeck/contracts';
import type { DatabaseDeps } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { randomDigits } from '../../../lib/crypto';
import { isAppError } from '../../../lib/errors';
import { type MemberRow, membersRepo } from '../../member-centre/members.repo';
import type { MerchantConfig } from '../../settings/settings.service';
import { insertWithUniqueCode } from '../register.service';
import type { IdentityClaims } from './oidc-client';
import { socialRepo } from './social.repo';

const MIN_LENGTH = 4;
const MAX_LENGTH = 16;
const ATTEMPTS = 20;

/** Thrown inside the transaction when another sign-in linked the identity first: undoes our new member. */
class LinkedElsewhere extends Error {}

/**
 * The seed of a new player's username: the e-mail's local part, else the name, kept to
 * [A-Za-z0-9_]. It begins with a letter, so login never mistakes it for a mobile number.
 */
export function usernameBase(claims: Pick<IdentityClaims, 'email' | 'name'>): string {
  for (const source of [claims.email?.split('@')[0], claims.name]) {
    const clean = source?.replace(/[^A-Za-z0-9_]/g, '') ?? '';
    if (clean) return (/^[A-Za-z]/.test(clean) ? clean : `p${clean}`).slice(0, MAX_LENGTH);
  }
  return 'player';
}

/** The base itself when long enough, then the base cut short and made unique with digits. */
function* usernameCandidates(base: string): Generator<string> {
  if (base.length >= MIN_LENGTH) yield base;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const digits = randomDigits(attempt < ATTEMPTS / 2 ? 4 : 6);
    yield `${base.slice(0, MAX_LENGTH - digits.length)}${digits}`;
  }
}

interface SocialMemberInput {
  merchant: MerchantConfig;
  provider: SocialProvider;
  claims: IdentityClaims;
  ip: string;
}

/**
 * The member linked to this provider identity, or a new player linked to it. The e-mail is kept
 * only when the provider verified it; an existing account is never joined by e-mail, as that
 * would let whoever controls a provider account take over a member with the same address.
 */
export async function findOrCreateSocialMember(services: DatabaseDeps, input: SocialMemberInput): Promise<MemberRow> {
  const { merchant, provider, claims } = input;
  const db = services.database.db;
  const linked = await socialRepo(db, merchant.id).linkedMember(provider, claims.subject);
  if (linked) return linked;

  for (const username of usernameCandidates(usernameBase(claims))) {
    if (await membersRepo(db, merchant.id).byUsername(username)) continue;
    try {
      return await insertWithUniqueCode((inviteCode) =>
        withTransaction(db, async (tx) => {
          const member = await membersRepo(tx, merchant.id).insert({
            username,
            email: claims.emailVerified && claims.email ? claims.email.toLowerCase() : null,
            customerType: CUSTOMER_TYPE.PLAYER,
            inviteCode,
            registerMethod: 'H5',
            registerIp: input.ip,
          });
          if (!(await socialRepo(tx, merchant.id).link(provider, claims.subject, member.id))) {
            throw new LinkedElsewhere();
          }
          return member;
        }),
      );
    } catch (error) {
      if (error instanceof LinkedElsewhere) {
        const winner = await socialRepo(db, merchant.id).linkedMember(provider, claims.subject);
        if (winner) return winner;
      }
      // Another player took the name between our check and our insert: try the next one.
      if (isAppError(error) && error.code === 'member.exists') continue;
      throw error;
    }
  }
  throw new Error('no free username for a social sign-in');
}
