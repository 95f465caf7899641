import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type LoginResponse, loginResponse } from '@playdeck/contracts';

/**
 * The login answer waiting for its exchange code is sealed (AES-256-GCM) under a key derived
 * from that code; the table holds only the code's hash, so a copy of the table opens no session.
 */
const keyOf = (code: string) => createHash('sha256').update(`social-exchange-key\n${code}`).digest();

export function sealAnswer(code: string, answer: LoginResponse): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(code), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openAnswer(code: string, sealed: string): LoginResponse {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(code), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return loginResponse.parse(JSON.parse(plain));
}
