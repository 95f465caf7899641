/**
 * Customer types (spec 6): 0 a player; 1 an agent; 2 a top agent (no superior transfer);
 * 4 a free-trial account; 40, 41, 42 restricted accounts that agent checks treat like trials.
 * A module of its own so the web's first load takes this object alone (auth-constants' lists
 * would come with it otherwise).
 */
export const CUSTOMER_TYPE = {
  PLAYER: 0,
  AGENT: 1,
  TOP_AGENT: 2,
  FREE_TRIAL: 4,
  RESTRICTED_40: 40,
  RESTRICTED_41: 41,
  RESTRICTED_42: 42,
} as const;
