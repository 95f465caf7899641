import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { isMaintenanceActive, isRegionRestricted } from '../modules/settings/startup-state';
import { languageFor, locationOf, tokenOf } from './request-context';

/**
 * Hooks of every member API route (/wps/*): find the merchant and the language, then refuse
 * the call while the merchant is in maintenance (503) or the client's region is restricted (403),
 * except on routes that must answer anyway (the initial settings call).
 */
export function registerMemberApiHooks(api: FastifyInstance) {
  const { merchants, env } = api.services;
  api.decorateRequest('merchant', null as never);
  api.decorateRequest('language', null as never);
  api.decorateRequest('member', null as never);

  api.addHook('onRequest', async (request) => {
    const header = request.headers.merchant;
    const merchant = await merchants.resolve({
      merchantHeader: typeof header === 'string' ? header : undefined,
      host: request.host,
    });
    request.merchant = merchant;
    request.language = languageFor(request, merchant);

    if (request.routeOptions.config.availableDuringOutage) return;
    if (isMaintenanceActive(merchant, new Date())) throw new AppError('system.maintenance');
    if (isRegionRestricted(merchant, locationOf(request, env.COUNTRY_HEADER))) throw new AppError('region.restricted');

    const auth = request.routeOptions.config.auth;
    if (!auth) return;
    const token = tokenOf(request);
    if (!token) throw new AppError('session.required');
    request.member = await api.services.sessions.authenticate(token, merchant.id);
    if (auth === 'real' && request.member.isTrial) throw new AppError('trial.forbidden');
  });
}
