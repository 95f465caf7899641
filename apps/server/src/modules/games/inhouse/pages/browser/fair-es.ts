// Spanish strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'paga',
  clientSeed: 'Semilla del cliente',
  nextNonce: 'Siguiente nonce',
  nonce: 'Nonce',
  rotate: 'Cambiar semillas',
  rotateHint:
    'Al cambiarlas se revela la semilla del servidor actual y empieza un nuevo par con la semilla del cliente de arriba.',
  rotated: 'Semillas cambiadas: la semilla del servidor anterior aparece abajo, lista para verificar.',
  seedRule: 'Semilla del cliente: de 1 a 64 letras, dígitos, - o _.',
  revealed: 'Semillas del servidor reveladas',
  noneRevealed: 'Aún no se ha revelado ninguna semilla del servidor.',
  roundsCount: '{n} rondas',
  use: 'Verificar con esta semilla',
  verifyHint: 'Toca una de tus últimas rondas para rellenar esto, o introduce cualquier semilla y nonce.',
  verify: 'Verificar una ronda',
  serverSeed: 'Semilla del servidor',
  verifyButton: 'Verificar',
  outcome: 'Resultado',
  matches: 'Coincide: la ronda #{n} es exactamente lo que dan estas semillas.',
  mismatch: 'No coincide con la ronda #{n}.',
  hashOk: 'El SHA-256 de la semilla del servidor es igual al hash mostrado antes de la ronda.',
  hashBad: 'El SHA-256 de la semilla del servidor es distinto del hash mostrado antes de la ronda.',
  noRound: 'Ninguna de tus rondas en esta página tiene esta semilla del cliente y este nonce.',
  notRevealed:
    'La semilla del servidor de esta ronda sigue siendo secreta: cambia las semillas para revelarla y luego verifica.',
  needsHttps: 'Para verificar en el navegador se necesita una conexión segura (https).',
  direction: 'Dirección',
} satisfies FairStrings;
