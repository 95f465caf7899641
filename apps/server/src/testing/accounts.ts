import { type LoginResponse, sealBody } from '@playdeck/contracts';
import { desc, eq } from 'drizzle-orm';
import { captchas, outboxMessages } from '../db/schema';
import { deploymentSecret } from '../lib/secrets';
import { solveCaptchaForTests } from '../modules/auth/captcha.service';
import type { TestApp } from './create-test-app';

/** Sends an encrypted body the way the web app does (public key, AES-256-GCM, RSA-OAEP-256). */
export async function sealedRequest(
  t: TestApp,
  {
    method,
    url,
    payload,
    headers = {},
  }: { method: 'POST' | 'PUT'; url: string; payload: Record<string, unknown>; headers?: Record<string, string> },
) {
  const key = (await t.request({ method: 'GET', url: '/wps/session/publicKey', headers })).json().value;
  const sealed = await sealBody(key, payload);
  return t.request({ method, url, headers: { ...headers, encryption: sealed.header }, payload: sealed.body });
}

export const login = (t: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sealedRequest(t, { method: 'POST', url: '/wps/session/login', payload: { type: 'username', ...payload }, headers });

/** Asks for an SMS code to a Philippine number (national digits), as the web app does. */
export const sendSmsCode = (
  t: TestApp,
  { purpose, mobileNum, headers }: { purpose: string; mobileNum: string; headers: Record<string, string> },
) =>
  t.request({
    method: 'POST',
    url: '/wps/verification/sms',
    headers,
    payload: { purpose, mobileNum, countryDialingCode: '63' },
  });

/** Logs a session out by its token. */
export const logout = (t: TestApp, token: string) =>
  t.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: `Bearer ${token}` } });

/** A registration payload with every field the spec lists, blanks as empty strings. */
export function registerPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    registerType: 'username',
    agreed: true,
    countryDialingCode: '63',
    registerUrl: 'localhost',
    registerMethod: 'H5',
    username: 'player1',
    password: 'correct-horse-battery',
    confirmPassword: 'correct-horse-battery',
    affiliateCode: '',
    paymentPassword: '',
    recommenderId: '',
    nickname: '',
    payeeName: '',
    email: '',
    mobileNum: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    captcha: '',
    captchaId: '',
    type: 0,
    domain: 'localhost',
    verificationCode: '',
    ...overrides,
  };
}

/** A fresh captcha and its answer (the test reads the stored hash and tries the 10,000 answers). */
export async function solvedCaptcha(t: TestApp, headers: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url: '/wps/system/captcha', headers });
  const { captchaId } = res.json().value as { captchaId: string };
  const db = t.services.database.db;
  const [row] = await db.select().from(captchas).where(eq(captchas.id, captchaId));
  const pepper = await deploymentSecret(db, 'code-pepper');
  return { captchaId, captcha: solveCaptchaForTests(pepper, captchaId, row?.answerHash ?? '') };
}

/** The text of the last message sent to a number or address, read from the outbox. */
export async function lastMessage(t: TestApp, destination: string): Promise<string | undefined> {
  const [row] = await t.services.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.destination, destination))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body;
}

/** The last code sent to a number or address, read from the outbox. */
export async function lastCode(t: TestApp, destination: string): Promise<string> {
  const code = (await lastMessage(t, destination))?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

export async function registerPlayer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<LoginResponse> {
  const captcha = await solvedCaptcha(t);
  const res = await sealedRequest(t, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: registerPayload({ ...captcha, ...overrides }),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return res.json().value as LoginResponse;
}
