import { load } from '../load';
import { loginAll, seedPlayers } from '../players';
import { type BenchServer, startServer } from '../server';
import type { Suite } from '../suite';
import { firstLoad, lighthouseMobile, type StoredSession } from '../web';

/**
 * Issue 16 (first paint): home with the demo merchant's full content (banners, popups, hot
 * matches, notices, download bar), as a visitor and as a player: what it downloads, Lighthouse
 * mobile (median of 5), and how many pages a second the server draws, with and without its page
 * cache. The database does not matter here.
 */
export const webSuite: Suite = {
  name: 'web',
  modes: ['pglite'],
  server: false,
  async run() {
    const server = await startServer('pglite', 18_960, { TRUST_PROXY: 'true' });
    const uncached = await startServer('pglite', 18_961, { TRUST_PROXY: 'true', PAGE_CACHE_SECONDS: '0' });
    try {
      const home = `${server.url}/m/home`;
      const load = await firstLoad(home);
      const visitor = await lighthouseMobile(home, 5);
      const session = await playerSession(server);
      const member = await lighthouseMobile(home, 3, session);
      const page = { connections: 20, durationSeconds: 8, headers: { accept: 'text/html', 'accept-encoding': 'br' } };
      const cached = await loadPage({ ...page, url: home });
      const drawnEachTime = await loadPage({ ...page, url: `${uncached.url}/m/home` });
      return [
        {
          metric: '/m/home first-load JS + CSS (KB gzip)',
          value: `${round(load.jsKb + load.cssKb)} (${load.jsKb} + ${load.cssKb})`,
          budget: '<= 100',
        },
        {
          metric: '  JS + CSS after: carousel, popups, lottery (KB gzip)',
          value: `${round(load.laterJsKb + load.laterCssKb)} (${load.laterJsKb} + ${load.laterCssKb})`,
        },
        { metric: '/m/home HTML, first response (KB gzip)', value: String(load.htmlKb), budget: '<= 30' },
        {
          metric: 'Lighthouse mobile /m/home (median of 5)',
          value: `${visitor.score} (${visitor.scores})`,
          budget: '>= 98',
        },
        { metric: '  /m/home FCP / LCP (ms)', value: `${visitor.fcpMs} / ${visitor.lcpMs}`, budget: 'LCP <= 1800' },
        { metric: '  /m/home TBT (ms) / CLS', value: `${visitor.tbtMs} / ${visitor.cls}`, budget: '<= 100 / <= 0.02' },
        {
          metric: '  logged in: score, LCP (ms), median of 3',
          value: `${member.score}, ${member.lcpMs}`,
          budget: 'LCP <= 1800',
        },
        { metric: '/m/home pages/s, page cache (20 conn)', value: `${cached.rps} (p99 ${cached.p99} ms)` },
        {
          metric: '  drawn for each visit (no cache)',
          value: `${drawnEachTime.rps} (p99 ${drawnEachTime.p99} ms)`,
        },
      ];
    } finally {
      await uncached.stop();
      await server.stop();
    }
  },
};

/** A player of the demo merchant, logged in, as the site keeps it in the browser (MC_SESSION_INFO). */
async function playerSession(server: BenchServer): Promise<StoredSession> {
  const { usernames } = await seedPlayers(server, { count: 1, funds: 100_000 });
  const username = usernames[0] as string;
  const [token] = await loginAll(server, [username]);
  const info = { token, merchantCode: 'DEMO', userName: username, type: 0, firstTimeLogin: false };
  return { MC_SESSION_INFO: JSON.stringify(info), language: JSON.stringify('TY') };
}

async function loadPage(options: Parameters<typeof load>[0]) {
  const result = await load(options);
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`page load had ${result.errors} errors, ${result.non2xx} non-2xx`);
  return result;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Issue 2: the initial settings call at 100 connections, and the server's memory idle and loaded. */
export const settingsSuite: Suite = {
  name: 'settings',
  modes: ['pglite', 'postgres'],
  async run({ server }) {
    const url = `${server.url}/wps/system/init`;
    await load({ url, connections: 10, durationSeconds: 3 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = server.memory();
    let peak = idle.rssMb;
    const init = await load({
      url,
      connections: 100,
      onTick: () => {
        peak = Math.max(peak, server.memory().rssMb);
      },
    });
    return [
      { metric: 'initial settings req/s (100 conn)', value: String(init.rps) },
      { metric: 'initial settings p50 / p99 (ms)', value: `${init.p50} / ${init.p99}` },
      { metric: '  errors / non-2xx', value: `${init.errors} / ${init.non2xx}`, budget: '0 / 0' },
      { metric: 'server RSS idle (MB)', value: String(idle.rssMb), budget: '< 250' },
      { metric: 'server RSS under load (MB)', value: String(peak), budget: '< 400' },
    ];
  },
};
