// What a listener chooses to hear (decision 014) and who reviewed what they hear (decision 015):
// a new listener answers 'What would you like to hear?' with 'Vocals only', and no track with
// instruments reaches them on browse, search or a genre page; a track page names its reviewer.
import type { APIRequestContext, Page } from '@playwright/test';

import { apiAs, createLiveTracks } from './catalog';
import { expect, newAccount, test } from './fixtures';

const heardUnderVocalsOnly = ['vocals_only', 'spoken_word'];

/** The instrumentation of every track linked from the page, as the API reports it. */
async function instrumentationsOn(page: Page, api: APIRequestContext): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/track/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.map((href) => href.split('/')[2]?.split(/[?#]/)[0] ?? ''))];
  const kinds: string[] = [];
  for (const id of ids) {
    const response = await api.get(`/api/tracks/${id}`);
    expect(response.status()).toBe(200);
    kinds.push(
      ((await response.json()) as { instrumentation: string | null }).instrumentation ?? 'none',
    );
  }
  return kinds;
}

test('a listener who picks Vocals only meets no track with instruments', async ({
  page,
  baseURL,
  signUp,
}, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  const word = `Zephyrine${Date.now().toString(36)}`;
  const genre = 'arabic_learning';
  const voices = await createLiveTracks(baseURL, {
    titles: [`${word} Voices`],
    audioPath: testInfo.outputPath('voices.mp3'),
    genre,
  });
  const oud = await createLiveTracks(baseURL, {
    titles: [`${word} Oud`],
    audioPath: testInfo.outputPath('oud.mp3'),
    genre,
    instrumentation: 'instruments',
  });
  const visitorApi = await apiAs(baseURL, 'new listener');
  try {
    // Before any choice, both are there.
    await page.goto(`/search?q=${word}`);
    const results = page.getByRole('region', { name: 'Tracks' });
    await expect(results).toContainText(`${word} Oud`);
    await expect(results).toContainText(`${word} Voices`);

    await signUp(page, newAccount('rule'));
    await page.goto('/browse');
    // Asked in a card at the top of the page, which stands in nobody's way (not a dialog).
    const question = page.getByRole('region', { name: 'What would you like to hear?' });
    await expect(question).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await question.getByRole('radio', { name: /Vocals only/ }).check();
    await question.getByRole('button', { name: 'Save' }).click();
    await expect(question).toBeHidden();

    await page.goto(`/search?q=${word}`);
    await expect(results).toContainText(`${word} Voices`);
    await expect(results).not.toContainText(`${word} Oud`);

    await page.goto(`/genre/${genre}`);
    await expect(page.getByRole('main')).toContainText(`${word} Voices`);
    await expect(page.getByRole('main')).not.toContainText(`${word} Oud`);
    for (const kind of await instrumentationsOn(page, visitorApi)) {
      expect(heardUnderVocalsOnly).toContain(kind);
    }

    await page.goto('/browse');
    await expect(page.locator('main a[href^="/track/"]').first()).toBeVisible();
    const onBrowse = await instrumentationsOn(page, visitorApi);
    expect(onBrowse.length).toBeGreaterThan(0);
    for (const kind of onBrowse) expect(heardUnderVocalsOnly).toContain(kind);

    // The track page names who reviewed it, and when.
    await page.goto(`/track/${voices.tracks[0]?.id}`);
    await expect(page.getByText(/Reviewed by Demo Review Board \(invented\).* on /)).toBeVisible();
    await page.getByRole('link', { name: 'Review history' }).click();
    await expect(page.getByRole('heading', { name: 'Review history', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Approved');
  } finally {
    await visitorApi.dispose();
    await voices.dispose();
    await oud.dispose();
  }
});
