/**
 * Resolves once the page has loaded and the browser is idle (at once on the server): what is not
 * needed for the first screen waits for this (issue 16).
 */
export function afterLoad(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((done) => {
    const idle = () => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1)))(() => done());
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
