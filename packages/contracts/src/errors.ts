/**
 * The closed list of error codes the API answers with, and the HTTP status of each.
 * Every code has a message in every language under `locales/<lang>/errors.json`
 * (a test checks it); the web app shows that message, the server sends it too.
 */
export const errorStatus = {
  'validation.failed': 400,
  'request.malformed': 400,
  'merchant.not.exist': 404,
  'merchant.disabled': 403,
  'route.not.found': 404,
  'resource.not.found': 404,
  'session.required': 401,
  'session.expired': 401,
  'permission.denied': 403,
  'region.restricted': 403,
  'encryption.required': 400,
  'encryption.invalid': 400,
  'login.failed': 400,
  'captcha.required': 400,
  'captcha.invalid': 400,
  'member.not.exist': 404,
  'member.disabled': 403,
  'member.exists': 409,
  'mobile.exists': 409,
  'mobile.invalid': 400,
  'email.invalid': 400,
  'affiliate.invalid': 400,
  'referrer.invalid': 400,
  'register.method.disabled': 403,
  'verification.invalid': 400,
  'password.weak': 400,
  'password.confirm.mismatch': 400,
  'password.old.incorrect': 400,
  'modify.new.old.same': 400,
  'reset.link.invalid': 400,
  'trial.forbidden': 403,
  'social.unavailable': 404,
  'social.failed': 400,
  'insufficient.funds': 400,
  'amount.out.of.range': 400,
  'payment.password.unset': 400,
  'payment.password.incorrect': 400,
  'withdraw.daily.limit': 400,
  'withdraw.turnover': 400,
  'card.limit': 400,
  'payee.required': 400,
  'transfer.not.allowed': 403,
  /** Agents (issue 13): not an agent; a rate above the agent's own; not in the agent's team. */
  'agent.required': 403,
  'agent.rate.above.own': 400,
  'lottery.draw.closed': 409,
  'lottery.odds.changed': 409,
  'agent.not.downline': 404,
  'agent.contract.closed': 409,
  conflict: 409,
  'rate.limited': 429,
  'payload.too.large': 413,
  /** Uploads (feedback pictures): too big, too many, not a PNG or JPEG, too many pixels, empty. */
  'upload.too.large': 413,
  'upload.too.many': 400,
  'upload.type': 400,
  'upload.dimensions': 400,
  'upload.empty': 400,
  /** Promotions: not open now, not for this member, already entered, nothing to claim, same person twice. */
  'promotion.closed': 409,
  'promotion.not.eligible': 403,
  'promotion.already.joined': 409,
  'promotion.nothing.to.claim': 409,
  'promotion.duplicate.person': 409,
  /** A mission task claimed before its target is reached. */
  'promotion.mission.unfinished': 409,
  /** Red envelope rain: no session falling now, this session's envelope opened, its budget gone. */
  'promotion.rain.not.falling': 409,
  'promotion.already.opened': 409,
  'promotion.budget.spent': 409,
  /** A withdrawal while bonus money is locked: it needs the player's confirmation (forfeitBonus). */
  'withdraw.bonus.locked': 409,
  /** VIP club: the birth date is given once; a withdrawal above the level's daily maximum. */
  'vip.birth.date.set': 409,
  'withdraw.vip.daily.max': 400,
  /**
   * Responsible gaming (issue 15): a limit of the player's would be passed (kind and period in the
   * code, the amount and the reset in the message); a break in force; register refused below the
   * merchant's age, without consent, or with the details of an excluded account.
   */
  'rg.limit.deposit.day': 403,
  'rg.limit.deposit.week': 403,
  'rg.limit.deposit.month': 403,
  'rg.limit.loss.day': 403,
  'rg.limit.loss.week': 403,
  'rg.limit.loss.month': 403,
  'rg.limit.wager.day': 403,
  'rg.limit.wager.week': 403,
  'rg.limit.wager.month': 403,
  'rg.excluded': 403,
  'rg.excluded.permanent': 403,
  'rg.age.below': 400,
  'rg.consent.required': 400,
  'rg.identity.excluded': 403,
  'system.maintenance': 503,
  /** The deployment has no address to write into a link (no merchant domain, no PUBLIC_URL). */
  'site.url.unconfigured': 503,
  'system.error': 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}
