import type { LanguageCode } from '@playdeck/contracts';
import en from './browser/i18n-en';
import ty from './browser/i18n-ty';
import type { Strings } from './browser/strings';

/**
 * The game pages' words the server writes itself (the loading line, the page of a game not
 * found), from the pages' own catalogues: one per language Playdeck ships (issue 17).
 */
const catalogues: Record<LanguageCode, Strings> = { EN: en, TY: ty };

export const pageTexts = (language: LanguageCode): Strings => catalogues[language];
