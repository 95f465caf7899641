import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { hashPassword } from '../../auth/passwords';
import { insertWithUniqueCode } from '../../auth/register.service';
import { membersRepo } from '../../member-centre/members.repo';
import { type Command, CommandError, merchantOf, parseOptions } from './command';

export const memberCommands: Record<string, Command> = {
  outbox: {
    usage: 'outbox [--to NUMBER_OR_EMAIL] [--limit N]',
    summary: 'The latest SMS and e-mails written to the outbox (codes can be read here in development)',
    async run(ctx, args) {
      const { options } = parseOptions(args);
      const limit = Math.min(Number(options.get('limit') ?? 10) || 10, 200);
      const to = options.get('to');
      const rows = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.destination, to) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      if (rows.length === 0) return 'The outbox is empty.';
      return rows
        .map(
          (m) =>
            `#${m.id} ${m.createdAt.toISOString()} ${m.channel} to ${m.destination}${m.subject ? ` "${m.subject}"` : ''}\n  ${m.body.replace(/\n/g, '\n  ')}`,
        )
        .join('\n');
    },
  },

  member: {
    usage: 'member CODE USERNAME',
    summary: 'Show a member',
    async run(ctx, [code, username]) {
      const merchant = await merchantOf(ctx, code);
      if (!username) throw new CommandError('Name the member.');
      const member = await membersRepo(ctx.database.db, merchant.id).byUsername(username);
      if (!member) throw new CommandError(`No member ${username} at ${merchant.code}.`);
      const { passwordHash: _p, paymentPasswordHash: _pp, ...visible } = member;
      return JSON.stringify(visible, null, 2);
    },
  },

  'member:add': {
    usage: 'member:add CODE USERNAME PASSWORD [--mobile +63...] [--email ADDRESS] [--type 0] [--upline USERNAME]',
    summary: 'Create a player (for support and tests); the password follows the usual rules',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const [code, username, password] = positional;
      const merchant = await merchantOf(ctx, code);
      if (!username || !/^[A-Za-z0-9_]{3,32}$/.test(username))
        throw new CommandError('USERNAME: 3-32 letters, digits or _');
      if (!password || password.length < 8) throw new CommandError('PASSWORD: at least 8 characters');
      const mobile = options.get('mobile') ?? null;
      if (mobile && !/^\+\d{8,15}$/.test(mobile)) throw new CommandError('--mobile: E.164, e.g. +639171234567');
      const type = Number(options.get('type') ?? 0);
      if (![0, 1, 2, 4, 40, 41, 42].includes(type)) throw new CommandError('--type: 0, 1, 2, 4, 40, 41 or 42');
      const repo = membersRepo(ctx.database.db, merchant.id);
      if (await repo.byUsername(username)) throw new CommandError(`${username} exists already.`);
      const uplineName = options.get('upline');
      const upline = uplineName === undefined ? undefined : await repo.byUsername(uplineName);
      if (uplineName !== undefined && !upline) throw new CommandError(`--upline: no member ${uplineName}.`);
      const passwordHash = await hashPassword(password);
      await insertWithUniqueCode((inviteCode) =>
        withTransaction(ctx.database.db, async (tx) => {
          const member = await membersRepo(tx, merchant.id).insert({
            username,
            passwordHash,
            mobile,
            email: options.get('email')?.toLowerCase() ?? null,
            customerType: type,
            inviteCode,
            uplineId: upline?.id ?? null,
            registerMethod: 'ADMIN',
          });
          await recordAudit(tx, { merchantId: merchant.id, actor: ctx.actor, action: 'member.add', target: username });
          return member;
        }),
      );
      return `${username} created at ${merchant.code}.`;
    },
  },

  'member:status': {
    usage: 'member:status CODE USERNAME active|disabled',
    summary: 'Enable or disable a member (a disabled one cannot log in; its sessions end for good)',
    async run(ctx, args) {
      const { positional } = parseOptions(args);
      const [code, username, status] = positional;
      if (status !== 'active' && status !== 'disabled') throw new CommandError('Say active or disabled.');
      const merchant = await merchantOf(ctx, code);
      const member = username ? await membersRepo(ctx.database.db, merchant.id).byUsername(username) : undefined;
      if (!member) throw new CommandError(`No member ${username ?? ''} at ${merchant.code}.`);
      await withTransaction(ctx.database.db, async (tx) => {
        await membersRepo(tx, merchant.id).update(member.id, { status });
        // Disabling ends the sessions for good: enabling again later must not bring them back.
        if (status === 'disabled')
          await ctx.services.sessions.endOthers(tx, { memberId: member.id, keep: null, reason: 'member-disabled' });
        await recordAudit(tx, {
          merchantId: merchant.id,
          actor: ctx.actor,
          action: 'member.status',
          target: member.username,
          detail: { status },
        });
      });
      await ctx.services.sessions.forgetMember(member.id);
      return `${member.username} is ${status}.`;
    },
  },
};
