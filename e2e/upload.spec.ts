// Upload: the demo artist uploads a real MP3 with a cover, watches it upload and process, lands on
// /browse, finds it under review in their tracks, edits its title and deletes it; a text file named
// .mp3 is refused before anything is sent.
import { makeTone } from './audio-files';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

// An 8×8 teal PNG.
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII=',
  'base64',
);

test('the artist uploads a track, follows it to review, edits and deletes it', async ({
  page,
  signIn,
}, testInfo) => {
  const audio = makeTone(testInfo.outputPath('evening-tone.mp3'), { frequency: 440, seconds: 3 });
  const title = `Evening Tone ${Date.now().toString(36)}`;
  await signIn(page, 'artist');
  await page.goto('/upload');

  const publish = page.getByRole('button', { name: 'Publish Track' });
  await expect(publish).toBeDisabled();
  await page.getByLabel('Choose audio').setInputFiles(audio);
  await expect(page.getByText('evening-tone.mp3')).toBeVisible();
  await expect(page.getByLabel('Preview of evening-tone.mp3')).toBeVisible();
  await expect(publish).toBeDisabled();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Choose a cover').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: coverPng,
  });
  await expect(page.getByText('cover.png')).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('arabic');
  await page.getByLabel('Content type').selectOption('dhikr');
  await expect(page.getByLabel('Genre')).toHaveValue('dhikr');
  await expect(publish).toBeEnabled();
  // Nothing is sent until the instrumentation is chosen.
  await publish.click();
  await expect(page.getByText('Choose the instrumentation of this track')).toBeVisible();
  await page.getByLabel('Instrumentation').selectOption('vocals_only');
  await publish.click();

  await expect(page.getByText('Upload successful!')).toBeVisible();
  await expect(page.getByText('Cover uploaded!')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading the file' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // Completed: the bar at 100% and the message, for the two seconds before moving on.
  await expect(page.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(
    page.getByText(
      'Audio processed successfully! Your track is now ready for quality control review.',
    ),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/browse$/);
  await expect(
    page.getByText('Track uploaded and processed! Your track is now under quality control review'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'My tracks' }).click();

  await expect(page).toHaveURL(/\/my-tracks$/);
  const row = page.getByRole('listitem', { name: title });
  await expect(row.getByText('Under review')).toBeVisible();
  await expect(row.locator('img[src*="/api/media/track-covers/"]')).toBeVisible();

  const renamed = `${title} (edited)`;
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit track' });
  await expect(editDialog.getByLabel('Genre')).toHaveValue('dhikr');
  await editDialog.getByLabel('Title', { exact: true }).fill(renamed);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Track details saved')).toBeVisible();
  const renamedRow = page.getByRole('listitem', { name: renamed });
  await expect(renamedRow.getByText('Under review')).toBeVisible();

  await renamedRow.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted')).toBeVisible();
  await expect(page.getByRole('listitem', { name: renamed })).toHaveCount(0);
});

test('a text file named .mp3 is refused before anything is sent', async ({ page, signIn }) => {
  await signIn(page, 'artist');
  await page.goto('/upload');
  await page.getByLabel('Title', { exact: true }).fill('Not a song');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads/')) uploads += 1;
  });

  await page.getByLabel('Choose audio').setInputFiles({
    name: 'notes.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('Shopping list: dates, milk, bread.\n'),
  });
  await expect(
    page.getByText('Invalid audio file type. Please upload MP3, WAV, M4A, or OGG files.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Track' })).toBeDisabled();
  expect(uploads).toBe(0);
});

test('the upload form, the track list and the dashboard have no serious accessibility violations', async ({
  page,
  signIn,
}) => {
  // axe checks every element's contrast; with software rendering on two cores that takes a while.
  test.slow();
  await signIn(page, 'artist');
  await page.goto('/upload');
  await page.getByLabel('Choose audio').setInputFiles({
    name: 'notes.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('not audio'),
  });
  await expect(page.getByText('Invalid audio file type', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/my-tracks');
  await expect(page.getByTestId('my-track').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.getByTestId('plays-chart')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-out visitor is asked to sign in', async ({ page }) => {
  await page.goto('/upload');
  const main = page.getByRole('main');
  await expect(main.getByText('Sign in required')).toBeVisible();
  await main.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth/);
});
