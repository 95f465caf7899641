import { spawnSync } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { newRequestId, type Player, player } from '../testing/wallet';
import { sha256 } from './crypto';
import { serverRoot } from './package-root';
import { redisCounters } from './rate-limit';
import { openRedis } from './redis';
import { resilientCounters } from './resilient-counters';

/**
 * Issue 8 item 12: Redis going away at runtime. The test talks to the shared Redis through a TCP
 * proxy of its own and cuts that (never the shared server).
 */
interface Proxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startProxy(target: URL): Promise<Proxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listener = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listener;
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = async () => {
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The answer and how long it took. */
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

describe.runIf(Boolean(process.env.REDIS_URL))('with Redis cut at runtime', () => {
  let t: TestApp;
  let proxy: Proxy;
  let alice: Player;
  let ip = 1;
  const client = () => ({ 'x-forwarded-for': `10.112.0.${ip++}`, language: 'EN' });

  beforeAll(async () => {
    proxy = await startProxy(new URL(process.env.REDIS_URL as string));
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, TRUST_PROXY: 'true' });
    alice = await player(t, 'outage_alice', { funds: 100_000 });
    await proxy.cut();
    const redis = t.services.redis;
    await until(() => redis?.status !== 'ready');
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await until(() => t?.services.redis?.status === 'ready').catch(() => {});
    await t?.close();
    await proxy?.close();
  });

  it('login answers, quickly', async () => {
    const { result, ms } = await timed(() =>
      login(t, { username: 'outage_alice', password: 'outage_alice-login-password' }, client()),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(ms).toBeLessThan(1500);
    const wrong = await login(t, { username: 'outage_alice', password: 'not-the-password-1' }, client());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('login.failed');
  });

  it('logout answers and the token is dead afterwards', async () => {
    const token = (
      await login(t, { username: 'outage_alice', password: 'outage_alice-login-password' }, client())
    ).json().value.token as string;
    const info = () => t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    expect((await info()).statusCode).toBe(200);
    const { result, ms } = await timed(() =>
      t.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(ms).toBeLessThan(1500);
    expect((await info()).statusCode).toBe(401);
    // Ended in the database, so every instance refuses it too (not only this one's cache).
    const row = await t.services.database.db.query.sessions.findFirst({
      where: (s, { eq }) => eq(s.tokenHash, sha256(token)),
    });
    expect(row?.endedAt).toBeTruthy();
  });

  it('a rate limit still holds, counted by this instance', async () => {
    const headers = client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/wps/member/password/forgot',
        headers,
        payload: { username: `nobody${i}`, email: 'nobody@example.com' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  });

  it('captcha and a withdrawal with a wrong payment password answer without 5xx', async () => {
    expect((await t.request({ method: 'GET', url: '/wps/system/captcha', headers: client() })).statusCode).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: '/wps/transaction/withdraw',
      headers: alice.headers,
      payload: { requestId: newRequestId(), amount: 10_000, paymentPassword: '999999' },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('/readyz says degraded but stays ready; ok again when Redis is back', async () => {
    const down = await t.request({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(200);
    expect(down.json().status).toBe('degraded');
    expect(down.json().checks.database).toBe('ok');
    expect(down.json().checks.redis).toMatch(/^degraded/);
    await proxy.restore();
    await until(() => t.services.redis?.status === 'ready');
    const up = await t.request({ method: 'GET', url: '/readyz' });
    expect(up.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    // Counters are shared again: the same call goes through Redis.
    const hit = await t.services.counters.hit(`outage-check:${newRequestId()}`, 60);
    expect(hit.count).toBe(1);
    await proxy.cut();
    await until(() => t.services.redis?.status !== 'ready');
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('the outage is logged', () => {
  it('one warning when Redis goes, one line when it is back; counters fall back meanwhile', async () => {
    const proxy = await startProxy(new URL(process.env.REDIS_URL as string));
    const lines: Array<[string, string]> = [];
    const logger = {
      warn: (...args: unknown[]) => lines.push(['warn', String(args.at(-1))]),
      info: (...args: unknown[]) => lines.push(['info', String(args.at(-1))]),
    } as unknown as FastifyBaseLogger;
    const redis = await openRedis(`redis://127.0.0.1:${proxy.port}`, `playdeck-test:outage-${Date.now()}:`, logger);
    const counters = resilientCounters({ redis, shared: redisCounters(redis), logger });
    try {
      expect((await counters.hit('k', 60)).count).toBe(1);
      await proxy.cut();
      await until(() => redis.status !== 'ready');
      await new Promise((resolve) => setTimeout(resolve, 300)); // a few reconnect attempts
      // Local windows start afresh: the shared count is not reachable.
      expect((await counters.hit('k', 60)).count).toBe(1);
      expect((await counters.hit('k', 60)).count).toBe(2);
      expect(lines.filter(([level]) => level === 'warn')).toHaveLength(1);
      expect(lines[0]?.[1]).toMatch(/Redis is unreachable/);
      await proxy.restore();
      await until(() => redis.status === 'ready');
      expect(lines.filter(([level]) => level === 'info').map(([, text]) => text)).toEqual([
        expect.stringMatching(/Redis is back/),
      ]);
      expect((await counters.hit('k', 60)).count).toBe(2); // the shared window again
      await redis.del('rl:k');
    } finally {
      await redis.quit();
      await proxy.close();
    }
  });
});

describe('an unreachable REDIS_URL at start', () => {
  it('prints one line naming the variable and exits 78', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')], {
      env: {
        ...process.env,
        // Never contacted: Redis is checked before the database is opened.
        DATABASE_URL: 'postgres://127.0.0.1:1/never',
        REDIS_URL: 'redis://:secret-pass@127.0.0.1:1',
        LOG_LEVEL: 'info',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status, result.stderr).toBe(78);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^REDIS_URL="redis:\/\/:\*\*\*@127\.0\.0\.1:1": Redis is unreachable \(.*ECONNREFUSED/);
    expect(result.stderr + result.stdout).not.toContain('secret-pass');
  });
});
