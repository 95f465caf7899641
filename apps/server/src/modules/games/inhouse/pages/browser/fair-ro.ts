// Romanian strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'plătește',
  clientSeed: 'Seed client',
  nextNonce: 'Următorul nonce',
  nonce: 'Nonce',
  rotate: 'Schimbă seed-urile',
  rotateHint: 'Schimbarea dezvăluie seed-ul de server actual și pornește o pereche nouă cu seed-ul client de mai sus.',
  rotated: 'Seed-uri schimbate: seed-ul de server anterior e dezvăluit mai jos, gata de verificat.',
  seedRule: 'Seed client: 1–64 litere, cifre, - sau _.',
  revealed: 'Seed-uri de server dezvăluite',
  noneRevealed: 'Niciun seed de server dezvăluit încă.',
  roundsCount: '{n} runde',
  use: 'Verifică cu acest seed',
  verifyHint: 'Atinge una dintre ultimele tale runde ca să completezi aici, sau introdu orice seed-uri și nonce.',
  verify: 'Verifică o rundă',
  serverSeed: 'Seed de server',
  verifyButton: 'Verifică',
  outcome: 'Rezultat',
  matches: 'Corespunde: runda #{n} este exact ce dau aceste seed-uri.',
  mismatch: 'Nu corespunde cu runda #{n}.',
  hashOk: 'SHA-256 al seed-ului de server este identic cu hash-ul afișat înainte de rundă.',
  hashBad: 'SHA-256 al seed-ului de server diferă de hash-ul afișat înainte de rundă.',
  noRound: 'Nicio rundă de-a ta de pe această pagină nu are acest seed client și acest nonce.',
  notRevealed:
    'Seed-ul de server al acestei runde este încă secret: schimbă seed-urile ca să-l dezvălui, apoi verifică.',
  needsHttps: 'Verificarea în browser necesită o conexiune securizată (https).',
  direction: 'Direcție',
} satisfies FairStrings;
