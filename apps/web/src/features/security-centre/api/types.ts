import type { OutputOf } from '@playdeck/contracts/client';

/** Names for the answers the security centre passes around; all from the contracts' operations. */
export type SecurityOverview = OutputOf<'getSecurityOverview'>;
export type SessionEntry = SecurityOverview['sessions'][number];

/** What every send-code call answers: resendSeconds drives the countdown, expiredMinutes is the code's life. */
export type SentCode = OutputOf<'sendEmailCode'>;
