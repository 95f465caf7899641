// Tagalog strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'bayad',
  clientSeed: 'Client seed',
  nextNonce: 'Susunod na nonce',
  nonce: 'Nonce',
  rotate: 'Palitan ang mga seed',
  rotateHint:
    'Kapag pinalitan, ibubunyag ang kasalukuyang server seed at magsisimula ang bagong pares gamit ang client seed sa itaas.',
  rotated: 'Napalitan na ang mga seed: nasa ibaba ang nabunyag na server seed, handa nang suriin.',
  seedRule: 'Client seed: 1 hanggang 64 na titik, numero, - o _.',
  revealed: 'Mga nabunyag na server seed',
  noneRevealed: 'Wala pang nabunyag na server seed.',
  roundsCount: '{n} round',
  use: 'Suriin gamit ang seed na ito',
  verifyHint: 'Pindutin ang isa sa mga huling round mo para mapunan ito, o maglagay ng anumang seed at nonce.',
  verify: 'Suriin ang isang round',
  serverSeed: 'Server seed',
  verifyButton: 'Suriin',
  outcome: 'Resulta',
  matches: 'Tugma: eksaktong ito ang ibinibigay ng mga seed para sa round #{n}.',
  mismatch: 'Hindi tugma sa round #{n}.',
  hashOk: 'Ang SHA-256 ng server seed ay kapareho ng hash na ipinakita bago ang round.',
  hashBad: 'Iba ang SHA-256 ng server seed sa hash na ipinakita bago ang round.',
  noRound: 'Walang round mo sa pahinang ito na may ganitong client seed at nonce.',
  notRevealed: 'Lihim pa ang server seed ng round na ito: palitan muna ang mga seed para mabunyag, saka suriin.',
  needsHttps: 'Kailangan ng ligtas na koneksyon (https) para makapagsuri sa browser.',
  direction: 'Direksyon',
} satisfies FairStrings;
