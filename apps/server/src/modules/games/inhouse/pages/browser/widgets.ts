// The parts every game page shows: the header, the action dock, the stake control, the last
// rounds, and the page that says the game cannot go on.
import {
  asset,
  currencyExponent,
  currencySymbol,
  errorText,
  goBack,
  isExpired,
  loadStrings,
  major,
  money,
  reduced,
  setCurrency,
  t,
  toMinor,
} from './core';
import { h, icon } from './dom';

const app = document.getElementById('app') as HTMLElement;

/** The header and the page body; the balance counts to each new value. */
export function shell({ name, sub, playMoney }: { name: string; sub: string; playMoney: boolean }) {
  document.title = name;
  const amount = h('strong', { 'data-testid': 'balance' });
  let shown: number | null = null;
  let frame = 0;
  const setBalance = (minor: number) => {
    amount.dataset.minor = String(minor);
    cancelAnimationFrame(frame);
    const from = shown ?? minor;
    const start = performance.now();
    const step = (now: number) => {
      const k = reduced ? 1 : Math.min(1, (now - start) / 450);
      shown = Math.round(from + (minor - from) * (1 - (1 - k) ** 3));
      amount.textContent = money(shown);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    step(start);
  };
  const page = h('div', { class: 'page' });
  app.replaceChildren(
    h(
      'header',
      { class: 'top' },
      h('button', { class: 'back', type: 'button', 'aria-label': t('back'), 'data-testid': 'back', onclick: goBack }, [
        icon('back'),
      ]),
      h('div', { class: 'title' }, h('h1', { text: name }), h('p', { text: sub })),
      h(
        'div',
        { class: 'wallet', 'aria-label': t('balance') },
        icon('wallet'),
        h(
          'div',
          {},
          amount,
          playMoney && h('em', { class: 'badge', 'data-testid': 'play-money', text: t('playMoney') }),
        ),
      ),
    ),
    page,
  );
  app.className = '';
  app.removeAttribute('aria-busy');
  return { page, setBalance };
}

/** Strings, then the game session: null (and the page says why) when it cannot be had. */
export async function openSession<S extends { currency: { symbol: string; exponent: number } }>(
  load: () => Promise<S>,
): Promise<S | null> {
  await loadStrings();
  try {
    const session = await load();
    setCurrency(session.currency);
    return session;
  } catch (error) {
    fatal(error);
    return null;
  }
}

export type Say = (text: string, kind?: string) => void;

/**
 * The big action, docked with its message: one round at a time; a refusal is said in the
 * message (role=alert, so screen readers say it), an ended session ends the page.
 */
export function actionDock(label: string, play: (say: Say) => Promise<void>) {
  const message = h('p', { class: 'notice', role: 'alert', 'data-testid': 'notice', hidden: true });
  const say: Say = (text, kind = 'error') => {
    message.textContent = text;
    message.className = `notice ${kind}`;
    message.hidden = false;
  };
  const amount = h('small');
  const button = h(
    'button',
    { class: 'primary big', type: 'button', 'data-testid': 'play' },
    h('span', { text: label }),
    amount,
  );
  button.addEventListener('click', async () => {
    if (button.disabled) return;
    message.hidden = true;
    button.disabled = true;
    document.body.dataset.busy = 'true';
    try {
      await play(say);
    } catch (error) {
      if (isExpired(error)) fatal(error);
      else say(errorText(error));
    } finally {
      button.disabled = false;
      delete document.body.dataset.busy;
    }
  });
  return {
    el: h('div', { class: 'dock' }, message, button),
    stakeChanged: (value: number, valid: boolean) => {
      amount.textContent = valid ? money(value) : '';
    },
  };
}

/** The game cannot go on (expired or unknown session): one clear message and the way back. */
export function fatal(error: unknown) {
  app.className = 'boot';
  app.removeAttribute('aria-busy');
  app.replaceChildren(
    h('img', { src: asset('sym-seven.svg'), alt: '', width: 88, height: 88 }),
    h('p', { class: 'fatal', role: 'alert', 'data-testid': 'fatal', text: errorText(error) }),
    h('button', { class: 'primary', type: 'button', onclick: goBack, text: t('backToLobby') }),
  );
}

/** A round's result for the player: the payout less the stake, signed. */
export const net = (round: { payout: number; stake: number }) => {
  const gain = round.payout - round.stake;
  return h('b', { text: gain > 0 ? `+${money(gain)}` : money(gain) });
};

/** The last rounds, newest first. */
export function roundList<R>(render: (round: R) => HTMLElement) {
  const list = h('ol', { class: 'rounds', 'data-testid': 'rounds' });
  const empty = h('p', { class: 'empty', text: t('noRounds') });
  const el = h('section', { class: 'card' }, h('h2', { text: t('lastRounds') }), empty, list);
  return {
    el,
    add(round: R, fresh = true) {
      empty.hidden = true;
      const row = render(round);
      if (fresh) row.classList.add('fresh');
      list.prepend(row);
      while (list.children.length > 12) list.lastElementChild?.remove();
    },
  };
}

const chipLabel = (minor: number) => {
  const value = major(minor);
  return value >= 1000 ? `${value / 1000}K` : value >= 1 ? String(value) : value.toFixed(2);
};

/** Stake: chips from the smallest stake upward, halve/double, and a typed amount within min..max. */
export function stakeControl(min: number, max: number, onChange?: (value: number, valid: boolean) => void) {
  const exponent = currencyExponent();
  const ladder = [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000].map((v) => v * 10 ** (exponent - 2));
  const chips = [min, ...ladder.filter((v) => v > min && v <= max)].slice(0, 6);
  let value = Math.min(max, Math.max(min, chips.find((v) => v >= 10 ** exponent) ?? min));
  const input = h('input', {
    id: 'stake',
    inputmode: 'decimal',
    autocomplete: 'off',
    'data-testid': 'stake-input',
    'aria-describedby': 'stake-hint',
  });
  const hint = h('span', {
    class: 'hint',
    id: 'stake-hint',
    text: t('stakeRange', { min: money(min), max: money(max) }),
  });
  const chipButtons = chips.map((minor) => {
    const label = chipLabel(minor);
    const tight = label.length > 3 ? 'chip tight' : 'chip';
    return h('button', { type: 'button', class: tight, 'data-testid': 'chip', onclick: () => set(minor) }, label);
  });
  const valid = () => Number.isSafeInteger(value) && value >= min && value <= max;
  function show() {
    for (const [i, chip] of chipButtons.entries()) chip.classList.toggle('on', chips[i] === value);
    hint.classList.toggle('bad', !valid());
    input.setAttribute('aria-invalid', String(!valid()));
    onChange?.(value, valid());
  }
  function set(minor: number) {
    value = Number.isFinite(minor) ? Math.min(max, Math.max(min, minor)) : min;
    input.value = major(value).toFixed(2);
    show();
  }
  input.addEventListener('input', () => {
    const typed = Number(input.value.replace(',', '.'));
    value = input.value.trim() && Number.isFinite(typed) ? toMinor(typed) : Number.NaN;
    show();
  });
  input.addEventListener('blur', () => valid() && set(value));
  const el = h(
    'section',
    { class: 'card stake' },
    h('div', { class: 'head' }, h('label', { for: 'stake', text: t('stake') }), hint),
    h(
      'div',
      { class: 'stake-row' },
      h('button', { type: 'button', class: 'step', onclick: () => set(Math.floor(value / 2)), text: '½' }),
      h('div', { class: 'amount' }, h('span', { text: currencySymbol() }), input),
      h('button', { type: 'button', class: 'step', onclick: () => set(value * 2), text: '2×' }),
    ),
    h('div', { class: 'chips' }, chipButtons),
  );
  set(value);
  return {
    el,
    get value() {
      return value;
    },
    valid,
    set,
  };
}
