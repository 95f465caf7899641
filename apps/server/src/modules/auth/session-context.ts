import type { FastifyRequest } from 'fastify';
import type { SessionContext } from './sessions.service';

/** The browser's random id (web lib/device-id.ts); anything else is ignored. */
const DEVICE_ID = /^[A-Za-z0-9-]{16,64}$/;

/** Where a new session comes from (kept with the session: IP, user agent, the Device and Device-Id headers). */
export function sessionContextOf(request: FastifyRequest): SessionContext {
  const device = request.headers.device;
  const deviceId = request.headers['device-id'];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    device: typeof device === 'string' ? device : undefined,
    deviceId: typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? deviceId : undefined,
  };
}
