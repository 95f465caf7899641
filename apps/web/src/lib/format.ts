import type { CurrencyInfo } from '@playdeck/contracts';
import { languageDirection } from '@playdeck/contracts/languages';
import { currentFormatLocale, currentLanguage } from './i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units as the player reads it, with the currency symbol and two decimals
 * (spec 9: balance 2 decimals); the integer never becomes a float before display.
 */
export function formatMoney(minor: number, currency: CurrencyInfo, options: { symbol?: boolean } = {}): string {
  return leftToRight(plainMoney(minor, currency, options));
}

/**
 * An amount reads left to right inside a right-to-left sentence (₱1,234.56, −₱50.00): isolated
 * (U+2066 ... U+2069), or the bidirectional algorithm would move its sign and symbol to the far end.
 */
function leftToRight(text: string): string {
  return languageDirection(currentLanguage()) === 'rtl' ? `\u2066${text}\u2069` : text;
}

function plainMoney(minor: number, currency: CurrencyInfo, options: { symbol?: boolean } = {}): string {
  const key = `${currentFormatLocale()}|${currency.code}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currentFormatLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, format);
  }
  const major = minor / 10 ** currency.exponent;
  const text = format.format(major);
  return options.symbol === false ? text : `${currency.symbol}${text}`;
}

/** With a sign: +₱100.00 for money in, −₱100.00 (a true minus) for money out, ₱0.00 for none. */
export function formatSignedMoney(minor: number, currency: CurrencyInfo): string {
  if (minor === 0) return formatMoney(0, currency);
  return leftToRight(`${minor < 0 ? '−' : '+'}${plainMoney(Math.abs(minor), currency)}`);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl format per locale, style and zone, made once (Intl formats are costly to build). */
function dateFormat(style: 'date' | 'time' | 'dateTime', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${currentFormatLocale()}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { dateStyle: 'medium' }
        : style === 'time'
          ? { timeStyle: 'short' }
          : { dateStyle: 'medium', timeStyle: 'short' };
    format = new Intl.DateTimeFormat(currentFormatLocale(), timeZone ? { ...options, timeZone } : options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar day (YYYY-MM-DD, the player's own day) or an instant, as a Date in local time. */
function asDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

/**
 * The one date, time and date-time format of the app (issue 8 item 22): the language's own
 * medium date ("Nov 23, 2026", "Nob 23, 2026") and short time, in the player's time zone. Rows,
 * date pickers and sheets all use these, so a day reads the same wherever it is shown. A screen
 * the server draws passes `timeZone` (useDisplayZone): the merchant's until the page is the
 * browser's, as the server cannot know the phone's.
 */
export const formatDate = (value: string | Date, timeZone?: string): string =>
  dateFormat('date', timeZone).format(asDate(value));
export const formatTime = (value: string | Date, timeZone?: string): string =>
  dateFormat('time', timeZone).format(asDate(value));
export const formatDateTime = (value: string | Date, timeZone?: string): string =>
  dateFormat('dateTime', timeZone).format(asDate(value));

/** A span of days, shared parts written once ("Nov 17 – 23, 2026"); one day is just that day. */
export function formatDateRange(from: string, to: string): string {
  if (from === to) return formatDate(from);
  return dateFormat('date', undefined).formatRange(asDate(from), asDate(to));
}

/** The masked balance (spec 2 Shell: masked with asterisks when hidden). */
export const MASKED_BALANCE = '****';

const matchFormats = new Map<string, Intl.DateTimeFormat>();
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Spec 9: a hot match's start as MM/DD HH:mm (24-hour clock), in the player's time zone: read
 * off the phone's own clock, with no date format (a phone's first one costs tens of milliseconds
 * of one task, on home's first screen: issue 16). In a given zone (the merchant's, on the
 * server), through that zone's format.
 */
export function formatMatchTime(value: string | Date, timeZone?: string): string {
  const date = asDate(value);
  if (!timeZone)
    return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  let format = matchFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    matchFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')} ${part('hour')}:${part('minute')}`;
}
