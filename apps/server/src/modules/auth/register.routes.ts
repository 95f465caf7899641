import { operations, registerRequest } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import type { AuthRouteDeps } from './auth-deps';
import { register } from './register.service';
import { checkAffiliateCode, countriesOf, registerScreenSettings, validationRulesOf } from './register-options.service';
import { sessionContextOf } from './session-context';

/** Registration (spec 7 Account calls): register, its screen settings and rules, countries, affiliate codes. */
export async function registerRoutes(app: FastifyInstance, { auth: deps }: { auth: AuthRouteDeps }) {
  addOperation(app, operations.register, async ({ body, request }) => {
    const input = await deps.requestCrypto.open(request.headers.encryption, body.value, registerRequest);
    return register(deps, { merchant: request.merchant, input, context: sessionContextOf(request) });
  });

  addOperation(app, operations.getRegisterSettings, ({ request }) => registerScreenSettings(request.merchant));
  addOperation(app, operations.getValidationRules, ({ request }) => validationRulesOf(request.merchant));
  addOperation(app, operations.getCountries, ({ request }) => countriesOf(request.merchant));
  addOperation(app, operations.checkAffiliate, ({ query, request }) =>
    checkAffiliateCode(deps, { merchant: request.merchant, code: query.code, ip: request.ip }),
  );
}
