import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives one call with autocannon and reports requests per second and latency percentiles (ms). */
export async function load(options: {
  url: string;
  connections: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Sample memory while loaded. */
  onTick?: () => void;
  /** Changes each request before it is sent (a fresh sealed body): autocannon then builds every request anew. */
  each?: (request: { path: string; headers: Record<string, string>; body?: string }, index: number) => void;
  /**
   * Requests every connection sends in turn (other tokens, other pages), built once: the load
   * generator shares the machine, and building each request again would slow it, not the server.
   */
  requests?: { path?: string; headers?: Record<string, string> }[];
}): Promise<LoadResult> {
  const ticker = options.onTick ? setInterval(options.onTick, 100) : undefined;
  let index = 0;
  const each = options.each;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds ?? 10,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    ...(each
      ? {
          requests: [
            {
              setupRequest: (request: { path: string; headers: Record<string, string>; body?: string }) => {
                each(request, index++);
                return request;
              },
            },
          ],
        }
      : {}),
    ...(options.requests
      ? {
          requests: options.requests.map((r) => ({
            ...(r.path ? { path: r.path } : {}),
            headers: { ...options.headers, ...r.headers },
          })),
        }
      : {}),
  } as autocannon.Options);
  if (ticker) clearInterval(ticker);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Loads a call that needs a session, the players' tokens taken in turn (the demo merchant). */
export function loadAsPlayers(url: string, tokens: string[], connections: number): Promise<LoadResult> {
  return load({
    url,
    connections,
    headers: { merchant: 'DEMO' },
    requests: tokens.map((authorization) => ({ headers: { authorization } })),
  });
}
