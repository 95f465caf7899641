import type { Executor } from '../../db/types';
import { mobileFromText } from '../../lib/phone';
import { type MemberRow, membersRepo } from '../member-centre/members.repo';

/**
 * What a player typed in the login name field, read one way: a phone number in any spelling
 * (+63 917…, 0917…, 63917…) becomes its E.164 form by the merchant's country; anything else is a
 * username, case-folded. Counters and lookups use only this, so no spelling has counters of its own.
 */
export type LoginName = { kind: 'mobile'; e164: string } | { kind: 'username'; folded: string };

export function normaliseLoginName(typed: string, country: string): LoginName {
  const text = typed.trim();
  // Digits with the usual separators and at most a leading +: a number, not a username.
  if (/^\+?[\d\s().-]+$/.test(text)) {
    const e164 = mobileFromText(text, country);
    // Not a valid number (00000009171234567): kept as typed, so it finds nobody by mobile.
    if (e164) return { kind: 'mobile', e164 };
  }
  return { kind: 'username', folded: text.toLowerCase() };
}

/** The member a login name means at this merchant, if any. */
export async function memberByLoginName(
  db: Executor,
  merchantId: number,
  name: LoginName,
): Promise<MemberRow | undefined> {
  const repo = membersRepo(db, merchantId);
  if (name.kind === 'username') return repo.byUsername(name.folded);
  // A mobile-registered player's username is the number without its +: the same account.
  return (await repo.byMobile(name.e164)) ?? (await repo.byUsername(name.e164.slice(1)));
}

/**
 * The account a login attempt counts against: the member when there is one (so `demo` and its
 * number share counters), else the normalised name (an unknown name behaves like a known one).
 */
export function accountKeyOf(name: LoginName, member: MemberRow | undefined): string {
  if (member) return `m${member.id}`;
  return name.kind === 'mobile' ? `n${name.e164}` : `u${name.folded}`;
}
