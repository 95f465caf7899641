import sharp from 'sharp';
import { logInByUsername, newPlayer } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';

const PASSWORD = 'amber-harbor-2026';

const picture = async (colour: string, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width: 640, height: 400, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

test.describe('feedback (spec 2 /m/feedback, spec 5 limits)', () => {
  test('a player sends feedback with pictures, sees the limits, then the operator’s reply', async ({ page, site }) => {
    const name = newPlayer(site, 'fb', PASSWORD);
    await logInByUsername(page, site, name, PASSWORD);
    await page.goto(`${site.url}/m/feedback`);
    const form = page.getByTestId('feedback-form');

    // Nothing filled: each field says what it needs.
    await page.getByTestId('feedback-submit').click();
    await expect(form.getByText('Piliin kung tungkol saan ito.')).toBeVisible();
    await expect(page.getByTestId('feedback-content-error')).toHaveText('Sumulat ng 5 hanggang 300 salita.');

    await page.getByTestId('feedback-category-deposit').click();
    await page.getByTestId('feedback-title').fill('Hindi pa pumapasok ang deposito');
    await page.getByTestId('feedback-content').fill('Tatlong salita lang');
    await expect(page.getByTestId('feedback-word-count')).toHaveText('3 salita (5-300)');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toBeVisible();
    await page
      .getByTestId('feedback-content')
      .fill('Nag-deposit ako kaninang umaga pero hindi pa pumapasok sa aking account.');

    const input = page.getByTestId('feedback-file-input');
    await input.setInputFiles([
      { name: 'screen.png', mimeType: 'image/png', buffer: await picture('#2b6cb0', 'png') },
      { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await picture('#e53e3e', 'jpeg') },
    ]);
    await expect(page.getByTestId('feedback-preview')).toHaveCount(2);
    // An SVG is refused at once and not added.
    await input.setInputFiles([{ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') }]);
    await expect(page.getByText('PNG o JPG na larawan lamang ang maaaring ilakip.')).toBeVisible();
    await expect(page.getByTestId('feedback-preview')).toHaveCount(2);
    // A third is taken; then the picker is full.
    await input.setInputFiles([{ name: 'c.png', mimeType: 'image/png', buffer: await picture('#38a169', 'png') }]);
    await expect(page.getByTestId('feedback-preview')).toHaveCount(3);
    await expect(page.getByTestId('feedback-add-picture')).toHaveCount(0);
    await snapshot(page, 'feedback-form-ty');
    await page.getByTestId('feedback-preview-remove').last().click();
    await expect(page.getByTestId('feedback-preview')).toHaveCount(2);

    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-list')).toBeVisible();
    const item = page.getByTestId('feedback-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('feedback-item-title')).toHaveText('Hindi pa pumapasok ang deposito');
    await expect(item.getByTestId('feedback-status')).toHaveText('Naghihintay ng sagot');
    const pictures = item.getByTestId('feedback-item-picture');
    await expect(pictures).toHaveCount(2);
    await expect
      .poll(() => pictures.evaluateAll((images) => images.map((i) => (i as HTMLImageElement).naturalWidth)))
      .toEqual([640, 640]);

    // The operator answers; the player sees it on the next visit.
    const listed = JSON.parse(site.admin('feedback:list')) as { id: number }[];
    site.admin('feedback:reply', String(listed[0]?.id), 'Pumasok na po ang inyong deposito. Salamat!');
    await page.reload();
    await page.getByTestId('feedback-tabs').getByText('Aking feedback').click();
    await expect(page.getByTestId('feedback-reply')).toContainText('Pumasok na po ang inyong deposito.');
    await expect(page.getByTestId('feedback-status')).toHaveText('Nasagot na');
    await snapshot(page, 'feedback-list-ty');
  });

  test('a file that only claims to be a picture is refused by the server with its message', async ({ page, site }) => {
    const name = newPlayer(site, 'fbx', PASSWORD);
    await logInByUsername(page, site, name, PASSWORD);
    await page.goto(`${site.url}/m/feedback`);
    await page.getByTestId('feedback-category-games').click();
    await page.getByTestId('feedback-title').fill('Laro');
    await page.getByTestId('feedback-content').fill('Ang laro ay hindi bumubukas sa aking telepono ngayon.');
    await page
      .getByTestId('feedback-file-input')
      .setInputFiles([
        { name: 'page.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
      ]);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByText('PNG o JPG na larawan lamang ang maaaring ilakip.')).toBeVisible();
    // Nothing was kept: the form still holds what was typed, the list is empty.
    await expect(page.getByTestId('feedback-title')).toHaveValue('Laro');
    await page.getByTestId('feedback-tabs').getByText('Aking feedback').click();
    await expect(page.getByTestId('no-data')).toBeVisible();
  });
});
