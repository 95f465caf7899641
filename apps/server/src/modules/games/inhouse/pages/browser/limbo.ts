// Limbo: the round draws a multiplier (at least 1.00); reaching the target pays the target.
// Every target returns 97% (rules/limbo.ts).
import { BP, payoutOf } from '../../rules/fairness';
import { type LimboDetail, type LimboParams, limbo } from '../../rules/limbo';
import { money, reduced, t } from './core';
import { h } from './dom';
import type { Mounted } from './game-module';
import { run } from './inhouse';

const QUICK = [1.5, 2, 3, 5, 10, 100];
const x = (value: number) => `${value.toFixed(2)}×`;

function mount(): Mounted<LimboParams, LimboDetail> {
  let target = 2;
  let stake = 0;
  const big = h('output', { class: 'big-mult', 'data-testid': 'limbo-result', text: x(1) });
  const caption = h('p', { class: 'caption' });
  const recent = h('div', { class: 'recent', 'aria-hidden': 'true' });
  const input = h('input', { inputmode: 'decimal', 'data-testid': 'target', 'aria-label': t('targetMult') });
  const chance = h('b', { 'data-testid': 'stat-chance' });
  const win = h('b', { 'data-testid': 'stat-onWin' });
  const quick = QUICK.map((value) =>
    h('button', { type: 'button', class: 'chip', text: `${value}×`, onclick: () => setTarget(value) }),
  );

  function show() {
    caption.textContent = t('targetIs', { x: x(target) });
    chance.textContent = `${(97 / target).toFixed(2)}%`;
    win.textContent = money(payoutOf(stake, Math.round(target * BP)));
    for (const [i, button] of quick.entries()) button.classList.toggle('on', QUICK[i] === target);
  }
  function setTarget(value: number) {
    // Anything but a number puts the current target back in the box.
    if (Number.isFinite(value)) target = Math.min(1000, Math.max(1.01, Math.round(value * 100) / 100));
    input.value = target.toFixed(2);
    show();
  }
  input.addEventListener('change', () => setTarget(Number(input.value.replace(',', '.'))));
  const nudge = (factor: number) => () => setTarget(target * factor);
  setTarget(2);

  return {
    stage: [recent, big, caption],
    controls: h(
      'section',
      { class: 'card controls' },
      h(
        'div',
        { class: 'stepper' },
        h('button', { type: 'button', class: 'step', 'aria-label': '−', text: '−', onclick: nudge(1 / 1.25) }),
        h('label', { class: 'box' }, h('span', { text: t('targetMult') }), input),
        h('button', { type: 'button', class: 'step', 'aria-label': '+', text: '+', onclick: nudge(1.25) }),
      ),
      h('div', { class: 'chips' }, quick),
      h(
        'div',
        { class: 'stats two' },
        h('div', { class: 'stat' }, h('span', { text: t('chance') }), chance),
        h('div', { class: 'stat' }, h('span', { text: t('onWin') }), win),
      ),
    ),
    params: () => ({ target }),
    stakeChanged(value) {
      stake = value;
      show();
    },
    async play(result) {
      const final = result.detail.result;
      const won = result.payout > 0;
      // Busy while climbing, so a screen reader says the final multiplier only.
      big.setAttribute('aria-busy', 'true');
      big.className = 'big-mult rising';
      // The multiplier climbs exponentially (as crash games do): longer climbs for bigger results.
      const duration = reduced ? 0 : Math.min(1600, 350 + 420 * Math.log10(final * 10));
      const start = performance.now();
      await new Promise<void>((done) => {
        const step = (now: number) => {
          const k = duration ? Math.min(1, (now - start) / duration) : 1;
          const eased = 1 - (1 - k) ** 2;
          big.textContent = x(k < 1 ? Math.floor(100 * final ** eased) / 100 : final);
          if (k < 1) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      });
      big.removeAttribute('aria-busy');
      big.className = `big-mult ${won ? 'won' : 'lost'}`;
      recent.prepend(h('span', { class: won ? 'won' : '', text: x(final) }));
      while (recent.children.length > 6) recent.lastElementChild?.remove();
    },
  };
}

run({
  code: 'limbo',
  action: 'bet',
  rules: limbo,
  mount,
  key: (detail) => String(detail.result),
  describe: (detail) => x(detail.result),
  summary: (round) => h('span', {}, h('b', { text: x(round.detail.result) }), ` / ${x(round.detail.target)}`),
  fields: [{ name: 'target', label: 'targetMult', range: { min: 1.01, max: 1000, step: 0.01 } }],
});
