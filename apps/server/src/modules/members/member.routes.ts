import {
  affiliateCheckResponse,
  changePasswordRequest,
  countriesResponse,
  encryptedBody,
  forgotPasswordEmailRequest,
  headIconRequest,
  loginResponse,
  memberInfo,
  registerRequest,
  registerSettingsResponse,
  resetPasswordByEmailRequest,
  setPasswordByPhoneRequest,
  validationRules,
} from '@playdeck/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from '../../lib/http';
import { enforceLimits } from '../../lib/limits';
import { trustedOrigin } from '../../lib/trusted-origin';
import { sessionContextOf } from '../auth/auth.routes';
import { memberInfoOf } from './member-info';
import { membersRepo } from './members.repo';
import {
  changePassword,
  requestPasswordResetByEmail,
  resetPasswordByEmail,
  setPasswordByPhone,
} from './passwords.service';
import { countryDialCodes } from './phone';
import { register } from './register.service';
import { effectiveRegisterConfig } from './register-config';

/** Members (spec 7 Account calls): register, settings and rules, member info, head icon, passwords. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const tags = ['account'];

  app.put(
    '/member/register',
    {
      schema: {
        tags,
        summary: 'Register by username or mobile number (encrypted body); logs the new player in',
        body: encryptedBody,
        response: envelopeResponses(loginResponse),
      },
    },
    async (request) => {
      const header = request.headers.encryption;
      const input = await services.requestCrypto.open(
        typeof header === 'string' ? header : undefined,
        request.body.value,
        registerRequest,
      );
      return ok(await register(services, request.merchant, input, sessionContextOf(request)));
    },
  );

  app.get(
    '/member/registerSettings',
    {
      schema: {
        tags,
        summary: 'What the register screen shows (spec 2 Register)',
        response: envelopeResponses(registerSettingsResponse),
      },
    },
    async (request) => {
      const config = effectiveRegisterConfig(request.merchant.settings.register, request.merchant.settings.flags);
      return ok({
        methods: config.methods,
        smsForUsername: config.smsForUsername,
        passwordForMobile: config.passwordForMobile,
        fields: config.fields,
        captcha: config.captcha,
        defaultCountry: config.defaultCountry,
        minimumAge: config.minimumAge,
      });
    },
  );

  app.get(
    '/system/validationRules',
    { schema: { tags, summary: 'The rule set by rule name (spec 5)', response: envelopeResponses(validationRules) } },
    async (request) =>
      ok(effectiveRegisterConfig(request.merchant.settings.register, request.merchant.settings.flags).rules),
  );

  app.get(
    '/system/countries',
    {
      schema: {
        tags,
        summary: 'Countries and dialling codes for the pickers',
        response: envelopeResponses(countriesResponse),
      },
    },
    async (request) => {
      const { defaultCountry, countries } = request.merchant.settings.register;
      const all = countryDialCodes();
      return ok({ defaultCountry, countries: countries.length ? all.filter((c) => countries.includes(c.code)) : all });
    },
  );

  app.get(
    '/member/affiliate/check',
    {
      schema: {
        tags,
        summary: 'Whether an invitation (affiliate) code is valid',
        querystring: z.object({ code: z.string().max(64), domain: z.string().max(255).optional() }),
        response: envelopeResponses(affiliateCheckResponse),
      },
    },
    async (request) => {
      // Codes are short: checking them is limited so they cannot be walked.
      await enforceLimits(services.counters, [
        { key: `affcheck:ip:${request.merchant.id}:${request.ip}`, max: 60, windowSeconds: 600 },
      ]);
      const code = request.query.code.trim();
      const upline = /^[A-Za-z0-9]{4,32}$/.test(code)
        ? await membersRepo(services.database.db, request.merchant.id).byInviteCode(code)
        : undefined;
      return ok({ success: Boolean(upline && upline.status === 'active' && !upline.isTrial) });
    },
  );

  app.get(
    '/member/info',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'The signed-in member (spec 3 member info); renew=true skips any cache',
        querystring: z.object({ renew: z.enum(['true', 'false']).optional() }),
        response: envelopeResponses(memberInfo),
      },
    },
    async (request) => ok(await memberInfoOf(services, request.merchant.id, request.member.memberId)),
  );

  app.get(
    '/member/headIcon',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'The member’s head icon',
        response: envelopeResponses(z.object({ icon: z.number().int() })),
      },
    },
    async (request) => {
      const member = await membersRepo(services.database.db, request.merchant.id).byId(request.member.memberId);
      return ok({ icon: member?.headIcon ?? 1 });
    },
  );

  app.post(
    '/member/headIcon',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Choose a head icon (form-encoded icon=1..12)',
        body: headIconRequest,
        response: envelopeResponses(z.object({ icon: z.number().int() })),
      },
    },
    async (request) => {
      await membersRepo(services.database.db, request.merchant.id).update(request.member.memberId, {
        headIcon: request.body.icon,
      });
      return ok({ icon: request.body.icon });
    },
  );

  app.post(
    '/member/password/change',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Change password (old, new, confirm); ends the member’s other sessions',
        body: changePasswordRequest,
        response: envelopeResponses(z.object({})),
      },
    },
    async (request) => {
      await changePassword(services, request.merchant, request.member, request.body);
      return ok({});
    },
  );

  app.post(
    '/member/password/forgot',
    {
      schema: {
        tags,
        summary: 'Forgot password by e-mail (form-encoded username, email): a reset link is e-mailed',
        description: 'The answer is the same whether or not the username and e-mail match an account.',
        body: forgotPasswordEmailRequest,
        response: envelopeResponses(z.object({})),
      },
    },
    async (request) => {
      await requestPasswordResetByEmail(services, request.merchant, request.body, {
        ip: request.ip,
        origin: await trustedOrigin(request, request.merchant),
        language: request.language,
      });
      return ok({});
    },
  );

  app.post(
    '/member/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed reset link; ends every session',
        body: resetPasswordByEmailRequest,
        response: envelopeResponses(z.object({})),
      },
    },
    async (request) => {
      await enforceLimits(services.counters, [
        { key: `resetlink:ip:${request.merchant.id}:${request.ip}`, max: 20, windowSeconds: 3600 },
      ]);
      await resetPasswordByEmail(services, request.merchant, request.body);
      return ok({});
    },
  );

  app.post(
    '/member/password/phone',
    {
      schema: {
        tags,
        summary: 'Set a new password by mobile number and SMS code, then log in (spec 2)',
        body: setPasswordByPhoneRequest,
        response: envelopeResponses(loginResponse),
      },
    },
    async (request) =>
      ok(await setPasswordByPhone(services, request.merchant, request.body, sessionContextOf(request))),
  );
};
