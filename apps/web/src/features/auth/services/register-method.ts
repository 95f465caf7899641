import { isInApp, isStandalone } from '../../../lib/device';

/**
 * Spec 3 registerMethod: APP inside the native app, WEBCLIP for an iOS home-screen web clip,
 * PWA for an installed web app, H5 in a browser.
 */
export function registerMethod(): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' {
  if (isInApp) return 'APP';
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  if (isStandalone()) return 'PWA';
  return 'H5';
}
