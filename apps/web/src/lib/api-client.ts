import type { ErrorEnvelope } from '@playdeck/contracts';
import type { InputOf, OperationName, OperationRoute, OutputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { isStandalone } from './device';
import { deviceId } from './device-id';
import { renderScope } from './render-scope';
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

function requestHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    language: apiContext.language,
    device: isStandalone() ? 'OTHERS' : 'MOBILE',
    'device-id': deviceId(),
    ...extra,
  };
  if (apiContext.merchantCode) headers.merchant = apiContext.merchantCode;
  const token = currentToken();
  if (token) headers.authorization = token;
  return headers;
}

/** The envelope's value, or the ApiError its error code says (told to the listeners first). */
function answerOf<T>(status: number, text: string): T {
  let payload: { success: true; value: T } | ErrorEnvelope;
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    throw new ApiError(status >= 500 ? 'system.error' : 'request.malformed', '', status);
  }
  if (payload.success) return payload.value;
  const error = new ApiError(payload.errorCode, payload.message, status, payload.data ?? {});
  for (const listener of listeners) listener(error);
  throw error;
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = requestHeaders(options.headers);
  let body: BodyInit | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  let text: string;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
    });
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network.offline', '', 0);
  }
  return answerOf<T>(response.status, text);
}

/**
 * A multipart/form-data call (text fields and files), through XMLHttpRequest: fetch cannot tell
 * how much of an upload has gone, and a player sending three photos on a slow network should see it.
 */
function sendMultipart<T>(
  path: string,
  method: string,
  fields: Record<string, unknown>,
  options: CallOptions,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const file of options.files?.files ?? []) form.append(options.files?.field ?? 'files', file);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    for (const [name, value] of Object.entries(requestHeaders(options.headers))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(answerOf<T>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError('network.offline', '', 0));
    options.signal?.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    request.send(form);
  });
}

/** Per call: an abort signal, extra headers; for a multipart call its files and upload progress. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  files?: { field: string; files: Blob[] };
  /** From 0 to 1 as the body goes up. */
  onUploadProgress?(fraction: number): void;
}

type CallArgs<N extends OperationName> =
  Record<string, never> extends InputOf<N>
    ? [input?: InputOf<N>, options?: CallOptions]
    : [input: InputOf<N>, options?: CallOptions];

function pathOf(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

const PUBLIC_KEY_TTL_MS = 10 * 60_000;
let publicKey: { value: Promise<OutputOf<'getPublicKey'>>; fetchedAt: number } | undefined;

function serverKey(): Promise<OutputOf<'getPublicKey'>> {
  if (publicKey && Date.now() - publicKey.fetchedAt <= PUBLIC_KEY_TTL_MS) return publicKey.value;
  const value = callApi(routes.getPublicKey);
  publicKey = { value, fetchedAt: Date.now() };
  value.catch(() => {
    publicKey = undefined;
  });
  return value;
}

/**
 * Sends a body sealed for the server (architecture: login and register are encrypted, with the
 * Encryption header). A refused seal means the server's key changed since it was fetched: the
 * key is fetched again and the call made once more.
 */
async function sendSealed<T>(path: string, method: RequestOptions['method'], payload: unknown, options: CallOptions) {
  // The sealing code loads with the first sealed call (login, register), not with the first page.
  const { sealBody } = await import('@playdeck/contracts/encryption');
  const send = async () => {
    const sealed = await sealBody(await serverKey(), payload as Record<string, unknown>);
    const headers = { ...options.headers, encryption: sealed.header };
    return apiRequest<T>(path, { method, body: sealed.body, headers, signal: options.signal });
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'encryption.invalid') throw error;
    publicKey = undefined;
    return send();
  }
}

/**
 * Calls an operation declared in contracts (conventions 4): `callApi(routes.getBalance)`. Its
 * path, method and encoding come from the generated route, its input and output types from the
 * declaration.
 */
export function callApi<N extends OperationName>(
  route: OperationRoute<N>,
  ...[input, options = {}]: CallArgs<N>
): Promise<OutputOf<N>> {
  // A page drawn on the server (issue 16) is answered in the server's own process.
  const scope = renderScope.current();
  if (scope) return scope.call(route, input ?? {}) as Promise<OutputOf<N>>;
  const [method, template, encoding = 'json'] = route;
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const path = pathOf(template, parts.params);
  if (encoding === 'sealed') return sendSealed<OutputOf<N>>(path, method, parts.body, options);
  if (encoding === 'multipart') {
    return sendMultipart<OutputOf<N>>(path, method, (parts.body ?? {}) as Record<string, unknown>, options);
  }
  const base = { method, query: parts.query, headers: options.headers, signal: options.signal };
  if (encoding === 'form') {
    return apiRequest<OutputOf<N>>(path, { ...base, form: parts.body as Record<string, string> });
  }
  return apiRequest<OutputOf<N>>(path, { ...base, body: parts.body });
}
