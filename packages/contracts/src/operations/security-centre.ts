import { z } from 'zod';
import { sendCodeResponse } from '../auth';
import { defineOperations } from '../operation';
import {
  addBankCardRequest,
  bank,
  bankCard,
  bindEmailRequest,
  bindMobileRequest,
  removeBankCardRequest,
  securityOverview,
  sendEmailCodeRequest,
  setPaymentPasswordRequest,
} from '../security-centre';

const tags = ['security-centre'];
const none = z.object({});
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** What a wrong, missing or over-tried payment password answers (withdraw, cards, transfer). */
export const paymentPasswordErrors = ['payment.password.unset', 'payment.password.incorrect'] as const;

/** The security centre (spec 2 Security centre): bind mobile and e-mail, payment password, other sessions. */
export const securityCentreOperations = defineOperations({
  getSecurityOverview: {
    method: 'GET',
    path: '/wps/security/overview',
    tags,
    summary: 'Payment password, bound contacts, cards, active sessions',
    session: 'real',
    response: securityOverview,
    errors: [],
  },
  setPaymentPassword: {
    method: 'POST',
    path: '/wps/security/paymentPassword',
    tags,
    summary: 'Set (login password) or change (current payment password) the payment password',
    session: 'real',
    body: setPaymentPasswordRequest,
    response: none,
    errors: ['password.old.incorrect', 'payment.password.incorrect'],
  },
  bindMobile: {
    method: 'POST',
    path: '/wps/security/mobile',
    tags,
    summary: 'Bind or change the mobile number (password, SMS code to the new number)',
    session: 'real',
    body: bindMobileRequest,
    response: none,
    errors: ['password.old.incorrect', 'mobile.exists', 'verification.invalid'],
  },
  sendEmailCode: {
    method: 'POST',
    path: '/wps/verification/email',
    tags,
    summary: 'Send an e-mail code to bind an address',
    session: 'real',
    body: sendEmailCodeRequest,
    response: sendCodeResponse,
    errors: [],
  },
  bindEmail: {
    method: 'POST',
    path: '/wps/security/email',
    tags,
    summary: 'Bind or change the e-mail address (password, e-mailed code)',
    session: 'real',
    body: bindEmailRequest,
    response: none,
    errors: ['password.old.incorrect', 'verification.invalid'],
  },
  signOutOtherSessions: {
    method: 'DELETE',
    path: '/wps/security/sessions/others',
    tags,
    summary: 'Sign out every other session',
    session: 'member',
    response: none,
    errors: [],
  },
  getBanks: {
    method: 'GET',
    path: '/wps/wallets/banks',
    tags,
    summary: 'Banks a card can be bound of',
    session: 'real',
    response: z.array(bank),
    errors: [],
  },
  getCards: {
    method: 'GET',
    path: '/wps/wallets/cards',
    tags,
    summary: 'The member’s bank cards',
    session: 'real',
    response: z.array(bankCard),
    errors: [],
  },
  addCard: {
    method: 'POST',
    path: '/wps/wallets/cards',
    tags,
    summary: 'Bind a bank card (payment password; payee name is the member’s)',
    session: 'real',
    body: addBankCardRequest,
    response: bankCard,
    errors: [...paymentPasswordErrors, 'payee.required', 'card.limit', 'conflict', 'rg.identity.excluded'],
  },
  removeCard: {
    method: 'DELETE',
    path: '/wps/wallets/cards/:id',
    tags,
    summary: 'Remove a bank card (payment password)',
    session: 'real',
    params: idParams,
    body: removeBankCardRequest,
    response: z.object({}),
    errors: [...paymentPasswordErrors, 'resource.not.found'],
  },
});
