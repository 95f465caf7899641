import { z } from 'zod';

/** The security centre (spec 2): payment password, bound mobile and e-mail, bank cards, devices. */

export const bank = z.object({ code: z.string(), name: z.string() });

export const bankCard = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last four digits. */
  accountNumberMasked: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});

export type BankCard = z.infer<typeof bankCard>;

// Its request is one the web's form runs (zod/mini), declared in form-requests.ts.
export { addBankCardRequest } from './form-requests';

export const removeBankCardRequest = z.object({ paymentPassword: z.string().min(1).max(64) });

export const sessionEntry = z.object({
  id: z.number().int(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const securityOverview = z.object({
  hasPaymentPassword: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  cards: z.number().int(),
  sessions: z.array(sessionEntry),
});

export const setPaymentPasswordRequest = z.object({
  /** The login password (first time) or the current payment password (a change). */
  currentPassword: z.string().min(1).max(64),
  newPaymentPassword: z.string().min(1).max(64),
  confirmPaymentPassword: z.string().min(1).max(64),
});

export const bindMobileRequest = z.object({
  password: z.string().min(1).max(64),
  mobileNum: z.string().regex(/^\d{4,20}$/),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  verificationCode: z.string().regex(/^\d{4,10}$/),
});

export const sendEmailCodeRequest = z.object({ email: z.string().trim().max(254) });

export const bindEmailRequest = z.object({
  password: z.string().min(1).max(64),
  email: z.string().trim().max(254),
  verificationCode: z.string().regex(/^\d{4,10}$/),
});
