import { currentLanguage } from './i18n';

/**
 * A game's name in the current language, as the catalogue (and so the lobby) names it: the
 * language's own name, else English (the server's nameOf). Records carry every language's name,
 * so a language switch renames them at once (issue 8 item 22).
 */
export function localGameName(names: Record<string, string>, fallback = ''): string {
  return names[currentLanguage()] ?? names.EN ?? fallback;
}
