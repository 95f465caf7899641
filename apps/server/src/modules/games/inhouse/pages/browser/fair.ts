// The fairness panel: seeds, rotation and a verify form that recomputes a round here, in the
// browser, with the very rules and fairness check the server decides rounds with
// (inhouse/rules): only the HMAC differs (WebCrypto here, node:crypto there).
import type { OutputOf } from '@playdeck/contracts/game-pages-client';
import { catalogueFolder } from '@playdeck/contracts/languages';
import { floatsWebCrypto, sha256Hex } from '../../rules/web-crypto';
import { call } from './api';
import { addStrings, cfg, errorText, multiplier, t } from './core';
import { h, icon } from './dom';
import type { GameModule, PlayedRound } from './game-module';

const SEED = /^[A-Za-z0-9_-]{1,64}$/;
const field = (label: string, control: HTMLElement) =>
  h('label', { class: 'field' }, h('span', { text: label }), control);

type Revealed = OutputOf<'getRevealedInhouseSeeds'>[number];

interface PanelOptions<P, D> {
  fair: OutputOf<'getInhouseSession'>['fairness'];
  game: GameModule<P, D>;
  rounds: () => PlayedRound<P, D>[];
  onSeeds: () => void;
}

export type FairPanel<P, D> = Awaited<ReturnType<typeof fairPanel<P, D>>>;

export async function fairPanel<P, D>({ fair, game, rounds, onSeeds }: PanelOptions<P, D>) {
  addStrings((await import(`./fair-${catalogueFolder(cfg.lang)}.ts`)).default);
  const hash = h('code', { 'data-testid': 'server-hash' });
  const nonce = h('b', { 'data-testid': 'nonce' });
  const clientSeed = h('input', {
    'data-testid': 'client-seed',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 64,
  });
  let edited = false;
  clientSeed.addEventListener('input', () => {
    edited = true;
  });
  const rotateNote = h('p', { class: 'hint', role: 'status', text: t('rotateHint') });
  const rotate = h(
    'button',
    { type: 'button', class: 'secondary', 'data-testid': 'rotate' },
    icon('rotate'),
    h('span', { text: t('rotate') }),
  );
  const revealedList = h('ul', { class: 'revealed', 'data-testid': 'revealed' });
  let revealed: Revealed[] = [];
  let loading: Promise<void> | null = null;

  const input = (props: Record<string, unknown>) =>
    h('input', { autocomplete: 'off', spellcheck: 'false', required: true, ...props });
  const form = {
    seed: input({ 'data-testid': 'verify-server-seed', maxlength: 200 }),
    client: input({ 'data-testid': 'verify-client-seed', maxlength: 64 }),
    nonce: input({ 'data-testid': 'verify-nonce', type: 'number', min: 0, step: 1, inputmode: 'numeric' }),
  };
  const params: Record<string, HTMLInputElement | HTMLSelectElement> = Object.fromEntries(
    game.fields.map((f) => [
      f.name,
      f.options
        ? h(
            'select',
            { 'data-testid': `verify-${f.name}` },
            f.options.map(([value, key]) => h('option', { value, text: t(key) })),
          )
        : input({ 'data-testid': `verify-${f.name}`, type: 'number', inputmode: 'decimal', ...f.range }),
    ]),
  );
  const verdict = h('div', { class: 'verdict', role: 'status', 'data-testid': 'verdict', hidden: true });
  const say = (kind: string, ...lines: string[]) => {
    verdict.className = `verdict ${kind}`;
    verdict.replaceChildren(...lines.map((line) => h('p', { text: line })));
    verdict.hidden = false;
  };

  async function check(event?: Event) {
    event?.preventDefault();
    if (!globalThis.crypto?.subtle) return say('bad', t('needsHttps'));
    const seed = form.seed.value.trim();
    const client = form.client.value.trim();
    const n = Number(form.nonce.value);
    const chosen = Object.fromEntries(
      game.fields.map((f) => [f.name, f.options ? params[f.name]?.value : Number(params[f.name]?.value)]),
    ) as P;
    const outcome = game.rules.play(
      await floatsWebCrypto({ serverSeed: seed, clientSeed: client, nonce: n, count: game.rules.floatsPerRound }),
      chosen,
    );
    const seedHash = await sha256Hex(seed);
    const lines = [
      `${t('outcome')}: ${game.describe(outcome.detail)} · ${t('pays')} ${multiplier(outcome.multiplierBp)}`,
    ];
    const played = rounds().find((r) => r.clientSeed === client && r.nonce === n);
    if (!played) return say('info', ...lines, t('noRound'));
    const same =
      played.hash === seedHash &&
      played.multiplierBp === outcome.multiplierBp &&
      game.key(played.detail) === game.key(outcome.detail);
    lines.push(t(played.hash === seedHash ? 'hashOk' : 'hashBad'));
    say(same ? 'ok' : 'bad', t(same ? 'matches' : 'mismatch', { n }), ...lines);
  }

  function fill(seed: string, client: string, n: number, values: Record<string, unknown> = {}) {
    form.seed.value = seed;
    form.client.value = client;
    form.nonce.value = String(n);
    for (const [name, control] of Object.entries(params))
      if (values[name] != null) control.value = String(values[name]);
  }

  function showRevealed() {
    revealedList.replaceChildren(
      ...(revealed.length ? revealed : [null]).map((seed) =>
        seed
          ? h(
              'li',
              {},
              h('code', { text: seed.serverSeed }),
              h('small', { text: `${t('clientSeed')}: ${seed.clientSeed} · ${t('roundsCount', { n: seed.nonces })}` }),
              h('button', {
                type: 'button',
                class: 'link',
                text: t('use'),
                onclick: () => fill(seed.serverSeed, seed.clientSeed, Math.max(0, seed.nonces - 1)),
              }),
            )
          : h('li', { class: 'empty', text: t('noneRevealed') }),
      ),
    );
  }

  function show() {
    hash.textContent = fair.serverSeedHash;
    nonce.textContent = String(fair.nonce);
    if (!edited) clientSeed.value = fair.clientSeed;
  }

  const note = (text: string, bad = false) => {
    rotateNote.textContent = text;
    rotateNote.classList.toggle('bad', bad);
  };
  rotate.addEventListener('click', async () => {
    const wanted = clientSeed.value.trim();
    if (wanted && !SEED.test(wanted)) return note(t('seedRule'), true);
    rotate.disabled = true;
    try {
      const answer = await call(
        'rotateInhouseSeeds',
        { body: { t: cfg.token, clientSeed: wanted || undefined } },
        cfg.lang,
      );
      Object.assign(fair, answer.next);
      revealed = [answer.revealed, ...revealed.filter((r) => r.serverSeedHash !== answer.revealed.serverSeedHash)];
      edited = false;
      show();
      showRevealed();
      onSeeds();
      note(t('rotated'));
      fill(answer.revealed.serverSeed, answer.revealed.clientSeed, Math.max(0, answer.revealed.nonces - 1));
    } catch (error) {
      note(errorText(error), true);
    } finally {
      rotate.disabled = false;
    }
  });

  const el = h(
    'div',
    {},
    h('div', { class: 'kv' }, h('span', { text: t('serverHash') }), hash),
    field(t('clientSeed'), clientSeed),
    h('div', { class: 'kv-row' }, h('span', { text: t('nextNonce') }), nonce),
    rotate,
    rotateNote,
    h('h3', { text: t('revealed') }),
    revealedList,
    h('h3', { text: t('verify') }),
    h('p', { class: 'hint', text: t('verifyHint') }),
    h(
      'form',
      { class: 'verify', 'data-testid': 'verify-form', onsubmit: check },
      field(t('serverSeed'), form.seed),
      field(t('clientSeed'), form.client),
      field(t('nonce'), form.nonce),
      game.fields.map((f) => field(t(f.label), params[f.name] as HTMLElement)),
      h('button', { class: 'secondary', type: 'submit', 'data-testid': 'verify-submit', text: t('verifyButton') }),
      verdict,
    ),
  );

  return {
    el,
    refresh() {
      show();
      loading ??= call('getRevealedInhouseSeeds', { query: { t: cfg.token } }, cfg.lang)
        .then((list) => {
          revealed = list;
        })
        .catch(() => {
          loading = null;
        })
        .finally(showRevealed);
      return loading;
    },
    async fillFrom(round: PlayedRound<P, D>) {
      await loading;
      const seed = revealed.find((r) => r.serverSeedHash === round.hash);
      fill(seed?.serverSeed ?? '', round.clientSeed, round.nonce, round.params as Record<string, unknown>);
      if (seed) await check();
      else say('info', t('notRevealed'));
    },
  };
}
