import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Each shared value's answer, written once: the body and its entity tag. */
const written = new WeakMap<object, { body: string; etag: string }>();

/**
 * Answers a value many requests share (a catalogue page kept for a few seconds, the same for
 * every visitor of the merchant in the language): serialised once for all of them, with an
 * ETag, and `304 Not Modified` to a client that already has it (issue 10's hot reads). The value
 * must not change once answered, which is what sharing it between requests already demands.
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, envelope: { value: unknown }) {
  const { value } = envelope;
  if (typeof value !== 'object' || value === null) return envelope;
  const answer = written.get(value) ?? write(reply, envelope, value);
  // Always asked again (the catalogue changes), answered without a body when unchanged.
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

function write(reply: FastifyReply, envelope: { value: unknown }, value: object) {
  const body = String(reply.serialize(envelope));
  const answer = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  written.set(value, answer);
  return answer;
}

function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
