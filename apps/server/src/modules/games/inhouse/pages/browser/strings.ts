// The type of each string catalogue, so the Tagalog ones are checked to have every English key.
import type fairEn from './fair-en';
import type en from './i18n-en';

export type Strings = Record<keyof typeof en, string>;
export type FairStrings = Record<keyof typeof fairEn, string>;
