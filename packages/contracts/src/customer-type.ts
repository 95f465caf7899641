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

/** Spec 6 / 9: types 0, 4 and 40 have no agent home and no agency centre. */
export const NO_AGENT_HOME: readonly number[] = [
  CUSTOMER_TYPE.PLAYER,
  CUSTOMER_TYPE.FREE_TRIAL,
  CUSTOMER_TYPE.RESTRICTED_40,
];

/** Spec 6 / 9: types 4, 40, 41 and 42 are not agents for contracts and dividends. */
export const NO_CONTRACTS: readonly number[] = [
  CUSTOMER_TYPE.FREE_TRIAL,
  CUSTOMER_TYPE.RESTRICTED_40,
  CUSTOMER_TYPE.RESTRICTED_41,
  CUSTOMER_TYPE.RESTRICTED_42,
];

/** Whether a session of this type may open agent home and call the agent API. */
export const opensAgentHome = (customerType: number) => !NO_AGENT_HOME.includes(customerType);

/** Whether an agent of this type is offered contracts and dividends (and may be sent their prompts). */
export const takesContracts = (customerType: number) =>
  opensAgentHome(customerType) && !NO_CONTRACTS.includes(customerType);
