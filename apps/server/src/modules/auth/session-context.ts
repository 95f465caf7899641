import type { FastifyRequest } from 'fastify';
import type { SessionContext } from './sessions.service';

/** Where a new session comes from (kept with the session: IP, user agent, the Device header). */
export function sessionContextOf(request: FastifyRequest): SessionContext {
  const device = request.headers.device;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    device: typeof device === 'string' ? device : undefined,
  };
}
