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

// The requests the web's forms run (zod/mini), declared in form-requests.ts.
export {
  addBankCardRequest,
  bindEmailRequest,
  bindMobileRequest,
  removeBankCardRequest,
  sendEmailCodeRequest,
  setPaymentPasswordRequest,
} from './form-requests';

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
