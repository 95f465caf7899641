interface DownloadBarContext {
  /** The player closed it before (local storage hideDownloadBar = 1). */
  closedByPlayer: boolean;
  /** Running as an installed PWA (display-mode standalone, not an iOS web clip). */
  installedPwa: boolean;
  /** Inside the native app (its user agent). */
  inApp: boolean;
  /** An iOS web clip (navigator.standalone). */
  webClip: boolean;
  /** The resource types of the configured download links. */
  linkTypes: readonly string[];
}

/**
 * Spec 4 download bar: hidden once the player closes it, in an installed PWA, inside the native
 * app, in a web clip when there is no iOS app to go to, and when no download link is configured.
 */
export function showDownloadBar(context: DownloadBarContext): boolean {
  const apps = context.linkTypes.filter((type) => type !== 'AppDownloadIcon');
  if (context.closedByPlayer || context.installedPwa || context.inApp || apps.length === 0) return false;
  if (context.webClip && !apps.includes('IOS')) return false;
  return true;
}
