/** A place inside the site to go after logging in; anything else (another host, //evil) is home. */
export function safeRedirect(path: string | null | undefined, fallback = '/m/home'): string {
  if (!path?.startsWith('/m/') || path.includes('\\')) return fallback;
  return path;
}
