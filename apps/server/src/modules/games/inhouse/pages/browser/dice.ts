// Dice: a roll of 0.00–99.99 that wins under (or over) the target; pays 99% of fair odds.
import { type DiceDetail, type DiceParams, dice, diceMultiplier, diceWins } from '../../rules/dice';
import { payoutOf } from '../../rules/fairness';
import { money, multiplier, reduced, t } from './core';
import { h } from './dom';
import type { Mounted } from './game-module';
import { run } from './inhouse';

function mount(): Mounted<DiceParams, DiceDetail> {
  let target = 50;
  let direction: DiceParams['direction'] = 'under';
  let stake = 0;
  const roll = h('output', { class: 'roll', 'data-testid': 'roll', text: '50.00' });
  const caption = h('p', { class: 'caption' });
  const slider = h('input', {
    type: 'range',
    min: 2,
    max: 98,
    step: 0.01,
    value: 50,
    'aria-label': t('target'),
    'data-testid': 'target-slider',
  });
  const label = h('b');
  const marker = h('span', { class: 'marker', hidden: true }, label);
  const track = h('div', { class: 'track' }, h('div', { class: 'zone' }), marker, slider);
  const targetInput = h('input', {
    inputmode: 'decimal',
    'data-testid': 'target',
    value: '50.00',
    'aria-label': t('target'),
  });
  const toggles = (['under', 'over'] as const).map((value) =>
    h('button', {
      type: 'button',
      'data-testid': `dir-${value}`,
      text: t(value),
      onclick: () => {
        direction = value;
        show();
      },
    }),
  );
  const stat = (key: string) => {
    const b = h('b', { 'data-testid': `stat-${key}` });
    return [h('div', { class: 'stat' }, h('span', { text: t(key) }), b), b] as const;
  };
  const [multBox, mult] = stat('multiplier');
  const [chanceBox, chance] = stat('chance');
  const [winBox, win] = stat('onWin');

  function show() {
    const wins = diceWins(target, direction);
    track.style.setProperty('--t', `${target}%`);
    track.classList.toggle('over', direction === 'over');
    for (const button of toggles) button.classList.toggle('on', button.dataset.testid === `dir-${direction}`);
    caption.textContent = t(direction === 'under' ? 'winUnder' : 'winOver', { n: target.toFixed(2) });
    mult.textContent = multiplier(diceMultiplier(wins));
    chance.textContent = `${(wins / 100).toFixed(2)}%`;
    win.textContent = money(payoutOf(stake, diceMultiplier(wins)));
  }
  function setTarget(value: number, fromSlider = false) {
    // Anything but a number puts the current target back in the box.
    if (Number.isFinite(value)) target = Math.min(98, Math.max(2, Math.round(value * 100) / 100));
    slider.value = String(target);
    if (!fromSlider || document.activeElement !== targetInput) targetInput.value = target.toFixed(2);
    show();
  }
  slider.addEventListener('input', () => setTarget(Number(slider.value), true));
  targetInput.addEventListener('change', () => setTarget(Number(targetInput.value.replace(',', '.'))));
  show();

  return {
    stage: [
      roll,
      caption,
      track,
      h(
        'div',
        { class: 'ticks' },
        ['0', '25', '50', '75', '100'].map((n) => h('span', { text: n })),
      ),
    ],
    controls: h(
      'section',
      { class: 'card controls' },
      h(
        'div',
        { class: 'row2' },
        h('div', { class: 'seg' }, toggles),
        h('label', { class: 'box' }, h('span', { text: t('target') }), targetInput),
      ),
      h('div', { class: 'stats' }, multBox, chanceBox, winBox),
    ),
    params: () => ({ target, direction }),
    stakeChanged(value) {
      stake = value;
      show();
    },
    async play(result) {
      const final = result.detail.roll;
      // Busy while counting, so a screen reader says the final roll only.
      roll.setAttribute('aria-busy', 'true');
      roll.className = 'roll rolling';
      marker.hidden = false;
      marker.classList.remove('won', 'lost');
      track.style.setProperty('--r', `${final}%`);
      // The counter runs through random rolls, slowing, and lands on the server's roll.
      const start = performance.now();
      const duration = reduced ? 0 : 750;
      await new Promise<void>((done) => {
        const step = (now: number) => {
          const k = duration ? Math.min(1, (now - start) / duration) : 1;
          roll.textContent = k < 1 ? (Math.random() * 99.99).toFixed(2) : final.toFixed(2);
          if (k < 1) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      });
      const won = result.payout > 0;
      roll.removeAttribute('aria-busy');
      roll.className = `roll ${won ? 'won' : 'lost'}`;
      label.textContent = final.toFixed(2);
      marker.classList.add(won ? 'won' : 'lost');
    },
  };
}

run({
  code: 'dice',
  action: 'roll',
  rules: dice,
  mount,
  key: (detail) => String(detail.roll),
  describe: (detail) => `${t('rollIs')} ${detail.roll.toFixed(2)}`,
  summary: (round) =>
    h(
      'span',
      {},
      h('b', { text: round.detail.roll.toFixed(2) }),
      ` ${round.detail.direction === 'under' ? '<' : '>'} ${round.detail.target.toFixed(2)}`,
    ),
  fields: [
    { name: 'target', label: 'target', range: { min: 2, max: 98, step: 0.01 } },
    {
      name: 'direction',
      label: 'direction',
      options: [
        ['under', 'under'],
        ['over', 'over'],
      ],
    },
  ],
});
