import { sealBody } from '@playdeck/contracts';
import type { BenchServer } from './server';

export const BENCH_PASSWORD = 'bench-password-2026';

/** Makes `count` funded players who can log in; returns their usernames and player ids. */
export async function seedPlayers(
  server: BenchServer,
  { count, funds, password = true }: { count: number; funds: number; password?: boolean },
) {
  const output = await server.admin(
    'players:seed',
    'DEMO',
    String(count),
    '--funds',
    String(funds),
    '--prefix',
    'bn',
    ...(password ? ['--password', BENCH_PASSWORD] : []),
  );
  const [head, ...ids] = output.split('\n');
  const batch = /bn_([a-z0-9]+)_0/.exec(head ?? '')?.[1];
  if (!batch) throw new Error(`unexpected players:seed output: ${head}`);
  return { usernames: ids.map((_, i) => `bn_${batch}_${i}`), playerIds: ids };
}

export const benchIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function publicKey(server: BenchServer) {
  const res = await fetch(`${server.url}/wps/session/publicKey`, { headers: { merchant: 'DEMO' } });
  return ((await res.json()) as { value: { keyId: string; publicKey: string } }).value;
}

/** Logs `usernames` in (in parallel batches) and returns their session tokens. */
export async function loginAll(server: BenchServer, usernames: string[]): Promise<string[]> {
  const key = await publicKey(server);
  const tokens: string[] = [];
  for (let i = 0; i < usernames.length; i += 10) {
    const batch = await Promise.all(
      usernames.slice(i, i + 10).map(async (username, k) => {
        const sealed = await sealBody(key, { type: 'username', username, password: BENCH_PASSWORD });
        const res = await fetch(`${server.url}/wps/session/login`, {
          method: 'POST',
          headers: {
            merchant: 'DEMO',
            'content-type': 'application/json',
            encryption: sealed.header,
            'x-forwarded-for': benchIp(100_000 + i + k),
          },
          body: JSON.stringify(sealed.body),
        });
        const body = (await res.json()) as { value?: { token: string } };
        if (!body.value) throw new Error(`login failed: ${JSON.stringify(body)}`);
        return body.value.token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}
