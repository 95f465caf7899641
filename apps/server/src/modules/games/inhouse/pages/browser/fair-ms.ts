// Malay strings of the fairness panel.
import type { FairStrings } from './strings';

export default {
  pays: 'bayar',
  clientSeed: 'Client seed',
  nextNonce: 'Nonce seterusnya',
  nonce: 'Nonce',
  rotate: 'Tukar seed',
  rotateHint:
    'Menukar seed akan mendedahkan server seed semasa dan memulakan pasangan baharu dengan client seed di atas.',
  rotated: 'Seed ditukar: server seed sebelumnya didedahkan di bawah dan sedia untuk disahkan.',
  seedRule: 'Client seed: 1 hingga 64 huruf, digit, - atau _.',
  revealed: 'Server seed yang didedahkan',
  noneRevealed: 'Belum ada server seed yang didedahkan.',
  roundsCount: '{n} pusingan',
  use: 'Sahkan dengan seed ini',
  verifyHint: 'Ketik salah satu pusingan terakhir anda untuk mengisinya, atau masukkan sebarang seed dan nonce.',
  verify: 'Sahkan pusingan',
  serverSeed: 'Server seed',
  verifyButton: 'Sahkan',
  outcome: 'Keputusan',
  matches: 'Sepadan: pusingan #{n} tepat seperti yang dihasilkan oleh seed ini.',
  mismatch: 'Tidak sepadan dengan pusingan #{n}.',
  hashOk: 'SHA-256 server seed sama dengan hash yang dipaparkan sebelum pusingan.',
  hashBad: 'SHA-256 server seed berbeza daripada hash yang dipaparkan sebelum pusingan.',
  noRound: 'Tiada pusingan anda di halaman ini yang mempunyai client seed dan nonce ini.',
  notRevealed: 'Server seed pusingan ini masih rahsia: tukar seed untuk mendedahkannya, kemudian sahkan.',
  needsHttps: 'Pengesahan dalam pelayar memerlukan sambungan selamat (https).',
  direction: 'Arah',
} satisfies FairStrings;
