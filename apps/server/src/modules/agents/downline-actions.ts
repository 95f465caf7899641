import { CUSTOMER_TYPE, takesContracts } from '@playdeck/contracts';
import { and, eq } from 'drizzle-orm';
import { announceCommitted } from '../../db/committed';
import { members } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { recordAudit } from '../../infra/audit/audit.repo';
import { AppError, type FieldIssue } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import type { Counters } from '../../lib/rate-limit';
import { checkField, collect } from '../../lib/validate';
import { passwordIssue } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { insertWithUniqueCode } from '../auth/register.service';
import { effectiveRegisterConfig } from '../auth/register-config';
import { MEMBERS_CHANGED, membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import { directDownline } from './team-scope';

export interface Caller {
  memberId: number;
  username: string;
  customerType: number;
}

/** Opening accounts is abusable (names taken, members made by script): per agent and per address. */
const REGISTER_LIMITS = (merchantId: number, agentId: number, ip: string) => [
  { key: `agent-register:${merchantId}:${agentId}`, max: 30, windowSeconds: 3600 },
  { key: `agent-register:ip:${merchantId}:${ip}`, max: 60, windowSeconds: 3600 },
];

/**
 * Open account (/m/agentRegister): a member in the caller's direct downline, held to the same
 * username and password rules and the same hashing as a player's own registration. An agent
 * (type 1) may be opened only by an agent that takes contracts (types 1, 2).
 */
export async function registerDownline(
  { db, counters }: { db: Db; counters: Counters },
  merchant: MerchantConfig,
  {
    caller,
    ip,
    input,
  }: {
    caller: Caller;
    ip: string;
    input: { username: string; password: string; confirmPassword: string; customerType: 0 | 1 };
  },
) {
  // Counted first, before any lookup or hashing: a flood pays for nothing.
  await enforceLimits(counters, REGISTER_LIMITS(merchant.id, caller.memberId, ip));
  if (input.customerType === CUSTOMER_TYPE.AGENT && !takesContracts(caller.customerType))
    throw new AppError('permission.denied');

  const { rules } = effectiveRegisterConfig(merchant.settings.register, merchant.settings.flags);
  const issues: FieldIssue[] = collect(
    checkField(rules, { rule: 'username', field: 'username', value: input.username, required: true }),
    checkField(rules, { rule: 'password', field: 'password', value: input.password, required: true }),
  );
  if (input.password && input.confirmPassword !== input.password)
    issues.push({ field: 'confirmPassword', key: 'password.confirm.mismatch' });
  if (input.password && !issues.some((i) => i.field === 'password')) {
    const context = { username: input.username, siteName: merchant.settings.site.name, merchantCode: merchant.code };
    const issue = passwordIssue(input.password, context, 'password');
    if (issue) issues.push(issue);
  }
  if (issues.length > 0) throw new AppError('validation.failed', { fields: issues });

  if (await membersRepo(db, merchant.id).byUsername(input.username)) throw new AppError('member.exists');
  const passwordHash = await hashPassword(input.password);
  const member = await insertWithUniqueCode((inviteCode) =>
    withTransaction(db, async (tx) => {
      const row = await membersRepo(tx, merchant.id).insert({
        username: input.username,
        passwordHash,
        customerType: input.customerType,
        uplineId: caller.memberId,
        inviteCode,
        registerMethod: 'AGENT',
        registerIp: ip,
      });
      await recordAudit(tx, {
        merchantId: merchant.id,
        actor: `member:${caller.memberId}`,
        action: 'member.add',
        target: row.username,
        detail: { upline: caller.username, customerType: input.customerType },
      });
      return row;
    }),
  );
  return { id: member.id, username: member.username };
}

/** A member whose upline is the caller, or agent.not.downline. */
/**
 * Makes a direct downline player (type 0) an agent (type 1), once; a member already an agent
 * answers as it is. Only an agent that takes contracts makes agents (the same rule as opening
 * an agent account). The change is audited like an operator's member change.
 */
export async function promoteDownline(
  { db, forgetSessions }: { db: Db; forgetSessions: (memberId: number) => Promise<void> | void },
  merchant: MerchantConfig,
  { caller, memberId }: { caller: Caller; memberId: number },
) {
  const downline = await directDownline(db, { merchantId: merchant.id, callerId: caller.memberId, memberId });
  if (!takesContracts(caller.customerType)) throw new AppError('permission.denied');
  if (downline.customerType === CUSTOMER_TYPE.AGENT) return { customerType: CUSTOMER_TYPE.AGENT };
  if (downline.customerType !== CUSTOMER_TYPE.PLAYER) throw new AppError('permission.denied');
  const promoted = await withTransaction(db, async (tx) => {
    // Only from type 0: two taps racing promote once and audit once.
    const rows = await tx
      .update(members)
      .set({ customerType: CUSTOMER_TYPE.AGENT })
      .where(
        and(
          eq(members.merchantId, merchant.id),
          eq(members.id, downline.id),
          eq(members.customerType, CUSTOMER_TYPE.PLAYER),
        ),
      )
      .returning({ id: members.id });
    if (rows.length === 0) return false;
    announceCommitted(tx, MEMBERS_CHANGED, [downline.id]);
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: `member:${caller.memberId}`,
      action: 'member.type',
      target: downline.username,
      detail: { from: CUSTOMER_TYPE.PLAYER, to: CUSTOMER_TYPE.AGENT },
    });
    return true;
  });
  // The session carries the type: the downline's next call sees it is an agent now.
  if (promoted) await forgetSessions(downline.id);
  return { customerType: CUSTOMER_TYPE.AGENT };
}
