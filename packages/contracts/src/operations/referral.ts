import { defineOperations } from '../operation';
import { referralView } from '../referral';

/** Invite friends (spec 2 /m/inviteFriends, REFERRAL). */
export const referralOperations = defineOperations({
  getReferral: {
    method: 'GET',
    path: '/wps/promotion/referral',
    tags: ['promotions'],
    summary: 'The member’s invitation code and links per channel, the referral rule, the invited friends',
    session: 'real',
    response: referralView,
    errors: [],
  },
});
