import type { InitSettings } from '@playdeck/contracts';
import type { LanguageCode } from '@playdeck/contracts/languages';
import type { Resource } from './i18n';
import type { DehydratedState } from './query';

/**
 * What the server writes into a page for the app to start from (issue 16): the merchant's
 * initial settings, the language it chose, the catalogues of that language it had at hand, and
 * for a page it rendered, the data the render used (the app hydrates over the same markup).
 */
export interface PageState {
  init: InitSettings;
  language: LanguageCode;
  catalogues: Resource;
  /** The page was drawn in a member's shape (lib/session.ts useMemberShape). */
  member?: boolean;
  /** Set when the page's markup was rendered on the server: the queries it was drawn from. */
  rendered?: DehydratedState;
}

/** The state the server wrote into the page (a JSON block, so no script runs inline). */
export function readPageState(): PageState | undefined {
  const block = document.getElementById('pd-page');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as PageState;
  } catch {
    return undefined;
  }
}
