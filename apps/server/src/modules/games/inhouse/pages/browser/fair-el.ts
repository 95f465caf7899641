// Greek strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'πληρώνει',
  clientSeed: 'Client seed',
  nextNonce: 'Επόμενο nonce',
  nonce: 'Nonce',
  rotate: 'Αλλαγή seeds',
  rotateHint: 'Η αλλαγή αποκαλύπτει το τρέχον server seed και ξεκινά νέο ζεύγος με το client seed παραπάνω.',
  rotated: 'Τα seeds άλλαξαν: το προηγούμενο server seed αποκαλύπτεται παρακάτω, έτοιμο για επαλήθευση.',
  seedRule: 'Client seed: 1 έως 64 γράμματα, ψηφία, - ή _.',
  revealed: 'Αποκαλυμμένα server seeds',
  noneRevealed: 'Δεν έχει αποκαλυφθεί ακόμη κανένα server seed.',
  roundsCount: '{n} γύροι',
  use: 'Επαλήθευση με αυτό το seed',
  verifyHint:
    'Πάτησε έναν από τους τελευταίους γύρους σου για να συμπληρωθεί αυτόματα, ή γράψε όποια seeds και nonce θέλεις.',
  verify: 'Επαλήθευση γύρου',
  serverSeed: 'Server seed',
  verifyButton: 'Επαλήθευση',
  outcome: 'Αποτέλεσμα',
  matches: 'Ταιριάζει: ο γύρος #{n} είναι ακριβώς αυτό που δίνουν αυτά τα seeds.',
  mismatch: 'Δεν ταιριάζει με τον γύρο #{n}.',
  hashOk: 'Το SHA-256 του server seed ισούται με το hash που εμφανίστηκε πριν τον γύρο.',
  hashBad: 'Το SHA-256 του server seed διαφέρει από το hash που εμφανίστηκε πριν τον γύρο.',
  noRound: 'Κανένας γύρος σου σε αυτή τη σελίδα δεν έχει αυτό το client seed και nonce.',
  notRevealed:
    'Το server seed αυτού του γύρου είναι ακόμη μυστικό: άλλαξε τα seeds για να αποκαλυφθεί και μετά επαλήθευσε.',
  needsHttps: 'Η επαλήθευση στον browser χρειάζεται ασφαλή σύνδεση (https).',
  direction: 'Κατεύθυνση',
} satisfies FairStrings;
