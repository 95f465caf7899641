import { operations, registerRequest } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { trustedOrigin } from '../../lib/trusted-origin';
import { sessionContextOf } from '../auth/session-context';
import { headIconOf, setHeadIcon } from './head-icon.service';
import { memberInfoOf } from './member-info';
import {
  changePassword,
  requestPasswordResetByEmail,
  resetPasswordByEmail,
  setPasswordByPhone,
} from './passwords.service';
import { register } from './register.service';
import { checkAffiliateCode, countriesOf, registerScreenSettings, validationRulesOf } from './register-options.service';

/** Members (spec 7 Account calls): register, settings and rules, member info, head icon, passwords. */
export async function memberRoutes(app: FastifyInstance) {
  const { services } = app;

  addOperation(app, operations.register, async ({ body, request }) => {
    const header = request.headers.encryption;
    const input = await services.requestCrypto.open(
      typeof header === 'string' ? header : undefined,
      body.value,
      registerRequest,
    );
    return register(services, { merchant: request.merchant, input, context: sessionContextOf(request) });
  });

  addOperation(app, operations.getRegisterSettings, ({ request }) => registerScreenSettings(request.merchant));
  addOperation(app, operations.getValidationRules, ({ request }) => validationRulesOf(request.merchant));
  addOperation(app, operations.getCountries, ({ request }) => countriesOf(request.merchant));
  addOperation(app, operations.checkAffiliate, ({ query, request }) =>
    checkAffiliateCode(services, { merchant: request.merchant, code: query.code, ip: request.ip }),
  );

  addOperation(app, operations.getMemberInfo, ({ request }) =>
    memberInfoOf(services, request.merchant.id, request.member.memberId),
  );
  addOperation(app, operations.getHeadIcon, ({ request }) =>
    headIconOf(services, { merchantId: request.merchant.id, memberId: request.member.memberId }),
  );
  addOperation(app, operations.setHeadIcon, ({ body, request }) =>
    setHeadIcon(services, { merchantId: request.merchant.id, memberId: request.member.memberId, icon: body.icon }),
  );

  addOperation(app, operations.changePassword, async ({ body, request }) => {
    await changePassword(services, { merchant: request.merchant, who: request.member, input: body });
    return {};
  });

  addOperation(app, operations.forgotPassword, async ({ body, request }) => {
    await requestPasswordResetByEmail(services, {
      merchant: request.merchant,
      input: body,
      context: {
        ip: request.ip,
        origin: await trustedOrigin(services, request.merchant),
        language: request.language,
      },
    });
    return {};
  });

  addOperation(app, operations.resetPassword, async ({ body, request }) => {
    await resetPasswordByEmail(services, { merchant: request.merchant, input: body, ip: request.ip });
    return {};
  });

  addOperation(app, operations.setPasswordByPhone, ({ body, request }) =>
    setPasswordByPhone(services, { merchant: request.merchant, input: body, context: sessionContextOf(request) }),
  );
}
