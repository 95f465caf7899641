import { expect, snapshot, test } from './support/fixtures';
import {
  approvedBankDeposit,
  bindCard,
  headerBalance,
  inEnglish,
  loggedInPlayer,
  orderIds,
  PIN,
  setPaymentPassword,
} from './support/wallet';

test.describe('wallet: withdraw', () => {
  test('set the payment password, bind a card, withdraw; the operator approves one and rejects the next', async ({
    page,
    site,
  }) => {
    // A long journey (two withdrawals and two operator decisions) on a shared machine.
    test.slow();
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'wade', creditMinor: 100_000 });

    // No payment password yet: the screen says so and leads to the security centre.
    await page.goto(`${site.url}/m/withdraw`);
    await expect(page.getByTestId('withdraw-withdrawable')).toHaveText('₱1,000.00');
    await expect(page.getByTestId('withdraw-count')).toHaveText('0 of 5');
    await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
    await snapshot(page, 'wallet-withdraw-no-password');
    await page.getByTestId('withdraw-set-password').click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await setPaymentPassword(page, site);

    // No card yet: it is bound right on the withdraw screen (the payee name is set once).
    await page.goto(`${site.url}/m/withdraw`);
    await expect(page.getByTestId('card-form')).toBeVisible();
    await bindCard(page, { payee: 'Wade Reyes' });
    await expect(page.getByTestId('withdraw-cards').locator('input[type=radio]:checked')).toHaveCount(1);
    await expect(page.getByTestId('withdraw-cards')).toContainText('BDO Unibank');
    await expect(page.getByTestId('withdraw-cards')).toContainText('Wade Reyes');

    // Limits are checked before anything is sent.
    const amount = page.getByTestId('withdraw-amount').locator('input');
    await amount.fill('50');
    await page.getByTestId('withdraw-pin').locator('input').fill(PIN);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-amount-error')).toContainText('between ₱100.00 and ₱50,000.00');
    await amount.fill('1500');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-amount-error')).toHaveText('You can withdraw at most ₱1,000.00 now.');

    // A wrong payment password is the server's answer, on the field.
    await amount.fill('200');
    await page.getByTestId('withdraw-pin').locator('input').fill('999999');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-pin-error')).toHaveText('The payment password is incorrect.');
    await page.getByTestId('withdraw-pin').locator('input').fill(PIN);
    await snapshot(page, 'wallet-withdraw');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-result')).toContainText('₱200.00');
    await snapshot(page, 'wallet-withdraw-result');

    await page.getByTestId('withdraw-result-report').click();
    await expect(page).toHaveURL(/\/m\/withdrawReport$/);
    const [first] = orderIds(site.admin('withdrawals:pending'));
    const firstRecord = page.getByTestId(`withdraw-record-${first}`);
    await expect(firstRecord).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('report-balance')).toHaveText('₱800.00');
    site.admin('withdrawal:approve', String(first));
    await page.reload();
    await expect(firstRecord).toHaveAttribute('data-status', 'approved');
    await expect(firstRecord.getByTestId(`withdraw-record-${first}-cancel`)).toHaveCount(0);

    // A second one, rejected by the operator: the held money comes back.
    await page.getByTestId('withdraw-records-new').click();
    await expect(page.getByTestId('withdraw-count')).toHaveText('1 of 5');
    await page.getByTestId('withdraw-amount').locator('input').fill('300');
    await page.getByTestId('withdraw-pin').locator('input').fill(PIN);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-result')).toBeVisible();
    const [second] = orderIds(site.admin('withdrawals:pending'));
    expect(second).toBeGreaterThan(first ?? 0);
    // The operator writes a reason for the player and an internal note; the player sees only the reason.
    site.admin(
      'withdrawal:reject',
      String(second),
      '--reason',
      'Name does not match the bank',
      '--note',
      'audit: risk team flagged payee',
    );
    await page.goto(`${site.url}/m/withdrawReport`);
    const secondRecord = page.getByTestId(`withdraw-record-${second}`);
    await expect(secondRecord).toHaveAttribute('data-status', 'rejected');
    await expect(secondRecord.getByTestId(`withdraw-record-${second}-reason`)).toHaveText(
      'Name does not match the bank',
    );
    await expect(page.getByTestId('withdraw-records')).not.toContainText('risk team');
    await expect(page.getByTestId('report-balance')).toHaveText('₱800.00');
    await snapshot(page, 'wallet-withdraw-report');
    await expect(await headerBalance(page, site)).toContainText('₱800.00');
  });

  test('a pending withdrawal is cancelled after a confirmation; the money comes back', async ({ page, site }) => {
    test.slow();
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'cara', creditMinor: 50_000 });
    await setPaymentPassword(page, site);
    await page.goto(`${site.url}/m/withdraw`);
    await bindCard(page, { payee: 'Cara Lim', bank: 'BPI', number: '5544332211' });
    await page.getByTestId('withdraw-amount').locator('input').fill('150');
    await page.getByTestId('withdraw-pin').locator('input').fill(PIN);
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-result-report').click();

    const [id] = orderIds(site.admin('withdrawals:pending'));
    const record = page.getByTestId(`withdraw-record-${id}`);
    await expect(page.getByTestId('report-balance')).toHaveText('₱350.00');
    // Kept when the player thinks again.
    await record.getByTestId(`withdraw-record-${id}-cancel`).click();
    await expect(page.getByRole('alertdialog')).toContainText('Cancel this withdrawal of ₱150.00?');
    await snapshot(page, 'wallet-withdraw-cancel');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep it' }).click();
    await expect(record).toHaveAttribute('data-status', 'pending');

    await record.getByTestId(`withdraw-record-${id}-cancel`).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(record).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByTestId('report-balance')).toHaveText('₱500.00');
    expect(site.admin('withdrawals:pending')).toBe('No pending withdrawals.');
  });

  test('turnover not met: the player sees what is left to bet and cannot withdraw', async ({ page, site }) => {
    await inEnglish(page);
    const name = await loggedInPlayer(page, site, { prefix: 'tina' });
    // A deposit adds 100% of itself to the turnover to bet (the demo's rule).
    await approvedBankDeposit(page, site, { amount: '1000', payer: 'Tina Go' });
    site.admin('adjust', name, '20000', '--reason', 'bonus');

    await setPaymentPassword(page, site);
    await page.goto(`${site.url}/m/withdraw`);
    await expect(page.getByTestId('withdraw-balance')).toHaveText('₱1,200.00');
    await expect(page.getByTestId('withdraw-withdrawable')).toHaveText('₱0.00');
    await expect(page.getByTestId('turnover-required')).toHaveText('₱1,000.00');
    await expect(page.getByTestId('turnover-done')).toHaveText('₱0.00');
    await expect(page.getByTestId('turnover-remaining')).toHaveText('₱1,000.00');
    await expect(page.getByTestId('turnover-percent')).toHaveText('0%');
    await expect(page.getByTestId('turnover-blocked')).toContainText('Bet ₱1,000.00 more to unlock withdrawals');
    await bindCard(page, { payee: 'Tina Go' });
    await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
    await snapshot(page, 'wallet-withdraw-turnover');
  });
});
