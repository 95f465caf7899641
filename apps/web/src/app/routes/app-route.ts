import type { ComponentType } from 'react';

/**
 * What a screen needs of the session (spec 5, 6); none when it serves everyone.
 * - `member`: a visitor sees the login-required panel (the login dialog opens and brings them
 *   back); a free-trial account is told free_reject (the money screens).
 * - `member-or-trial`: the same, but a free-trial account may see it (its play-money records).
 * - `member-via-login`: a visitor goes to /m/login and comes back here after.
 * - `member-else-home`: a visitor goes home.
 * - `guest`: a signed-in player is sent on to ?redirect, or home.
 */
export type SessionNeed = 'member' | 'member-or-trial' | 'member-via-login' | 'member-else-home' | 'guest';

/**
 * One screen's facts (spec 2 Shell), on its route object: the router registers `path` and
 * `aliases` for its `screen` (a lazy chunk, shown through lazy-screen's Screen), and the shell (header, footer, back) reads the rest from the route
 * the location matches. A route without a screen is a spec path with no screen yet: its facts
 * hold (footer, title, back) and the page falls to the unknown-path behaviour.
 */
export interface AppRoute {
  path: string;
  /** Other paths that show the same screen with the same facts. */
  aliases?: readonly string[];
  /** The back header's title (`ns:key` for another namespace); none on a logo header. */
  titleKey?: string;
  /** `logo` on home: the logo header instead of back arrow and title. Default `back`. */
  header?: 'logo' | 'back';
  /** Default `shown`. */
  footer?: 'shown' | 'hidden';
  /** `home`: back goes to /m/home; `history` (default): one step back, or /m/home without history. */
  back?: 'home' | 'history';
  /** The back header also offers the language switch. */
  languageSwitch?: boolean;
  /** What the screen needs of the session; the router enforces it before the screen loads (session-gate). */
  session?: SessionNeed;
  screen?: ComponentType;
  /**
   * A public screen the server draws (issue 16): its first paint is the page's own markup, with
   * the data it shows, and the app takes it over. It must draw the same for every visitor.
   */
  ssr?: boolean;
}

/** Every path a route answers to. */
export const pathsOf = (route: AppRoute): readonly string[] => [route.path, ...(route.aliases ?? [])];

/**
 * A lookup of the route a location matches (trailing slashes ignored, as the router does), if
 * any: unknown paths (the merchant's extra routes, not found) have no facts and get the defaults.
 */
export function routeLookup(routes: readonly AppRoute[]): (pathname: string) => AppRoute | undefined {
  const byPath = new Map(routes.flatMap((route) => pathsOf(route).map((path) => [path, route] as const)));
  return (pathname) =>
    byPath.get(pathname) ?? byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
