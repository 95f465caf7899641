import { z } from 'zod';
import { CLAIM_MODES } from './promotions';

/** One share channel's invitation link (spec 3 downline link object: url and labelNameEn). */
export const referralLink = z.object({
  channel: z.string(),
  labelNameEn: z.string(),
  /** The invitation link itself, carrying the member's code and the channel. */
  url: z.string(),
});

/** A friend the member invited, as the member sees them (name masked). */
export const invitedFriend = z.object({
  name: z.string(),
  registeredAt: z.string(),
  /** waiting: no qualifying deposit yet; claim / claimed / issued: the reward; rejected: refused. */
  state: z.enum(['waiting', 'claim', 'claimed', 'issued', 'rejected']),
  amount: z.number().int().nullable(),
});

/** /m/inviteFriends (REFERRAL): the member's code and links, the programme's rule, the friends. */
export const referralView = z.object({
  /** The live referral promotion, when there is one. */
  promotion: z
    .object({
      id: z.number().int(),
      title: z.string(),
      claimMode: z.enum(CLAIM_MODES),
      /** Paid to the member for each friend whose deposit reaches minDeposit (minor units). */
      reward: z.number().int(),
      minDeposit: z.number().int(),
      wageringMultiplier: z.number().int(),
    })
    .nullable(),
  code: z.string(),
  /** Empty when the site has no configured address to link to. */
  links: z.array(referralLink),
  invited: z.number().int(),
  earned: z.number().int(),
  friends: z.array(invitedFriend),
});
export type ReferralView = z.infer<typeof referralView>;
