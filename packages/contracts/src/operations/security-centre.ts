import { z } from 'zod';
import { sendCodeResponse } from '../auth';
import { defineOperations } from '../operation';
import {
  bindEmailRequest,
  bindMobileRequest,
  securityOverview,
  sendEmailCodeRequest,
  setPaymentPasswordRequest,
} from '../wallet';

const tags = ['security'];
const none = z.object({});

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
});
