// Whether the databases named in the environment answer (issue 18): a TCP (or Unix socket)
// connection within a few seconds, so that a stopped server is one line, not a stack deep in a test.
import { connect } from 'node:net';

const DEFAULT_PORTS = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'rediss:': 6379 };

/** The address a database URL names: { host, port } or { path } for a PostgreSQL socket directory. */
export function addressOf(url) {
  const parsed = new URL(url);
  const port = Number(parsed.port) || DEFAULT_PORTS[parsed.protocol] || 0;
  const socketDir = parsed.searchParams.get('host');
  if (socketDir?.startsWith('/')) return { path: `${socketDir}/.s.PGSQL.${port}`, label: socketDir };
  const host = parsed.hostname.replace(/^\[|\]$/g, '') || 'localhost';
  return { host, port, label: `${host}:${port}` };
}

/** True when something accepts a connection at the address within the timeout. */
export function answers(address, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const socket = address.path ? connect({ path: address.path }) : connect({ host: address.host, port: address.port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
