import { expect, test } from './support/fixtures';
import { swipe } from './support/touch';

/** Inside Playdeck's app: its user agent carries PlaydeckApp/x.y (spec 2 Startup). */
test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PlaydeckApp/2.4.1',
  screen: { width: 390, height: 844 },
});

test('on a tall iPhone inside the app the footer is 1.7rem of the design rem high', async ({ page, site }) => {
  await page.goto(`${site.url}/m/home`);
  const height = await page.getByTestId('footer').evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBe(85);
});

test('an edge swipe goes back once, without the fade', async ({ page, site }) => {
  await page.goto(`${site.url}/m/home`);
  await page.getByTestId('footer-promotions').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await swipe(page, 8, 200);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('[data-transition]')).toHaveAttribute('data-transition', 'none');
});
