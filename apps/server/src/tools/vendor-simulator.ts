import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * A game vendor's servers, simulated: players play rounds through Playdeck's seamless-wallet API
 * (/vendor-api/{vendor}/...), signed as a real vendor signs. Each round is a bet, then a win
 * (often 0) or now and then a rollback; some calls are sent twice, as a vendor retrying after a
 * timeout would. Used by the tests and by `npm run bench`; also runnable by hand:
 *
 *   npx tsx apps/server/src/tools/vendor-simulator.ts --url http://127.0.0.1:8080 --vendor AUR \
 *     --secret "$(npm run -s admin -- vendor:secret AUR)" --game aur-001 --currency PHP \
 *     --players 1.2,1.3 --rounds 100 --concurrency 20
 */
export interface SimulationOptions {
  url: string;
  vendor: string;
  secret: string;
  gameCode: string;
  currency: string;
  players: string[];
  rounds: number;
  concurrency: number;
  stake?: number;
  /** Chance of sending a call twice (a vendor's retry). */
  retryRate?: number;
  /** Chance of rolling a round back instead of settling it. */
  rollbackRate?: number;
}

export interface SimulationResult {
  rounds: number;
  settled: number;
  rolledBack: number;
  refused: number;
  errors: number;
  durationMs: number;
  pairsPerSecond: number;
  /** Latency of a whole round (bet and settlement), milliseconds. */
  p50: number;
  p99: number;
  /** What the rounds moved, per player: stakes kept minus wins paid (negative: the player won). */
  netByPlayer: Map<string, number>;
}

export async function simulateVendorTraffic(options: SimulationOptions): Promise<SimulationResult> {
  const stake = options.stake ?? 100;
  const retryRate = options.retryRate ?? 0.05;
  const rollbackRate = options.rollbackRate ?? 0.05;
  // Plain keep-alive HTTP/1.1, one connection per worker: the simulator shares the machine with
  // the server in the bench, and fetch() costs it several times the CPU of a bare request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const base = new URL(options.url);
  const post = (path: string, headers: Record<string, string>, raw: string) =>
    new Promise<{ status: number; body: { ok: boolean; error?: string; balance?: number } }>((resolve, reject) => {
      const request = http.request(
        { agent, host: base.hostname, port: base.port, path, method: 'POST', headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
            } catch (error) {
              reject(error);
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(raw);
    });
  const call = async (action: string, body: object) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', options.secret).update(`${timestamp}.${raw}`).digest('hex');
    const send = () =>
      post(
        `${base.pathname.replace(/\/$/, '')}/vendor-api/${options.vendor}/${action}`,
        {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(raw)),
          'x-timestamp': timestamp,
          'x-signature': signature,
        },
        raw,
      );
    const first = await send();
    // A retried call must answer exactly as the first did.
    if (Math.random() < retryRate) {
      const again = await send();
      if (JSON.stringify(again) !== JSON.stringify(first)) throw new Error(`replay of ${action} answered differently`);
    }
    return first;
  };

  const result: SimulationResult = {
    rounds: 0,
    settled: 0,
    rolledBack: 0,
    refused: 0,
    errors: 0,
    durationMs: 0,
    pairsPerSecond: 0,
    p50: 0,
    p99: 0,
    netByPlayer: new Map(),
  };
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();

  async function worker() {
    for (;;) {
      const index = next++;
      if (index >= options.rounds) return;
      const playerId = options.players[index % options.players.length] as string;
      const roundId = randomUUID();
      const base = { playerId, roundId, gameCode: options.gameCode, currency: options.currency };
      const t0 = performance.now();
      try {
        const bet = await call('bet', { ...base, transactionId: `${roundId}-b`, amount: stake });
        if (!bet.body.ok) {
          result.refused++;
          continue;
        }
        if (Math.random() < rollbackRate) {
          const back = await call('rollback', {
            playerId,
            roundId,
            transactionId: `${roundId}-r`,
            betTransactionId: `${roundId}-b`,
          });
          if (!back.body.ok) throw new Error(`rollback refused: ${back.body.error}`);
          result.rolledBack++;
        } else {
          const payout = Math.random() < 0.45 ? stake * (1 + Math.floor(Math.random() * 3)) : 0;
          const win = await call('win', { ...base, transactionId: `${roundId}-w`, amount: payout });
          if (!win.body.ok) throw new Error(`win refused: ${win.body.error}`);
          // Read and write the tally together: rounds of one player run at the same time.
          result.netByPlayer.set(playerId, (result.netByPlayer.get(playerId) ?? 0) + stake - payout);
          result.settled++;
        }
        latencies.push(performance.now() - t0);
      } catch {
        result.errors++;
      } finally {
        result.rounds++;
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  result.durationMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  result.p50 = at(0.5);
  result.p99 = at(0.99);
  result.pairsPerSecond = Math.round(((result.settled + result.rolledBack) / result.durationMs) * 1000);
  return result;
}

/** The command line. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  simulateVendorTraffic({
    url: arg('url') ?? 'http://127.0.0.1:8080',
    vendor: arg('vendor') ?? 'AUR',
    secret: arg('secret') ?? '',
    gameCode: arg('game') ?? 'aur-001',
    currency: arg('currency') ?? 'PHP',
    players: (arg('players') ?? '').split(',').filter(Boolean),
    rounds: Number(arg('rounds') ?? 100),
    concurrency: Number(arg('concurrency') ?? 10),
  }).then(
    (r) => console.log(JSON.stringify({ ...r, netByPlayer: undefined }, null, 2)),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
