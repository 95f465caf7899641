import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import { createScratchDatabase } from './scratch-database';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface BenchServer {
  url: string;
  pid: number;
  mode: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  redisPrefix: string;
  /** Resident memory now, and the peak since start, in MB (from /proc). */
  memory(): { rssMb: number; peakMb: number };
  /** An operator command through the operator API, as `npm run admin` sends it. */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the built server on a fresh database: PGlite, or a new database on POSTGRES_URL. */
export async function startServer(
  mode: 'pglite' | 'postgres',
  port: number,
  extraEnv: Record<string, string> = {},
  /** A second instance of the same deployment: its database (PostgreSQL) and Redis prefix, left to the first. */
  { joining }: { joining?: { databaseUrl: string; redisPrefix: string } } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playdeck-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    REDIS_PREFIX: joining?.redisPrefix ?? `playdeck-bench:${randomBytes(4).toString('hex')}:`,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const scratch = mode === 'postgres' && !joining ? await createScratchDatabase() : undefined;
  const databaseUrl = joining?.databaseUrl ?? scratch?.url;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    env.REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  } else {
    delete env.REDIS_URL;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
    [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      path.join(repoRoot, 'apps/server/dist/main.js'),
    ],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    mode,
    dataDir,
    redisPrefix: env.REDIS_PREFIX as string,
    ...(databaseUrl ? { databaseUrl } : {}),
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
      return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
    },
    async admin(...args: string[]) {
      const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
      const res = await fetch(`${url}/admin/api/commands/${args[0]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ args: args.slice(1) }),
      });
      const body = (await res.json()) as { ok: boolean; output: string };
      if (!body.ok) throw new Error(`admin ${args[0]}: ${body.output}`);
      return body.output;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
