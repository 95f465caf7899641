import { loginRequest, operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import type { AuthRouteDeps } from './auth-deps';
import { issueCaptcha, sendSmsCode } from './challenges.service';
import { login } from './login.service';
import { sessionContextOf } from './session-context';
import { createTrialAccount } from './trial.service';

/** Sessions (spec 7 Account calls: login, logout, create trial account), captcha and SMS codes. */
export async function authRoutes(app: FastifyInstance, { auth: deps }: { auth: AuthRouteDeps }) {
  addOperation(app, operations.getPublicKey, () => deps.requestCrypto.publicKey());

  addOperation(app, operations.getCaptcha, ({ request }) =>
    issueCaptcha(deps, { merchantId: request.merchant.id, ip: request.ip }),
  );

  addOperation(app, operations.login, async ({ body, request }) => {
    const input = await deps.requestCrypto.open(request.headers.encryption, body.value, loginRequest);
    return login(deps, { merchant: request.merchant, request: input, context: sessionContextOf(request) });
  });

  addOperation(app, operations.logout, async ({ request }) => {
    await deps.sessions.end(request.member.sessionId, 'logout');
    return {};
  });

  addOperation(app, operations.createTrial, ({ request }) =>
    createTrialAccount(deps, { merchant: request.merchant, context: sessionContextOf(request) }),
  );

  addOperation(app, operations.sendSmsCode, ({ body, request }) =>
    sendSmsCode(deps, { merchant: request.merchant, input: body, ip: request.ip, language: request.language }),
  );
}
