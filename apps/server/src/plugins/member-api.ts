import { opensAgentHome } from '@playdeck/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { languageFor, tokenOf } from './request-context';

export interface MemberApiOptions {
  resolveMerchant: (where: { merchantHeader: string | undefined; host: string }) => Promise<FastifyRequest['merchant']>;
  /** Why the merchant turns this request away (maintenance, restricted region), if it does. */
  refusalOf: (request: FastifyRequest) => 'system.maintenance' | 'region.restricted' | undefined;
  authenticate: (token: string, merchantId: number) => Promise<FastifyRequest['member']>;
}

/**
 * Hooks of every member API route (/wps/*): find the merchant and the language, then refuse
 * the call while the merchant is in maintenance (503) or the client's region is restricted (403),
 * except on routes that must answer anyway (the initial settings call).
 */
export function registerMemberApiHooks(
  api: FastifyInstance,
  { resolveMerchant, refusalOf, authenticate }: MemberApiOptions,
) {
  api.decorateRequest('merchant', null as never);
  api.decorateRequest('language', null as never);
  api.decorateRequest('member', null as never);

  api.addHook('onRequest', async (request) => {
    const header = request.headers.merchant;
    const merchant = await resolveMerchant({
      merchantHeader: typeof header === 'string' ? header : undefined,
      host: request.host,
    });
    request.merchant = merchant;
    request.language = languageFor(request, merchant);

    if (request.routeOptions.config.availableDuringOutage) return;
    const refusal = refusalOf(request);
    if (refusal) throw new AppError(refusal);

    const auth = request.routeOptions.config.auth;
    if (!auth) return;
    const token = tokenOf(request);
    if (!token) throw new AppError('session.required');
    request.member = await authenticate(token, merchant.id);
    if (auth === 'real' && request.member.isTrial) throw new AppError('trial.forbidden');
    // The type is read with the session on every call: a member made agent (or no longer one) counts at once.
    if (auth === 'agent' && (request.member.isTrial || !opensAgentHome(request.member.customerType)))
      throw new AppError('agent.required');
  });
}
