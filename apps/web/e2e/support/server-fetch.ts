/** The running server by its plain name (Node does not resolve *.localhost): the merchant goes in a header. */
export const serverUrl = (path: string) => `http://localhost:${process.env.E2E_PORT}${path}`;

function isClosedKeepAlive(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return error instanceof TypeError && cause?.code === 'UND_ERR_SOCKET';
}

/**
 * Node's fetch keeps sockets alive and may reuse one the server has just closed as idle (a
 * known race, nodejs/undici#3492, likelier on a loaded machine whose timers run late); the
 * request then fails with "other side closed" before the server saw it. A read is sent again
 * once; anything else fails as it came.
 */
export async function serverFetch(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(serverUrl(path), init);
  } catch (error) {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !isClosedKeepAlive(error)) throw error;
    return fetch(serverUrl(path), init);
  }
}
