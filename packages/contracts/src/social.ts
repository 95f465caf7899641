import { z } from 'zod';

/**
 * Social sign-in with OpenID Connect (spec 2 Login; Playdeck's own flow replaces the spec's
 * third-party phone-auth path). The browser goes to `url`; the provider returns to the server's
 * callback, which sends the browser to `/m/login?social=<one-time code>` (or
 * `/m/login?socialError=<error code>`); the login screen trades the code for a session.
 */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** The provider in the path; an unknown one answers social.unavailable, not a validation error. */
export const socialProviderParams = z.object({ provider: z.string().max(20) });

export const socialStartQuery = z.object({
  /** Where to go after login (a site path such as /m/home). */
  redirect: z
    .string()
    .regex(/^\/m\/[A-Za-z0-9._~\-/?=&]*$/)
    .max(200)
    .optional(),
});

export const socialStartResponse = z.object({ url: z.string() });

export const socialExchangeRequest = z.object({ code: z.string().min(20).max(100) });

/** The login answer plus where the player was going. */
export const socialExchangeResponse = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  redirect: z.string(),
});
