// German strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'zahlt',
  clientSeed: 'Client-Seed',
  nextNonce: 'Nächste Nonce',
  nonce: 'Nonce',
  rotate: 'Seeds wechseln',
  rotateHint:
    'Beim Wechseln wird der aktuelle Server-Seed aufgedeckt und ein neues Paar mit dem Client-Seed oben gestartet.',
  rotated: 'Seeds gewechselt: Der vorherige Server-Seed ist unten aufgedeckt und kann geprüft werden.',
  seedRule: 'Client-Seed: 1 bis 64 Buchstaben, Ziffern, - oder _.',
  revealed: 'Aufgedeckte Server-Seeds',
  noneRevealed: 'Noch kein Server-Seed aufgedeckt.',
  roundsCount: '{n} Runden',
  use: 'Mit diesem Seed prüfen',
  verifyHint: 'Tippe auf eine deiner letzten Runden, um das auszufüllen, oder gib beliebige Seeds und eine Nonce ein.',
  verify: 'Eine Runde prüfen',
  serverSeed: 'Server-Seed',
  verifyButton: 'Prüfen',
  outcome: 'Ergebnis',
  matches: 'Stimmt: Runde #{n} ist genau das, was diese Seeds ergeben.',
  mismatch: 'Stimmt nicht mit Runde #{n} überein.',
  hashOk: 'Der SHA-256 des Server-Seeds entspricht dem vor der Runde gezeigten Hash.',
  hashBad: 'Der SHA-256 des Server-Seeds weicht vom vor der Runde gezeigten Hash ab.',
  noRound: 'Keine deiner Runden auf dieser Seite hat diesen Client-Seed und diese Nonce.',
  notRevealed: 'Der Server-Seed dieser Runde ist noch geheim: Wechsle die Seeds, um ihn aufzudecken, und prüfe dann.',
  needsHttps: 'Die Prüfung im Browser braucht eine sichere (https-)Verbindung.',
  direction: 'Richtung',
} satisfies FairStrings;
