import type { Page } from '@playwright/test';

/**
 * Holds back the requests matching `url` until the returned `release` is called, so a journey can
 * see (and photograph) the screen while it waits for the server.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
