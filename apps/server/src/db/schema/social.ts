import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

const provider = () => text({ enum: ['google', 'facebook'] }).notNull();

/**
 * A social sign-in under way: what the callback needs to finish it (the nonce the ID token must
 * carry, the PKCE verifier), keyed by the hash of the state sent to the provider. Single use.
 */
export const socialStates = pgTable(
  'social_states',
  {
    stateHash: text().primaryKey(),
    merchantId: merchantRef(),
    provider: provider(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    /** The redirect_uri sent to the provider; the token request must repeat it exactly. */
    callbackUrl: text().notNull(),
    /** Where the player goes after login (a site path). */
    redirect: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('social_states_expires').on(t.expiresAt)],
);

/** A member's account at a provider: the provider's subject is the identity, never the e-mail. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: identity(),
    merchantId: merchantRef(),
    provider: provider(),
    subject: text().notNull(),
    memberId: memberRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_merchant_provider_subject').on(t.merchantId, t.provider, t.subject),
    index('social_identities_member').on(t.memberId),
  ],
);

/**
 * The one-time code the callback hands the browser, traded once for the login answer. The
 * answer is sealed under a key derived from the code, so the table alone yields no session.
 */
export const socialExchangeCodes = pgTable(
  'social_exchange_codes',
  {
    codeHash: text().primaryKey(),
    merchantId: merchantRef(),
    sealedAnswer: text().notNull(),
    redirect: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('social_exchange_codes_expires').on(t.expiresAt)],
);
