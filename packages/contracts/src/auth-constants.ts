/**
 * The auth and account constants both sides use at run time, kept free of zod so the web bundle
 * imports them (`@playdeck/contracts/auth-constants`) without pulling zod in; `auth.ts` builds
 * its schemas from the same lists.
 */

export { CUSTOMER_TYPE, NO_AGENT_HOME, NO_CONTRACTS, opensAgentHome, takesContracts } from './customer-type';

/** Contact handles a merchant can ask for at registration (stored as `name:value`). */
export const CONTACT_FIELDS = ['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

/** The optional profile fields a merchant can switch on (spec 2 Register), in screen order. */
export const EXTRA_FIELDS = [
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  ...CONTACT_FIELDS,
] as const;

export type ExtraField = (typeof EXTRA_FIELDS)[number];

/** Register form fields (spec 2 Register, spec 3 registration payload). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  ...EXTRA_FIELDS,
  'affiliateCode',
] as const;

export type RegisterField = (typeof registerFieldNames)[number];

/** Rule names of the server-supplied rule set (spec 5). */
export const ruleNames = [
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'verificationCode',
  'username',
  'password',
  'mobileNum',
  'paymentPassword',
  'idNumber',
  ...CONTACT_FIELDS,
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const;

export type RuleName = (typeof ruleNames)[number];

/** Preset head icons the player picks from (spec 7: head icon set, form-encoded). */
export const HEAD_ICON_COUNT = 12;
