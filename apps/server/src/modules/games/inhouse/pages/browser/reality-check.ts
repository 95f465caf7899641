// Issue 15 reality check on the game page: the member site is not on screen while a game plays,
// so the page itself reminds the player, on the same beat as the site (every N minutes from the
// member session's start, by the server's clock), with the session's figures asked afresh.
// Loaded only for real money with the reminder on.
import type { OutputOf } from '@playdeck/contracts/game-pages-client';
import { nextCheckAt, playedParts } from '@playdeck/contracts/reality-check';
import { call } from './api';
import { cfg, isExpired, money, t } from './core';
import { h, icon } from './dom';
import { fatal } from './widgets';

type Reality = NonNullable<OutputOf<'getInhouseRealityCheck'>>;

export function startRealityCheck(first: Reality) {
  const serverAheadMs = Date.parse(first.serverTime) - Date.now();
  const serverNow = () => Date.now() + serverAheadMs;
  const start = Date.parse(first.startedAt);
  const schedule = () => {
    const due = nextCheckAt(start, first.minutes, serverNow());
    if (due === null) return;
    setTimeout(async () => {
      // A timer that woke early (a clock corrected, a phone that slept) looks again.
      if (serverNow() + 1_000 < due) return schedule();
      let figures = first;
      try {
        figures = (await call('getInhouseRealityCheck', { query: { t: cfg.token } }, cfg.lang)) ?? first;
      } catch (error) {
        if (isExpired(error)) return fatal(error);
        // Offline for a moment: the reminder still shows, with the figures last known.
      }
      remind(figures, schedule);
    }, due - serverNow());
  };
  schedule();

  function remind(figures: Reality, onContinue: () => void) {
    const { hours, minutes } = playedParts(serverNow() - start);
    const net = figures.won - figures.staked;
    const played = hours > 0 ? t('rcPlayedHm', { hours, minutes }) : t('rcPlayedM', { minutes });
    const figure = (label: string, value: string, testId: string, tone = '') =>
      h('div', { class: tone }, h('dt', { text: label }), h('dd', { 'data-testid': testId, text: value }));
    const close = () => {
      layer.remove();
      document.removeEventListener('keydown', keepFocus, true);
      onContinue();
    };
    const buttons = [
      h('button', {
        class: 'primary',
        type: 'button',
        'data-testid': 'reality-continue',
        onclick: close,
        text: t('rcContinue'),
      }),
      h('button', {
        class: 'secondary',
        type: 'button',
        'data-testid': 'reality-history',
        onclick: () => location.assign('/m/responsibleGaming?tab=history'),
        text: t('rcHistory'),
      }),
      h('button', {
        class: 'rc-logout',
        type: 'button',
        'data-testid': 'reality-logout',
        onclick: async () => {
          // Ends the member session behind the game; the site then opens as a visitor's.
          await call('logoutFromInhouseGame', { body: { t: cfg.token } }, cfg.lang).catch(() => undefined);
          location.assign('/m/home');
        },
        text: t('rcLogout'),
      }),
    ];
    const layer = h(
      'div',
      { class: 'rc-layer' },
      h(
        'section',
        {
          class: 'rc',
          role: 'alertdialog',
          'aria-modal': 'true',
          'aria-labelledby': 'rc-title',
          'aria-describedby': 'rc-text',
          'data-testid': 'reality-check',
        },
        h('span', { class: 'rc-mark' }, icon('clock')),
        h('h2', { id: 'rc-title', class: 'rc-title', text: t('rcTitle') }),
        h('p', { id: 'rc-text', 'data-testid': 'reality-played', text: played }),
        h(
          'dl',
          { class: 'rc-figures' },
          figure(t('rcStaked'), money(figures.staked), 'reality-staked'),
          figure(t('rcWon'), money(figures.won), 'reality-won'),
          figure(
            t('rcNet'),
            net > 0 ? `+${money(net)}` : money(net),
            'reality-net',
            `rc-net ${net > 0 ? 'up' : net < 0 ? 'down' : ''}`,
          ),
        ),
        h('div', { class: 'rc-actions' }, buttons),
      ),
    );
    // The player answers it: Tab stays inside, and neither Escape nor a tap beside it closes it.
    function keepFocus(event: KeyboardEvent) {
      if (event.key !== 'Tab') return;
      const first = buttons[0] as HTMLButtonElement;
      const last = buttons[buttons.length - 1] as HTMLButtonElement;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', keepFocus, true);
    document.body.append(layer);
    (buttons[0] as HTMLButtonElement).focus();
  }
}
