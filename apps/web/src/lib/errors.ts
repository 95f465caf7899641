import { ApiError } from './api-client';
import type { TFunction } from './i18n';

/** One field the server refused, with its message already in the request's language. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** A value the catalogue's text leaves to be filled ({{amount}}). */
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

/**
 * The one place a failed call becomes words (conventions 6, spec 8): the catalogue's message for
 * the code in the current language, else the server's own message, else the unknown-error text.
 * The `errors` namespace is in the first load (lib/i18n), so any screen's `t` finds every code.
 */
export function errorText(error: unknown, t: TFunction): string {
  const code = error instanceof ApiError ? error.code : 'system.error';
  const key = `errors:${code}`;
  const translated = t(key, { defaultValue: '' });
  // A message with values (a limit's amount and reset, a break's end) is only whole as the
  // server wrote it: it filled them in the request's language and the merchant's time zone.
  if (PLACEHOLDER.test(translated) && error instanceof ApiError && error.message) return error.message;
  if (translated) return translated;
  if (error instanceof ApiError && error.message) return error.message;
  return t('errors:system.error');
}

/** The per-field messages of a validation.failed answer (data.fields). */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fields = error.data.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (entry): entry is ServerFieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.field === 'string' &&
      typeof entry.message === 'string',
  );
}

export const isApiError = (error: unknown, ...codes: string[]): error is ApiError =>
  error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
