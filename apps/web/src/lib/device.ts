import { appUserAgentPattern } from '@playdeck/contracts/app-agent';

const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;

/** Spec 2 Startup: the app marks itself in-app when the user agent carries the app's version token. */
export const isInApp = appUserAgentPattern.test(userAgent);

export const isIphone = /iPhone/.test(userAgent);

/** An iOS web clip (the site added to the home screen, or installed by the web profile). */
export function isWebClip(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

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

/** The iOS version of this device ([major, minor]), or undefined elsewhere. */
export function iosVersion(agent = userAgent): [number, number] | undefined {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)_(\d+)/.exec(agent);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

export const isAndroid = /Android/i.test(userAgent);

/**
 * Spec 2 download bar: the iOS tip shows for iOS 11 or lower and for 12.0-12.1 (the app needs
 * 12.4 or later; those versions install the web profile instead).
 */
export function needsIosTip(agent = userAgent): boolean {
  const version = iosVersion(agent);
  if (!version) return false;
  const [major, minor] = version;
  return major <= 11 || (major === 12 && minor <= 1);
}
