import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { load } from '../load';
import { createScratchDatabase } from '../scratch-database';
import { repoRoot } from '../server';
import type { Suite } from '../suite';

/**
 * Issue 10's yardsticks, measured on this machine in the same run as Playdeck's figures:
 * what PostgreSQL itself commits one transaction at a time (pgbench's TPC-B-like script, three
 * balance updates and a history insert each), and what a bare Fastify route answers.
 */
export const referenceSuite: Suite = {
  name: 'reference',
  modes: ['postgres'],
  server: false,
  async run() {
    const tps = await pgbenchTps();
    const hello = await helloWorld();
    return [
      { metric: 'pgbench TPC-B tps (50 clients, scale 10)', value: tps === null ? 'pgbench missing' : String(tps) },
      { metric: 'hello-world Fastify req/s (200 conn)', value: String(hello.rps) },
      { metric: '  hello-world p50 / p99 (ms)', value: `${hello.p50} / ${hello.p99}` },
    ];
  },
};

/** pgbench at scale 10 with 50 clients for 20 s on a scratch database; null when pgbench is not installed. */
async function pgbenchTps(): Promise<number | null> {
  if (spawnSync('pgbench', ['--version']).status !== 0) return null;
  const scratch = await createScratchDatabase();
  try {
    const init = spawnSync('pgbench', ['-q', '-i', '-s', '10', scratch.url], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const run = spawnSync('pgbench', ['-n', '-c', '50', '-j', '2', '-T', '20', scratch.url], { encoding: 'utf8' });
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr}`);
    return Math.round(Number(tps));
  } finally {
    await scratch.drop();
  }
}

// A process of its own, like the server it is compared with.
const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
`;

async function helloWorld() {
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', HELLO], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
    const port = Number(chunk.toString().trim());
    const url = `http://127.0.0.1:${port}/hello`;
    await load({ url, connections: 50, durationSeconds: 2 });
    return await load({ url, connections: 200 });
  } finally {
    child.kill();
  }
}
