import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverRoot } from '../lib/package-root';
import type { TestDatabase } from './test-database';

/** A port nobody listens on (for a server process a crash test starts again and again). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The built server when it is newer than every source (as under `npm test`, which builds
 * first): it starts in a fraction of the time tsx takes, twenty times over.
 */
function serverCommand(): string[] {
  const built = path.join(serverRoot, 'dist', 'main.js');
  if (existsSync(built)) {
    const newestSource = Math.max(
      ...readdirSync(path.join(serverRoot, 'src'), { recursive: true }).map(
        (f) => statSync(path.join(serverRoot, 'src', String(f))).mtimeMs,
      ),
    );
    if (statSync(built).mtimeMs > newestSource) return [built];
  }
  return ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')];
}

/** The real server process (`src/main.ts`) on a test's database, ready to answer. */
export async function startServerProcess(
  db: TestDatabase,
  { port, adminToken }: { port: number; adminToken: string },
): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: adminToken,
    WEB_DIST: '/nonexistent',
    REDIS_PREFIX: `playdeck-crash:${port}:`,
  };
  if (db.url) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverCommand(), { env, stdio: 'ignore' });
  // Generous: the embedded database recovers its WAL on start, and a loaded CI machine is slow.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 120 s');
}

/** An operator command through the operator API of a server process; its output, or null if cut off. */
export async function adminOf(port: number, adminToken: string, ...args: string[]): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/admin/api/commands/${args[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ args: args.slice(1) }),
    });
    const body = (await res.json()) as { ok: boolean; output?: string };
    return res.ok && body.ok ? (body.output ?? '') : null;
  } catch {
    return null; // cut off by a kill: not acknowledged
  }
}
