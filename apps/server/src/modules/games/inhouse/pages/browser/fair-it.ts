// Italian strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'paga',
  clientSeed: 'Seed del client',
  nextNonce: 'Prossimo nonce',
  nonce: 'Nonce',
  rotate: 'Cambia i seed',
  rotateHint:
    'Cambiandoli si rivela il seed del server attuale e inizia una nuova coppia con il seed del client qui sopra.',
  rotated: 'Seed cambiati: il seed del server precedente è rivelato qui sotto, pronto da verificare.',
  seedRule: 'Seed del client: da 1 a 64 lettere, cifre, - o _.',
  revealed: 'Seed del server rivelati',
  noneRevealed: 'Ancora nessun seed del server rivelato.',
  roundsCount: '{n} round',
  use: 'Verifica con questo seed',
  verifyHint: 'Tocca uno dei tuoi ultimi round per compilare qui, oppure inserisci qualsiasi seed e nonce.',
  verify: 'Verifica un round',
  serverSeed: 'Seed del server',
  verifyButton: 'Verifica',
  outcome: 'Esito',
  matches: 'Corrisponde: il round #{n} è esattamente ciò che producono questi seed.',
  mismatch: 'Non corrisponde al round #{n}.',
  hashOk: "Lo SHA-256 del seed del server è uguale all'hash mostrato prima del round.",
  hashBad: "Lo SHA-256 del seed del server è diverso dall'hash mostrato prima del round.",
  noRound: 'Nessuno dei tuoi round in questa pagina ha questo seed del client e questo nonce.',
  notRevealed: 'Il seed del server di questo round è ancora segreto: cambia i seed per rivelarlo, poi verifica.',
  needsHttps: 'Per verificare nel browser serve una connessione sicura (https).',
  direction: 'Direzione',
} satisfies FairStrings;
