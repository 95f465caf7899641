// The in-house game page: session, stake, the play action, last rounds and the fairness panel
// (loaded on first open). Each game module brings its stage, controls, animation and rules.
import { call } from './api';
import { cfg, failure, money, multiplier, t } from './core';
import { h, icon } from './dom';
import type { FairPanel } from './fair';
import type { GameModule, PlayedRound } from './game-module';
import { actionDock, net, openSession, roundList, shell, stakeControl } from './widgets';

const store = `pd-rounds-${cfg.game}-${cfg.token.slice(0, 12)}`;

export async function run<P, D>(game: GameModule<P, D>) {
  const session = await openSession(() => call('getInhouseSession', { query: { t: cfg.token } }, cfg.lang));
  if (!session) return;
  // The token decides the game; an address naming another one is corrected, not played wrongly.
  if (session.game !== cfg.game) return location.replace(`/inhouse/${session.game}${location.search}`);
  const ui = shell({
    name: session.name,
    sub: `RTP ${session.rtp}% · ${t('fairShort')}`,
    playMoney: session.playMoney,
  });
  ui.setBalance(session.balance);
  // The reality check (issue 15) loads only when there is one to run.
  const reality = session.realityCheck;
  if (reality && reality.minutes > 0) void import('./reality-check').then((m) => m.startRealityCheck(reality));
  const fair = { ...session.fairness };
  let rounds: PlayedRound<P, D>[] = [];
  try {
    rounds = JSON.parse(sessionStorage.getItem(store) ?? '[]');
  } catch {
    // A damaged list is dropped: the rounds stay on the server in any case.
  }

  const parts = game.mount();
  const history = roundList((round: PlayedRound<P, D>) =>
    h(
      'li',
      {},
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'round',
          'aria-label': t('verifyRound', { n: round.nonce }),
          onclick: () => openFair(round),
        },
        h('span', { class: 'nonce', text: `#${round.nonce}` }),
        h('span', { class: 'what' }, game.summary(round)),
        h(
          'span',
          { class: `pay ${round.payout > round.stake ? 'won' : ''}` },
          net(round),
          h('small', { text: multiplier(round.multiplierBp) }),
        ),
      ),
    ),
  );
  for (const round of rounds.slice(0, 12).reverse()) history.add(round, false);

  const dock = actionDock(t(game.action), async (say) => {
    const params = parts.params();
    if (!stake.valid() || !params) throw failure('validation.failed');
    const hash = fair.serverSeedHash;
    const answer = await call(
      'playInhouseRound',
      { body: { t: cfg.token, stake: stake.value, params: params as Record<string, unknown> } },
      cfg.lang,
    );
    // The detail is the game's own (rules/*.ts decided it on the server).
    const result = { ...answer, detail: answer.detail as D, params, hash };
    Object.assign(fair, { nonce: result.nonce + 1, clientSeed: result.clientSeed });
    panel?.refresh();
    // The stake leaves the balance as the round starts; the payout lands when it ends.
    ui.setBalance(result.balance - result.payout);
    await parts.play(result);
    ui.setBalance(result.balance);
    rounds = [result, ...rounds].slice(0, 30);
    sessionStorage.setItem(store, JSON.stringify(rounds));
    history.add(result);
    if (result.payout > 0) say(t('youWon', { amount: money(result.payout) }), 'win');
  });
  const stake = stakeControl(session.minStake, session.maxStake, (value, valid) => {
    dock.stakeChanged(value, valid);
    parts.stakeChanged?.(valid ? value : 0);
  });

  // The fairness panel: the hash is on show before any play; the rest loads on first open.
  const hashPreview = h('code', { 'data-testid': 'hash-preview' });
  const showHash = () => {
    const hash = fair.serverSeedHash;
    hashPreview.textContent = `${t('serverHash')}: ${hash.slice(0, 10)}…${hash.slice(-6)}`;
  };
  showHash();
  const body = h('div', { class: 'fair-body', hidden: true });
  const toggle = h(
    'button',
    { type: 'button', class: 'fair-head', 'aria-expanded': 'false', 'data-testid': 'fair-toggle' },
    icon('shield'),
    h('span', {}, h('b', { text: t('fair') }), hashPreview),
    icon('down'),
  );
  let panel: FairPanel<P, D> | null = null;
  async function setOpen(open: boolean) {
    if (open && !panel) {
      const { fairPanel } = await import('./fair');
      panel = await fairPanel({ fair, game, rounds: () => rounds, onSeeds: showHash });
      body.append(panel.el);
    }
    body.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) panel?.refresh();
  }
  toggle.addEventListener('click', () => setOpen(body.hidden));
  async function openFair(round: PlayedRound<P, D>) {
    await setOpen(true);
    panel?.fillFrom(round);
    body.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  ui.page.append(
    h('section', { class: `stage ${game.code}` }, parts.stage),
    parts.controls ?? '',
    stake.el,
    dock.el,
    parts.info ?? '',
    history.el,
    h('section', { class: 'card fair' }, toggle, body),
  );
  // A bet record's fairness link (#fair) opens the game on its fairness panel.
  if (location.hash === '#fair') setOpen(true).then(() => toggle.scrollIntoView({ block: 'start' }));
  document.body.dataset.ready = 'true';
}
