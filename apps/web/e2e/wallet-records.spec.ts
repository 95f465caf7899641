import { expect, snapshot, test } from './support/fixtures';
import { approvedBankDeposit, inEnglish, loggedInPlayer } from './support/wallet';

test.describe('wallet: records', () => {
  test('the account record lists every line, filters by kind; profit and loss sums the period', async ({
    page,
    site,
  }) => {
    test.slow();
    await inEnglish(page);
    const name = await loggedInPlayer(page, site, { prefix: 'rita', creditMinor: 150_000 });
    site.admin('adjust', name, '-25000', '--reason', 'Correction of a bonus');
    // An approved bank deposit is a third line, of its own kind.
    await approvedBankDeposit(page, site, { amount: '600', payer: 'Rita Sy' });

    await page.goto(`${site.url}/m/transaction/record`);
    await expect(page.locator('header h1')).toHaveText('Account record');
    const lines = page.getByTestId('account-records').locator('article');
    await expect(lines).toHaveCount(3);
    // Newest first, signed, with the balance after each line.
    await expect(lines.nth(0)).toHaveAttribute('data-kind', 'deposit');
    await expect(lines.nth(0)).toContainText('+₱600.00');
    await expect(lines.nth(0)).toContainText('Balance ₱1,850.00');
    await expect(lines.nth(1)).toContainText('−₱250.00');
    await expect(lines.nth(1)).toContainText('Correction of a bonus');
    await expect(lines.nth(2)).toContainText('+₱1,500.00');
    await snapshot(page, 'wallet-account-record');

    await page.getByTestId('record-kind-adjustment').click();
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('account-records').locator('[data-kind=deposit]')).toHaveCount(0);
    await page.getByTestId('record-kind-bet').click();
    await expect(page.getByTestId('no-data')).toBeVisible();
    await page.getByTestId('record-kind-deposit').click();
    await expect(lines).toHaveCount(1);

    // A custom range that ended yesterday holds none of today's lines.
    await page.getByTestId('record-kind-all').click();
    await page.getByTestId('records-period-custom').click();
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    await page.getByTestId('records-period-from').fill(day);
    await page.getByTestId('records-period-to').fill(day);
    await expect(page.getByTestId('no-data')).toBeVisible();
    await page.getByTestId('records-period-today').click();
    await expect(lines).toHaveCount(3);

    // The agent home's tile opens the same record with ?types=A.
    await page.goto(`${site.url}/m/transaction/record?types=A`);
    await expect(lines).toHaveCount(3);

    await page.goto(`${site.url}/m/profitandloss`);
    await expect(page.getByTestId('pnl-deposits')).toHaveText('₱600.00');
    await expect(page.getByTestId('pnl-adjustments')).toHaveText('₱1,250.00');
    await expect(page.getByTestId('pnl-bets')).toHaveText('₱0.00');
    await expect(page.getByTestId('pnl-profit')).toHaveText('₱0.00');
    await snapshot(page, 'wallet-profit-loss');
    await page.getByTestId('pnl-period-7d').click();
    await expect(page.getByTestId('pnl-deposits')).toHaveText('₱600.00');
    await page.getByTestId('pnl-period-custom').click();
    await page.getByTestId('pnl-period-from').fill(day);
    await page.getByTestId('pnl-period-to').fill(day);
    await expect(page.getByTestId('pnl-deposits')).toHaveText('₱0.00');
  });
});

test('the account record reads on by cursor as the list is scrolled', async ({ page, site }) => {
  test.slow();
  await inEnglish(page);
  const name = await loggedInPlayer(page, site, { prefix: 'lou', creditMinor: 100_000 });
  // 24 more lines: more than one page of 20.
  for (let i = 1; i <= 24; i++) site.admin('adjust', name, '-100', '--reason', `Line ${i}`);
  await page.goto(`${site.url}/m/transaction/record`);
  const lines = page.getByTestId('account-records').locator('article');
  await expect(lines).toHaveCount(20);
  await expect(lines.first()).toContainText('Line 24');
  await lines.nth(19).scrollIntoViewIfNeeded();
  await expect(lines).toHaveCount(25);
  await expect(lines.last()).toContainText('+₱1,000.00');
  await expect(page.getByText("That's everything")).toBeVisible();
});
