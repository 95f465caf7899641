import type { Page } from '@playwright/test';

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';

/**
 * A horizontal finger swipe at mid-height, as real touch events (CDP), from x to x, with the
 * pace of a finger (a frame between moves): sent all at once, Chromium may drop the moves.
 */
export async function swipe(page: Page, fromX: number, toX: number, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: TouchType, x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 400 }] });
  await touch('touchStart', fromX);
  for (let i = 1; i <= steps; i++) {
    await page.waitForTimeout(16);
    await touch('touchMove', fromX + ((toX - fromX) * i) / steps);
  }
  await touch('touchEnd', toX);
  // The session is not detached here: detaching drops the events Chromium has not yet delivered.
}
