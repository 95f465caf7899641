import { sealBody } from '@playdeck/contracts';
import { hashPassword } from '../../../apps/server/src/modules/auth/passwords';
import { load, loadAsPlayers } from '../load';
import { BENCH_PASSWORD, benchIp, loginAll, publicKey, seedPlayers } from '../players';
import type { Suite } from '../suite';

/** Issue 3: logins per second and p99 at 20 connections (argon2id dominates), member info p99 at 200 (issue 10). */
export const accountsSuite: Suite = {
  name: 'accounts',
  modes: ['pglite', 'postgres'],
  async run({ server }) {
    const { usernames } = await seedPlayers(server, { count: 1000, funds: 0 });
    const key = await publicKey(server);
    // Every login body is sealed once (the server refuses a replay), before the clock starts.
    const bodies = await Promise.all(
      Array.from({ length: 4000 }, (_, i) =>
        sealBody(key, {
          type: 'username',
          username: usernames[i % usernames.length] as string,
          password: BENCH_PASSWORD,
        }),
      ),
    );
    const logins = await load({
      url: `${server.url}/wps/session/login`,
      connections: 20,
      method: 'POST',
      headers: { merchant: 'DEMO', 'content-type': 'application/json' },
      each(request, i) {
        const sealed = bodies[i % bodies.length] as (typeof bodies)[number];
        request.headers = { ...request.headers, encryption: sealed.header, 'x-forwarded-for': benchIp(i) };
        request.body = JSON.stringify(sealed.body);
      },
    });
    const hashes = 10;
    const started = performance.now();
    for (let i = 0; i < hashes; i++) await hashPassword('measure-the-hash-time');
    const hashMs = (performance.now() - started) / hashes;

    const tokens = await loginAll(server, usernames.slice(0, 200));
    const info = await loadAsPlayers(`${server.url}/wps/member/info`, tokens, 200);
    return [
      { metric: 'logins/s at 20 conn (argon2id)', value: String(logins.rps) },
      { metric: '  login p50 / p99 (ms)', value: `${logins.p50} / ${logins.p99}` },
      { metric: '  login non-2xx', value: String(logins.non2xx), budget: '0' },
      { metric: '  argon2id hash, one (ms)', value: hashMs.toFixed(1) },
      { metric: 'member info req/s (200 conn)', value: String(info.rps) },
      { metric: 'member info p50 / p99 (ms)', value: `${info.p50} / ${info.p99}`, budget: 'p99 < 20' },
    ];
  },
};
