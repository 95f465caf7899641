// Lucky Sevens: three weighted reels on one line; the paytable gives 95.98% (rules/lucky-sevens.ts).
import { BP } from '../../rules/fairness';
import {
  type LuckySevensDetail,
  type LuckySevensParams,
  luckySevens,
  ONE_CHERRY,
  type SlotSymbol,
  SYMBOLS,
  THREE,
  TWO_CHERRIES,
} from '../../rules/lucky-sevens';
import { asset, money, reduced, t, wait } from './core';
import { h } from './dom';
import type { Mounted } from './game-module';
import { run } from './inhouse';

/** How many reels from the left make the win (all three, or the leading cherries). */
const hits = ([a, b, c]: SlotSymbol[]) => (a === b && b === c ? 3 : a === 'cherry' ? (b === 'cherry' ? 2 : 1) : 0);
const any = (): SlotSymbol => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)] as SlotSymbol;
const cell = (symbol: SlotSymbol) =>
  h('img', { src: asset(`sym-${symbol}.svg`), alt: '', class: 'sym', draggable: 'false', 'data-s': symbol });
const names = (reels: SlotSymbol[]) => reels.map((s) => t(s)).join(' · ');

function mount(): Mounted<LuckySevensParams, LuckySevensDetail> {
  const reels = [0, 1, 2].map(() => {
    const strip = h('div', { class: 'strip' }, [any(), any(), any()].map(cell));
    return { strip, el: h('div', { class: 'reel' }, strip) };
  });
  const win = h('output', { class: 'slot-win', 'data-testid': 'slot-result' });
  const machine = h(
    'div',
    { class: 'machine', 'data-testid': 'reels' },
    h('div', { class: 'lights', 'aria-hidden': 'true' }),
    h(
      'div',
      { class: 'window' },
      reels.map((r) => r.el),
      h('i', { class: 'payline' }),
    ),
  );
  const pay = (symbols: SlotSymbol[], bp: number) =>
    h('li', {}, h('span', {}, symbols.map(cell)), h('b', { text: `${(bp / BP).toString()}×` }));
  const table = [...SYMBOLS].reverse().map((s) => pay([s, s, s], THREE[s]));

  return {
    stage: [machine, win],
    // The paytable is for reading, not a control: it goes below the action.
    info: h(
      'section',
      { class: 'card' },
      h('h2', { text: t('paytable') }),
      h('ul', { class: 'paytable' }, table, pay(['cherry', 'cherry'], TWO_CHERRIES), pay(['cherry'], ONE_CHERRY)),
    ),
    params: () => ({}),
    async play(result) {
      const final = result.detail.reels;
      machine.classList.remove('win');
      win.className = 'slot-win';
      win.textContent = '';
      // Each strip is rebuilt: the result on top, the symbols now showing at the bottom; the
      // strip then slides down to the result, the reels stopping one after another.
      const runs = reels.map((reel, i) => {
        const showing = [...reel.strip.children].slice(0, 3).map((img) => (img as HTMLElement).dataset.s as SlotSymbol);
        const filler = Array.from({ length: 14 + i * 5 }, any);
        const cells = [any(), final[i] as SlotSymbol, any(), ...filler, ...showing];
        reel.strip.replaceChildren(...cells.map(cell));
        reel.strip.style.transition = 'none';
        reel.strip.style.transform = `translateY(${(-(cells.length - 3) / cells.length) * 100}%)`;
        reel.strip.getBoundingClientRect();
        const duration = reduced ? 0 : 900 + 380 * i;
        reel.strip.style.transition = `transform ${duration}ms cubic-bezier(.3,.1,.3,1.06)`;
        reel.strip.style.transform = 'translateY(0)';
        reel.el.classList.add('spinning');
        return wait(duration * 0.8).then(async () => {
          reel.el.classList.remove('spinning');
          await wait(duration * 0.2);
        });
      });
      await Promise.all(runs);
      for (const reel of reels) reel.strip.replaceChildren(...[...reel.strip.children].slice(0, 3));
      const won = hits(final);
      reels.forEach((reel, i) => {
        reel.strip.children[1]?.classList.toggle('hit', i < won);
      });
      machine.setAttribute('aria-label', names(final));
      if (result.payout > 0) {
        machine.classList.add('win');
        win.className = `slot-win won ${result.multiplierBp >= 100_000 ? 'big' : ''}`;
        win.replaceChildren(`+${money(result.payout)}`, h('small', { text: `${result.multiplierBp / BP}×` }));
      } else {
        win.className = 'slot-win lost';
        win.textContent = t('noWin');
      }
    },
  };
}

run({
  code: 'lucky-sevens',
  action: 'spin',
  rules: luckySevens,
  mount,
  key: (detail) => detail.reels.join(','),
  describe: (detail) => names(detail.reels),
  summary: (round) => h('span', { class: 'mini' }, round.detail.reels.map(cell)),
  fields: [],
});
