import { loginRequest, operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { issueCaptcha, sendSmsCode } from './challenges.service';
import { login } from './login.service';
import { sessionContextOf } from './session-context';
import { createTrialAccount } from './trial.service';

/** Sessions (spec 7 Account calls: login, logout, create trial account), captcha and SMS codes. */
export async function authRoutes(app: FastifyInstance) {
  const { services } = app;

  addOperation(app, operations.getPublicKey, () => services.requestCrypto.publicKey());

  addOperation(app, operations.getCaptcha, ({ request }) =>
    issueCaptcha(services, { merchantId: request.merchant.id, ip: request.ip }),
  );

  addOperation(app, operations.login, async ({ body, request }) => {
    const input = await services.requestCrypto.open(request.headers.encryption, body.value, loginRequest);
    return login(services, { merchant: request.merchant, request: input, context: sessionContextOf(request) });
  });

  addOperation(app, operations.logout, async ({ request }) => {
    await services.sessions.end(request.member.sessionId, 'logout');
    return {};
  });

  addOperation(app, operations.createTrial, ({ request }) =>
    createTrialAccount(services, { merchant: request.merchant, context: sessionContextOf(request) }),
  );

  addOperation(app, operations.sendSmsCode, ({ body, request }) =>
    sendSmsCode(services, { merchant: request.merchant, input: body, ip: request.ip, language: request.language }),
  );
}
