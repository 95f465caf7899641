import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { trustedOrigin } from '../merchants/trusted-origin';
import type { AuthRouteDeps } from './auth-deps';
import {
  changePassword,
  requestPasswordResetByEmail,
  resetPasswordByEmail,
  setPasswordByPhone,
} from './passwords.service';
import { sessionContextOf } from './session-context';

/** Passwords (spec: change password, forgot password by e-mail or by phone). */
export async function passwordRoutes(app: FastifyInstance, { auth: deps }: { auth: AuthRouteDeps }) {
  addOperation(app, operations.changePassword, async ({ body, request }) => {
    await changePassword(deps, { merchant: request.merchant, who: request.member, input: body });
    return {};
  });

  addOperation(app, operations.forgotPassword, async ({ body, request }) => {
    await requestPasswordResetByEmail(deps, {
      merchant: request.merchant,
      input: body,
      context: {
        ip: request.ip,
        origin: await trustedOrigin(deps, request.merchant),
        language: request.language,
      },
    });
    return {};
  });

  addOperation(app, operations.resetPassword, async ({ body, request }) => {
    await resetPasswordByEmail(deps, { merchant: request.merchant, input: body, ip: request.ip });
    return {};
  });

  addOperation(app, operations.setPasswordByPhone, ({ body, request }) =>
    setPasswordByPhone(deps, { merchant: request.merchant, input: body, context: sessionContextOf(request) }),
  );
}
