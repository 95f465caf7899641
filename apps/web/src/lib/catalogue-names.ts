/**
 * Texts the catalogue tests accept as the same in every language: brand and proper names, and
 * terms of art (catalogues.test.ts, tagalog-catalogues.test.ts).
 */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  'Facebook',
  'WeChat',
  'LINE',
  'WhatsApp',
  'Zalo',
  'Megaways',
  // VIP is the club's level name, shown as the operator brands it.
  'VIP {{level}}',
  // The provably-fair term of art, as every fairness checker names it.
  'Nonce',
]);
