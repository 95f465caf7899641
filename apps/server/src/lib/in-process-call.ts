import type { LanguageCode } from '@playdeck/contracts';
import type { RouteFacts } from '@playdeck/contracts/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * An operation of the member API answered inside this process, for a page the server draws
 * (issue 16): the request goes through the API's own routes, hooks and schemas without leaving
 * the process (no socket, no round trip), as the page's visitor (no session), so the render shows
 * exactly what the app would fetch.
 */
export function inProcessCaller(app: FastifyInstance) {
  return async (page: FastifyRequest, language: LanguageCode, route: RouteFacts, input: unknown) => {
    const [method, template] = route;
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const url = template.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null) search.set(key, String(value));
    const answer = await app.inject({
      method,
      url: search.size > 0 ? `${url}?${search}` : url,
      headers: {
        accept: 'application/json',
        host: page.host,
        language,
        device: 'MOBILE',
        ...(page.headers['user-agent'] ? { 'user-agent': page.headers['user-agent'] } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    const envelope = answer.json() as { success: boolean; value?: unknown; errorCode?: string };
    if (!envelope.success) throw new AppError((envelope.errorCode ?? 'system.error') as never);
    return envelope.value;
  };
}
