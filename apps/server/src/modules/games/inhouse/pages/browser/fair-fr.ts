// French strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'paie',
  clientSeed: 'Seed client',
  nextNonce: 'Nonce suivant',
  nonce: 'Nonce',
  rotate: 'Changer les seeds',
  rotateHint:
    'Le changement révèle le seed serveur actuel et démarre une nouvelle paire avec le seed client ci-dessus.',
  rotated: 'Seeds changés : le seed serveur précédent est révélé ci-dessous, prêt à être vérifié.',
  seedRule: 'Seed client : 1 à 64 lettres, chiffres, - ou _.',
  revealed: 'Seeds serveur révélés',
  noneRevealed: 'Aucun seed serveur révélé pour l’instant.',
  roundsCount: '{n} parties',
  use: 'Vérifier avec ce seed',
  verifyHint: 'Touchez l’une de vos dernières parties pour remplir ces champs, ou saisissez des seeds et un nonce.',
  verify: 'Vérifier une partie',
  serverSeed: 'Seed serveur',
  verifyButton: 'Vérifier',
  outcome: 'Résultat',
  matches: 'Conforme : la partie n° {n} correspond exactement à ces seeds.',
  mismatch: 'Ne correspond pas à la partie n° {n}.',
  hashOk: 'Le SHA-256 du seed serveur est identique au hash affiché avant la partie.',
  hashBad: 'Le SHA-256 du seed serveur diffère du hash affiché avant la partie.',
  noRound: 'Aucune de vos parties sur cette page n’a ce seed client et ce nonce.',
  notRevealed: 'Le seed serveur de cette partie est encore secret : changez les seeds pour le révéler, puis vérifiez.',
  needsHttps: 'La vérification dans le navigateur nécessite une connexion sécurisée (https).',
  direction: 'Direction',
} satisfies FairStrings;
