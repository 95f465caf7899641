import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n as browserI18n } from './i18n';
import type { TFunction, TOptions, Translator } from './translator';

const context = createContext<Translator>(browserI18n);

/** The translations a tree reads: a server render's own, the browser's by default. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <context.Provider value={i18n}>{children}</context.Provider>;
}

/**
 * A screen's words (the catalogues of `namespaces`, the first being where a bare key is looked
 * up). A catalogue not here yet suspends the screen while it loads; a new language or catalogue
 * draws it again.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const i18n = useContext(context);
  const list =
    namespaces === undefined ? [i18n.defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(',');
  // What this screen's words depend on: the language and whether its catalogues are here. Another
  // screen's catalogue arriving draws nothing here (a catalogue loaded after hydration would
  // otherwise draw the whole page again, in one task).
  const snapshot = () => `${i18n.language}|${list.map((namespace) => (i18n.has(namespace) ? 1 : 0)).join('')}`;
  const state = useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  if (list.some((namespace) => !i18n.has(namespace))) throw i18n.whenLoaded(list);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language or catalogue (state) is a new t
  const t = useMemo<TFunction>(
    () => (text: string, options?: TOptions) => i18n.t(text, options, list),
    [i18n, key, state],
  );
  return { t, i18n };
}
