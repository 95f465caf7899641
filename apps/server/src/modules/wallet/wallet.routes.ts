import {
  accountRecord,
  accountRecordQuery,
  addBankCardRequest,
  balanceResponse,
  bank,
  bankCard,
  createDepositRequest,
  createDepositResponse,
  cursorPage,
  depositChannelsResponse,
  depositRecord,
  profitLossQuery,
  profitLossResponse,
  recordQuery,
  removeBankCardRequest,
  transferUplineInfo,
  transferUplineRequest,
  withdrawalRecord,
  withdrawInfoResponse,
  withdrawRequest,
} from '@playdeck/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from '../../lib/http';
import { trustedOrigin } from '../../lib/trusted-origin';
import { activeCards, addCard, publicCard, removeCard } from './cards.service';
import { createDeposit, depositRecords, enabledChannels, publicChannel } from './deposits.service';
import { accountRecords, profitLoss } from './records.service';
import { transferToUpline, uplineOf } from './transfers.service';
import { balanceOf } from './wallet.service';
import {
  decideWithdrawal,
  publicWithdrawal,
  requestWithdrawal,
  withdrawalRecords,
  withdrawInfo,
} from './withdrawals.service';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const cursorOf = (cursor: string | undefined) => (cursor ? Number(cursor) : null);

/** The wallet (spec 7: wallet refresh, withdraw, transfer, bank cards, deposit channels and records). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const tags = ['wallet'];
  const owner = (member: { memberId: number; isTrial: boolean }) => ({
    memberId: member.memberId,
    isTrial: member.isTrial,
  });

  app.get(
    '/wallets/balance',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Wallet refresh: sumBalance in minor units',
        response: envelopeResponses(balanceResponse),
      },
    },
    async (request) => ok(await balanceOf(services, request.merchant, owner(request.member))),
  );

  app.get(
    '/wallets/deposit/channels',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Deposit channels; template dep_func "1" picks the new deposit screen',
        response: envelopeResponses(depositChannelsResponse),
      },
    },
    async (request) =>
      ok({
        channels: enabledChannels(request.merchant).map(publicChannel),
        template: request.merchant.settings.templates.dep_func === '1' ? ('new' as const) : ('base' as const),
      }),
  );

  app.post(
    '/wallets/deposit',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Create a deposit order (requestId makes a retry harmless)',
        body: createDepositRequest,
        response: envelopeResponses(createDepositResponse),
      },
    },
    async (request) =>
      ok(
        await createDeposit(services, {
          merchant: request.merchant,
          memberId: request.member.memberId,
          ...request.body,
          ip: request.ip,
          origin: await trustedOrigin(request, request.merchant),
        }),
      ),
  );

  app.get(
    '/wallets/deposit/records',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Deposit records (spec: /m/vouReport)',
        querystring: recordQuery,
        response: envelopeResponses(cursorPage(depositRecord)),
      },
    },
    async (request) =>
      ok(
        await depositRecords(
          services,
          request.merchant.id,
          request.member.memberId,
          cursorOf(request.query.cursor),
          request.query.pageSize,
        ),
      ),
  );

  app.get(
    '/transaction/withdraw/info',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Withdraw screen: balance, withdrawable, limits, turnover, cards',
        response: envelopeResponses(withdrawInfoResponse),
      },
    },
    async (request) => ok(await withdrawInfo(services, request.merchant, request.member.memberId)),
  );

  app.post(
    '/transaction/withdraw',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Request a withdrawal: the money is held until the operator decides',
        body: withdrawRequest,
        response: envelopeResponses(withdrawalRecord),
      },
    },
    async (request) =>
      ok(
        publicWithdrawal(
          await requestWithdrawal(services, {
            merchant: request.merchant,
            memberId: request.member.memberId,
            ...request.body,
          }),
        ),
      ),
  );

  app.post(
    '/transaction/withdraw/:id/cancel',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Cancel a pending withdrawal (its money comes back)',
        params: idParam,
        response: envelopeResponses(withdrawalRecord),
      },
    },
    async (request) =>
      ok(
        publicWithdrawal(
          await decideWithdrawal(services, request.merchant, request.params.id, 'cancelled', {
            actor: `member:${request.member.memberId}`,
            memberId: request.member.memberId,
          }),
        ),
      ),
  );

  app.get(
    '/transaction/withdraw/records',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Withdraw report (spec: /m/withdrawReport)',
        querystring: recordQuery,
        response: envelopeResponses(cursorPage(withdrawalRecord)),
      },
    },
    async (request) =>
      ok(
        await withdrawalRecords(
          services,
          request.merchant.id,
          request.member.memberId,
          cursorOf(request.query.cursor),
          request.query.pageSize,
        ),
      ),
  );

  app.get(
    '/wallets/banks',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'Banks a card can be bound of', response: envelopeResponses(z.array(bank)) },
    },
    async (request) => ok(request.merchant.settings.banks),
  );

  app.get(
    '/wallets/cards',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'The member’s bank cards', response: envelopeResponses(z.array(bankCard)) },
    },
    async (request) =>
      ok((await activeCards(services.database.db, request.merchant.id, request.member.memberId)).map(publicCard)),
  );

  app.post(
    '/wallets/cards',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bind a bank card (payment password; payee name is the member’s)',
        body: addBankCardRequest,
        response: envelopeResponses(bankCard),
      },
    },
    async (request) => ok(await addCard(services, request.merchant, request.member.memberId, request.body)),
  );

  app.delete(
    '/wallets/cards/:id',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Remove a bank card (payment password)',
        params: idParam,
        body: removeBankCardRequest,
        response: envelopeResponses(z.object({})),
      },
    },
    async (request) => {
      await removeCard(
        services,
        request.merchant,
        request.member.memberId,
        request.params.id,
        request.body.paymentPassword,
      );
      return ok({});
    },
  );

  app.get(
    '/wallets/transfer/upline',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Whether superior transfer is available (AGETRANSFERUP3, toUpline, type not 2)',
        response: envelopeResponses(transferUplineInfo),
      },
    },
    async (request) => {
      const { allowed, upline } = await uplineOf(services, request.merchant, request.member.memberId);
      const { sumBalance } = await balanceOf(services, request.merchant, owner(request.member));
      return ok({ allowed, upline: allowed ? (upline?.username ?? null) : null, balance: sumBalance });
    },
  );

  app.post(
    '/wallets/transfer/upline',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Superior transfer (spec: /m/upLine/transfer)',
        body: transferUplineRequest,
        response: envelopeResponses(z.object({ balance: z.number().int() })),
      },
    },
    async (request) => {
      const result = await transferToUpline(services, request.merchant, request.member.memberId, request.body);
      return ok({ balance: result.fromBalance });
    },
  );

  app.get(
    '/wallets/records',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Account record: every ledger line of the wallet',
        querystring: accountRecordQuery,
        response: envelopeResponses(cursorPage(accountRecord)),
      },
    },
    async (request) => ok(await accountRecords(services, request.merchant, owner(request.member), request.query)),
  );

  app.get(
    '/wallets/profitLoss',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Personal profit and loss over a period',
        querystring: profitLossQuery,
        response: envelopeResponses(profitLossResponse),
      },
    },
    async (request) =>
      ok(await profitLoss(services, request.merchant, owner(request.member), request.query.from, request.query.to)),
  );
};
