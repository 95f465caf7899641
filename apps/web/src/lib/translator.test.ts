import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const catalogues = {
  en: {
    common: {
      hello: 'Hello {{name}}',
      apples_one: '{{count}} apple',
      apples_other: '{{count}} apples',
      apples_zero: 'No apples',
    },
    games: { title: 'Games', hello: 'Hi from games', lost: 'You lost {{amount}} by {{when}}', pick_male: 'His pick' },
  },
  ty: { common: { hello: 'Kumusta {{name}}' } },
};

describe('the translator (i18next’s rules the catalogues use)', () => {
  const t = new Translator('en', catalogues, async () => ({})).t;

  it('looks a key up in the namespaces given, or in the one it names', () => {
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('hello', { name: 'Ana' }, ['games', 'common'])).toBe('Hi from games');
    expect(t('title', {}, ['common', 'games'])).toBe('Games');
    expect(t('games:title')).toBe('Games');
    expect(t('title', { ns: 'games' })).toBe('Games');
    expect(t('hello', { name: 'Ana', lng: 'TY' })).toBe('Kumusta Ana');
  });

  it('picks the plural by count, with none as its own when written', () => {
    expect(t('apples', { count: 0 })).toBe('No apples');
    expect(t('apples', { count: 1 })).toBe('1 apple');
    expect(t('apples', { count: 7 })).toBe('7 apples');
  });

  it('keeps a placeholder without a value, takes values from replace, and a context suffix', () => {
    expect(t('games:lost', { amount: '₱5.00' })).toBe('You lost ₱5.00 by {{when}}');
    expect(t('games:lost', { replace: { amount: '₱1', when: 'noon' } })).toBe('You lost ₱1 by noon');
    expect(t('games:pick', { context: 'male' })).toBe('His pick');
  });

  it('answers a missing key with the default given, else the key', () => {
    expect(t('nothing', { defaultValue: 'Fallback {{x}}', x: 1 })).toBe('Fallback 1');
    expect(t('games:nothing')).toBe('nothing');
  });
});

describe('loading catalogues', () => {
  it('loads each once however often asked, and switches language once the new words are here', async () => {
    const load = vi.fn(async (language: string, namespace: string) => ({ title: `${namespace} in ${language}` }));
    const i18n = new Translator('en', {}, load);
    const changes = vi.fn();
    i18n.subscribe(changes);
    const waits = [i18n.whenLoaded(['games']), i18n.whenLoaded(['games'])];
    expect(waits[0]).toBe(waits[1]);
    await Promise.all([...waits, i18n.loadNamespaces(['games', 'home'])]);
    expect(load.mock.calls).toEqual([
      ['en', 'games'],
      ['en', 'home'],
    ]);
    expect(i18n.has('games')).toBe(true);
    const switching = i18n.changeLanguage('ty');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('ty');
    expect(i18n.t('title', {}, ['home'])).toBe('home in ty');
    expect(load).toHaveBeenCalledTimes(4);
    expect(changes).toHaveBeenCalledTimes(5);
  });
});
