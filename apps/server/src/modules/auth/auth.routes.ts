import {
  captchaResponse,
  encryptedBody,
  loginRequest,
  loginResponse,
  publicKeyResponse,
  sendCodeResponse,
  sendSmsRequest,
} from '@playdeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { envelopeResponses, ok } from '../../lib/http';
import { translate } from '../../lib/i18n';
import { enforceLimits } from '../../lib/limits';
import { membersRepo } from '../members/members.repo';
import { toE164 } from '../members/phone';
import { createTrialAccount } from '../members/trial.service';
import { login } from './login.service';
import type { SessionContext } from './sessions.service';

export function sessionContextOf(request: FastifyRequest): SessionContext {
  const device = request.headers.device;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    device: typeof device === 'string' ? device : undefined,
  };
}

/** Sessions (spec 7 Account calls: login, logout, create trial account), captcha and SMS codes. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    '/session/publicKey',
    {
      schema: {
        tags: ['account'],
        summary: 'The RSA-OAEP-256 public key that wraps the AES key of encrypted login and register bodies',
        response: envelopeResponses(publicKeyResponse),
      },
    },
    async () => ok(await services.requestCrypto.publicKey()),
  );

  app.get(
    '/system/captcha',
    {
      schema: {
        tags: ['account'],
        summary: 'A new single-use captcha (module CAPTCHA3): image is a base64 PNG',
        response: envelopeResponses(captchaResponse),
      },
    },
    async (request) => {
      await enforceLimits(services.counters, [
        { key: `captcha:ip:${request.merchant.id}:${request.ip}`, max: 60, windowSeconds: 600 },
      ]);
      return ok(await services.captchas.create(request.merchant.id));
    },
  );

  app.post(
    '/session/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Log in by username and password or by mobile number and SMS code (encrypted body)',
        description:
          'Header Encryption: <keyId>.<RSA-OAEP-256 wrapped AES-256-GCM key, base64url>; body { value }. ' +
          'After three failures the error data carries captcha: true and a captcha becomes required.',
        body: encryptedBody,
        response: envelopeResponses(loginResponse),
      },
    },
    async (request) => {
      const header = request.headers.encryption;
      const input = await services.requestCrypto.open(
        typeof header === 'string' ? header : undefined,
        request.body.value,
        loginRequest,
      );
      return ok(
        await login(services, { merchant: request.merchant, request: input, context: sessionContextOf(request) }),
      );
    },
  );

  app.delete(
    '/session/logout',
    {
      config: { auth: 'member' },
      schema: { tags: ['account'], summary: 'End this session', response: envelopeResponses(z.object({})) },
    },
    async (request) => {
      await services.sessions.end(request.member.sessionId, 'logout');
      return ok({});
    },
  );

  app.get(
    '/session/trial',
    {
      schema: {
        tags: ['account'],
        summary: 'Create a free-trial account (customer type 4) and log it in',
        response: envelopeResponses(loginResponse),
      },
    },
    async (request) => ok(await createTrialAccount(services, request.merchant, sessionContextOf(request))),
  );

  app.post(
    '/verification/sms',
    {
      schema: {
        tags: ['account'],
        summary: 'Send an SMS code (module VERIFICATION3) for register, login, reset or bind',
        description:
          'The answer is the same whether or not an account uses the number (login, reset). ' +
          'A resend cooldown and hourly caps per number, IP and merchant apply (429 with Retry-After).',
        body: sendSmsRequest,
        response: envelopeResponses(sendCodeResponse),
      },
    },
    async (request) => {
      const { merchant } = request;
      const { purpose, mobileNum, countryDialingCode } = request.body;
      const mobile = toE164(mobileNum, countryDialingCode);
      if (!mobile) throw new AppError('validation.failed', { fields: [{ field: 'mobileNum', key: 'rule.mobile' }] });
      if (purpose === 'login' && !merchant.settings.flags.MOBILEVERCODELOGIN3) throw new AppError('permission.denied');

      const holder = await membersRepo(services.database.db, merchant.id).byMobile(mobile);
      if (purpose === 'register' && holder) throw new AppError('mobile.exists');
      const issued = await services.codes.issue(
        { merchantId: merchant.id, channel: 'sms', purpose, destination: mobile },
        request.ip,
      );
      // Login and reset codes go out only to numbers with an account; the answer does not say which.
      const deliver = purpose === 'register' || purpose === 'bind' || (holder && holder.status === 'active');
      if (deliver) {
        await services.messenger.send({
          merchantId: merchant.id,
          channel: 'sms',
          destination: mobile,
          body: translate('sms.code', request.language, {
            site: merchant.settings.site.name,
            code: issued.code,
            minutes: issued.expiredMinutes,
          }),
        });
      }
      return ok({ expiredMinutes: issued.expiredMinutes, resendSeconds: issued.resendSeconds });
    },
  );
};
