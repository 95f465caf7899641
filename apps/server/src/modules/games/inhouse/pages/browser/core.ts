// Shared by every game page: configuration (from <body data-*>, as the CSP allows no inline
// script), strings, errors and money.
import { catalogueFolder, formatLocale, parseLanguage } from '@playdeck/contracts/languages';
import { type Failure, failure } from './api';
import type { Strings } from './strings';

const data = document.body.dataset;
export const cfg = {
  game: data.game ?? '',
  lang: parseLanguage(data.lang) ?? 'EN',
  back: data.back ?? '',
  token: new URLSearchParams(location.search).get('t') ?? '',
};
export const asset = (name: string) => `${data.assets}${name}?v=${data.v}`;
export const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
export const wait = (ms: number) => new Promise((done) => setTimeout(done, reduced ? 0 : ms));

let strings: Record<string, string> = {};
export async function loadStrings() {
  const catalogue: Strings = (await import(`./i18n-${catalogueFolder(cfg.lang)}.ts`)).default;
  strings = { ...strings, ...catalogue };
}
/** More strings, for a part loaded later (the fairness panel). */
export function addStrings(more: Record<string, string>) {
  strings = { ...strings, ...more };
}
export const t = (key: string, vars: Record<string, string | number> = {}) =>
  (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));

export type { Failure };
export { failure };

const ERRORS: Record<string, string> = {
  'insufficient.funds': 'errFunds',
  'session.expired': 'errExpired',
  'resource.not.found': 'errExpired',
  'validation.failed': 'errInvalid',
  network: 'errNetwork',
};
const codeOf = (error: unknown) => (error as Partial<Failure> | null)?.code ?? '';
export const errorText = (error: unknown) => {
  const key = ERRORS[codeOf(error)];
  return key ? t(key) : t('errGeneric');
};
export const isExpired = (error: unknown) => codeOf(error) === 'session.expired';

export interface Currency {
  symbol: string;
  exponent: number;
}
let currency: Currency = { symbol: '', exponent: 2 };
let numbers: Intl.NumberFormat;
export function setCurrency(value: Currency) {
  currency = value;
  numbers = new Intl.NumberFormat(formatLocale(cfg.lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
export const currencySymbol = () => currency.symbol;
export const currencyExponent = () => currency.exponent;
export const major = (minor: number) => minor / 10 ** currency.exponent;
export const toMinor = (value: number) => Math.round(value * 10 ** currency.exponent);
export const money = (minor: number) =>
  `${minor < 0 ? '−' : ''}${currency.symbol}${numbers.format(Math.abs(major(minor)))}`;
/** Basis points as a multiplier: ×1.98, ×2.9702 (up to four decimals, at least two). */
export const multiplier = (bp: number) => `×${(bp / 10_000).toFixed(4).replace(/0{1,2}$/, '')}`;

export function goBack() {
  const url = new URL(cfg.back || '/m/home', location.origin);
  location.assign(url.origin === location.origin && url.pathname.startsWith('/m/') ? url.href : '/m/home');
}
