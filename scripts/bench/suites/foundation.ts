import { load } from '../load';
import type { Suite } from '../suite';
import { firstLoad, lighthouseMobile } from '../web';

/**
 * Issues 2 and 11: the home page's weight and Lighthouse score with the demo merchant's full
 * content (banners, popups, hot matches, notices, download bar); the database does not matter here.
 */
export const webSuite: Suite = {
  name: 'web',
  modes: ['pglite'],
  async run({ server }) {
    const home = await firstLoad(`${server.url}/m/home`);
    const lh = await lighthouseMobile(`${server.url}/m/home`);
    return [
      { metric: '/m/home first-load JS (KB gzip)', value: String(home.jsKb), budget: '< 100' },
      { metric: '  + JS after load: carousel, popups (KB gzip)', value: String(home.laterJsKb) },
      { metric: '/m/home first-load CSS (KB gzip)', value: String(home.cssKb) },
      { metric: 'Lighthouse mobile performance /m/home', value: String(lh.score), budget: '>= 95' },
      { metric: '  FCP / LCP (ms)', value: `${lh.fcpMs} / ${lh.lcpMs}` },
      { metric: '  TBT (ms) / CLS', value: `${lh.tbtMs} / ${lh.cls}`, budget: 'CLS < 0.05' },
    ];
  },
};

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
