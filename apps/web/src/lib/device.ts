import { appUserAgentPattern } from '@playdeck/contracts/app-agent';

const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;

/** Spec 2 Startup: the app marks itself in-app when the user agent carries the app's version token. */
export const isInApp = appUserAgentPattern.test(userAgent);

export const isIphone = /iPhone/.test(userAgent);

/** A home-screen install (PWA or iOS web clip): the Device header says OTHERS (spec 7, login). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Spec 2 Startup: on iPhones 812 px tall or more, inside the app, the footer is 1.7rem high. */
export function needsTallFooter(): boolean {
  return isInApp && isIphone && typeof window !== 'undefined' && window.screen.height >= 812;
}
