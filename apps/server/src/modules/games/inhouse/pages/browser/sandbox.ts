// A sandbox vendor's round page: what an outside vendor's game does, reduced to one round
// (bet, then win) through the seamless wallet; the multiplier is drawn on the server.
import type { OutputOf } from '@playdeck/contracts/game-pages-client';
import { call } from './api';
import { asset, cfg, failure, money, reduced, t } from './core';
import { h } from './dom';
import { actionDock, net, openSession, roundList, shell, stakeControl } from './widgets';

const THEMES: Record<string, string> = {
  RNG: 'slot',
  FISH: 'fish',
  LIVE: 'live',
  PVP: 'cards',
  COCKFIGHT: 'cockfight',
  SPORTS: 'sports',
  ESPORTS: 'esports',
};
const SHOWN = [0, 0.5, 1, 2, 5, 10];
const x = (value: number) => `×${value.toFixed(1)}`;
const { vendorName = '', maxStake } = document.body.dataset;

type Round = OutputOf<'playSandboxVendorRound'> & { stake: number };

async function start() {
  const session = await openSession(() => call('getSandboxVendorSession', { query: { t: cfg.token } }, cfg.lang));
  if (!session) return;
  const theme = THEMES[session.category] ?? 'slot';
  const ui = shell({ name: session.name, sub: vendorName, playMoney: session.playMoney });
  ui.setBalance(session.balance);

  const big = h('output', { class: 'big-mult', 'data-testid': 'sb-multiplier', text: '×—' });
  const payout = h('p', { class: 'caption', 'data-testid': 'sb-payout', text: t('sbReady') });
  const history = roundList((round: Round) =>
    h(
      'li',
      {},
      h(
        'div',
        { class: 'row', 'data-testid': 'round' },
        h('span', { class: 'nonce', text: round.roundId.slice(0, 8) }),
        h('span', { class: 'what' }, h('b', { text: x(round.multiplier) })),
        h(
          'span',
          { class: `pay ${round.payout > round.stake ? 'won' : ''}` },
          net(round),
          h('small', { text: `${money(round.stake)} → ${money(round.payout)}` }),
        ),
      ),
    ),
  );
  const dock = actionDock(t('playRound'), async (say) => {
    if (!stake.valid()) throw failure('validation.failed');
    const staked = stake.value;
    const result = await call('playSandboxVendorRound', { body: { t: cfg.token, stake: staked } }, cfg.lang);
    ui.setBalance(result.balance - result.payout);
    big.setAttribute('aria-busy', 'true');
    big.className = 'big-mult rising';
    payout.textContent = '';
    // The wheel of possible multipliers slows down and stops on the round's.
    for (let i = 0, delay = 45; !reduced && delay < 240; i++, delay *= 1.18) {
      big.textContent = x(SHOWN[i % SHOWN.length] as number);
      await new Promise((done) => setTimeout(done, delay));
    }
    const won = result.payout > 0;
    big.textContent = x(result.multiplier);
    big.removeAttribute('aria-busy');
    big.className = `big-mult ${won ? 'won' : 'lost'}`;
    payout.textContent = won ? t('youWon', { amount: money(result.payout) }) : t('noWin');
    ui.setBalance(result.balance);
    history.add({ ...result, stake: staked });
    if (won) say(t('youWon', { amount: money(result.payout) }), 'win');
  });
  const stake = stakeControl(session.minStake, Number(maxStake), dock.stakeChanged);

  ui.page.append(
    h(
      'section',
      { class: `stage sandbox ${theme}` },
      h('img', { class: 'emblem', src: asset(`cat-${theme}.svg`), alt: '' }),
      h('p', { class: 'vendor', text: `${vendorName} · ${t(`cat_${theme}`)}` }),
      h('h2', { text: session.name }),
      big,
      payout,
    ),
    h('p', { class: 'note', 'data-testid': 'sandbox-note', text: t('sbNote', { vendor: vendorName }) }),
    stake.el,
    dock.el,
    history.el,
  );
  document.body.dataset.ready = 'true';
}

start();
