// Shared by every game page: configuration (from <body data-*>, as the CSP allows no inline
// script), strings, the API envelope, money, the header, the stake control and messages.
const data = document.body.dataset;
export const cfg = {
  game: data.game,
  lang: data.lang === 'TY' ? 'TY' : 'EN',
  back: data.back,
  token: new URLSearchParams(location.search).get('t') ?? '',
};
export const asset = (name) => `${data.assets}${name}?v=${data.v}`;
export const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
export const wait = (ms) => new Promise((done) => setTimeout(done, reduced ? 0 : ms));
const app = document.getElementById('app');

let strings = {};
async function loadStrings() {
  strings = (await (cfg.lang === 'TY' ? import('./i18n-ty.js') : import('./i18n-en.js'))).default;
}
/** More strings, for a part loaded later (the fairness panel). */
export function addStrings(more) {
  strings = { ...strings, ...more };
}
export const t = (key, vars = {}) => (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => vars[name] ?? '');

export function h(tag, props = {}, ...kids) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else el.setAttribute(key, value === true ? '' : value);
  }
  el.append(...kids.flat().filter((kid) => kid != null && kid !== false));
  return el;
}

const ICONS = {
  back: 'M15 5l-7 7 7 7',
  wallet: 'M4 7h14a2 2 0 012 2v8a2 2 0 01-2 2H6a2 2 0 01-2-2zM4 7l11-3v3M16 13h.01',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  down: 'M6 9l6 6 6-6',
  rotate: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
};
export function icon(name) {
  const span = h('span', { class: 'icon', 'aria-hidden': 'true' });
  // Fixed, trusted markup (no attributes from data): allowed by the CSP, unlike style attributes.
  span.innerHTML = `<svg viewBox="0 0 24 24"><path d="${ICONS[name]}"/></svg>`;
  return span;
}

export const failure = (code) => Object.assign(new Error(code), { code });

export async function api(path, body) {
  let response;
  try {
    response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { language: cfg.lang, 'content-type': 'application/json' } : { language: cfg.lang },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
  } catch {
    throw failure('network');
  }
  const json = await response.json().catch(() => null);
  if (json?.success) return json.value;
  throw failure(json?.errorCode ?? 'network');
}

const ERRORS = {
  'insufficient.funds': 'errFunds',
  'session.expired': 'errExpired',
  'resource.not.found': 'errExpired',
  'validation.failed': 'errInvalid',
  network: 'errNetwork',
};
export const errorText = (error) => (ERRORS[error?.code] ? t(ERRORS[error.code]) : t('errGeneric'));

let currency = { symbol: '', exponent: 2 };
let numbers;
function setCurrency(value) {
  currency = value;
  numbers = new Intl.NumberFormat(cfg.lang === 'TY' ? 'fil-PH' : 'en-PH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
export const major = (minor) => minor / 10 ** currency.exponent;
export const toMinor = (value) => Math.round(value * 10 ** currency.exponent);
export const money = (minor) => `${minor < 0 ? '−' : ''}${currency.symbol}${numbers.format(Math.abs(major(minor)))}`;
/** Basis points as a multiplier: ×1.98, ×2.9702 (up to four decimals, at least two). */
export const multiplier = (bp) => `×${(bp / 10_000).toFixed(4).replace(/0{1,2}$/, '')}`;

function goBack() {
  const url = new URL(cfg.back || '/m/home', location.origin);
  location.assign(url.origin === location.origin && url.pathname.startsWith('/m/') ? url.href : '/m/home');
}

/** The header and the page body; the balance counts to each new value. */
export function shell({ name, sub, playMoney }) {
  document.title = name;
  const amount = h('strong', { 'data-testid': 'balance' });
  let shown = null;
  let frame = 0;
  const setBalance = (minor) => {
    amount.dataset.minor = String(minor);
    cancelAnimationFrame(frame);
    const from = shown ?? minor;
    const start = performance.now();
    const step = (now) => {
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
export async function openSession(path) {
  await loadStrings();
  try {
    const session = await api(`${path}?t=${encodeURIComponent(cfg.token)}`);
    setCurrency(session.currency);
    return session;
  } catch (error) {
    fatal(error);
    return null;
  }
}

/**
 * The big action, docked with its message: one round at a time; a refusal is said in the
 * message (role=alert, so screen readers say it), an ended session ends the page.
 */
export function actionDock(label, play) {
  const message = h('p', { class: 'notice', role: 'alert', 'data-testid': 'notice', hidden: true });
  const say = (text, kind = 'error') => {
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
      if (error.code === 'session.expired') fatal(error);
      else say(errorText(error));
    } finally {
      button.disabled = false;
      delete document.body.dataset.busy;
    }
  });
  return {
    el: h('div', { class: 'dock' }, message, button),
    stakeChanged: (value, valid) => {
      amount.textContent = valid ? money(value) : '';
    },
  };
}

/** The game cannot go on (expired or unknown session): one clear message and the way back. */
export function fatal(error) {
  app.className = 'boot';
  app.removeAttribute('aria-busy');
  app.replaceChildren(
    h('img', { src: asset('sym-seven.svg'), alt: '', width: 88, height: 88 }),
    h('p', { class: 'fatal', role: 'alert', 'data-testid': 'fatal', text: errorText(error) }),
    h('button', { class: 'primary', type: 'button', onclick: goBack, text: t('backToLobby') }),
  );
}

const chipLabel = (minor) => {
  const value = major(minor);
  return value >= 1000 ? `${value / 1000}K` : value >= 1 ? String(value) : value.toFixed(2);
};

/** Stake: chips from the smallest stake upward, halve/double, and a typed amount within min..max. */
export function stakeControl(min, max, onChange) {
  const ladder = [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000].map(
    (v) => v * 10 ** (currency.exponent - 2),
  );
  const chips = [min, ...ladder.filter((v) => v > min && v <= max)].slice(0, 6);
  let value = Math.min(max, Math.max(min, chips.find((v) => v >= 10 ** currency.exponent) ?? min));
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
  function set(minor) {
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
      h('div', { class: 'amount' }, h('span', { text: currency.symbol }), input),
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

/** A round's result for the player: the payout less the stake, signed. */
export const net = (round) => {
  const gain = round.payout - round.stake;
  return h('b', { text: gain > 0 ? `+${money(gain)}` : money(gain) });
};

/** The last rounds, newest first. */
export function roundList(render) {
  const list = h('ol', { class: 'rounds', 'data-testid': 'rounds' });
  const empty = h('p', { class: 'empty', text: t('noRounds') });
  const el = h('section', { class: 'card' }, h('h2', { text: t('lastRounds') }), empty, list);
  return {
    el,
    add(round, fresh = true) {
      empty.hidden = true;
      const row = render(round);
      if (fresh) row.classList.add('fresh');
      list.prepend(row);
      while (list.children.length > 12) list.lastElementChild.remove();
    },
  };
}
