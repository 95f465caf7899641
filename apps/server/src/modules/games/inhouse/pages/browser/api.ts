// The pages' typed client: operations by name from contracts (conventions 4), no paths or
// hand-written types here, and no zod (the generated table and types only).
import { gamePageRoutes, type InputOf, type OutputOf } from '@playdeck/contracts/game-pages-client';

export type PageOperation = keyof typeof gamePageRoutes;

/** A refusal (the server's error code) or `network`. */
export type Failure = Error & { code: string };
export const failure = (code: string): Failure => Object.assign(new Error(code), { code });

export async function call<N extends PageOperation>(
  name: N,
  input: InputOf<N>,
  language: string,
): Promise<OutputOf<N>> {
  const [method, path] = gamePageRoutes[name];
  const { query, body } = input as { query?: Record<string, string>; body?: unknown };
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  const post = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: post ? { language, 'content-type': 'application/json' } : { language },
      body: post ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
  } catch {
    throw failure('network');
  }
  const json = (await response.json().catch(() => null)) as
    | { success: true; value: OutputOf<N> }
    | { success: false; errorCode?: string }
    | null;
  if (json?.success) return json.value;
  throw failure(json?.errorCode ?? 'network');
}
