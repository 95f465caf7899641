import type { ErrorEnvelope } from '@playdeck/contracts';
import { isStandalone } from './device';
import { currentToken } from './session';

/** A failed call: the server's error code (or network.offline) and its translated message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded (spec 7 names a few form-encoded calls). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Who is asking, sent on every call (architecture: Merchant, Language, Device, Authorization). */
export const apiContext = {
  merchantCode: '',
  language: 'EN',
};

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/** Lets the app react once to answers every screen can get: dead session, maintenance, region. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function urlOf(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    language: apiContext.language,
    device: isStandalone() ? 'OTHERS' : 'MOBILE',
    ...options.headers,
  };
  if (apiContext.merchantCode) headers.merchant = apiContext.merchantCode;
  const token = currentToken();
  if (token) headers.authorization = token;

  let body: BodyInit | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network.offline', '', 0);
  }

  let payload: { success: true; value: T } | ErrorEnvelope;
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    throw new ApiError(response.status >= 500 ? 'system.error' : 'request.malformed', '', response.status);
  }
  if (payload.success) return payload.value;

  const error = new ApiError(payload.errorCode, payload.message, response.status, payload.data ?? {});
  for (const listener of listeners) listener(error);
  throw error;
}
