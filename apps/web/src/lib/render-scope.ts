import type { RouteFacts } from '@playdeck/contracts/client';
import type { LanguageCode } from '@playdeck/contracts/languages';

/**
 * A page rendered on the server (issue 16) renders inside a scope: who it is for and how its
 * data is had. The server's entry sets `current` (from its AsyncLocalStorage), so concurrent
 * renders never see each other's merchant or language; in the browser there is none.
 */
export interface RenderScope {
  merchantCode: string;
  language: LanguageCode;
  /** The page is drawn in a member's shape (the browser said it has a session), without member data. */
  member: boolean;
  /** An operation (its generated route) answered in the server's process, as the API would answer it. */
  call(route: RouteFacts, input: unknown): Promise<unknown>;
  /**
   * Operator HTML made safe by the server's own sanitiser (the one it stores content through):
   * DOMPurify needs a browser's document.
   */
  sanitiseHtml(html: string): string;
  /** Set when the page sends the player elsewhere (<Navigate>): the browser draws that. */
  redirected?: boolean;
  /** The lazy screens this page rendered (their chunks and styles go into the page). */
  screens: Set<string>;
  /** The parts drawn whose code the browser asks for after the page has loaded: only their styles go in. */
  laterParts: Set<string>;
}

export const renderScope: { current(): RenderScope | undefined } = { current: () => undefined };
