// A re-upload is caught: the demo artist uploads a recording that review rejected, encoded
// again at another bitrate; the reviewer sees 'Possible duplicate' naming the rejected track.
import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { makeMelody } from './audio-files';
import { apiAs } from './catalog';
import { expect, test } from './fixtures';

async function upload(artist: APIRequestContext, title: string, audio: Buffer) {
  const response = await artist.post('/api/uploads/tracks', {
    multipart: {
      title,
      instrumentation: 'vocals_only',
      audio: { name: 'melody.mp3', mimeType: 'audio/mpeg', buffer: audio },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { track: { id: string } }).track.id;
}

async function processed(admin: APIRequestContext, trackId: string) {
  await expect
    .poll(
      async () => {
        const response = await admin.get(`/api/moderation/tracks/${trackId}`);
        return ((await response.json()) as { processing: { stage: string } }).processing.stage;
      },
      { timeout: 90_000 },
    )
    .toBe('completed');
}

test('a re-upload of a rejected recording shows the duplicate warning in moderation', async ({
  page,
  baseURL,
  signIn,
}, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  const tag = Date.now().toString(36);
  const [first, again] = [`Melody ${tag}`, `Melody Again ${tag}`];
  const original = readFileSync(
    makeMelody(testInfo.outputPath('melody-64.mp3'), { seconds: 30, bitrate: '64k' }),
  );
  const copy = readFileSync(
    makeMelody(testInfo.outputPath('melody-96.mp3'), { seconds: 30, bitrate: '96k' }),
  );
  const artist = await apiAs(baseURL, 'artist');
  const admin = await apiAs(baseURL, 'admin');
  const made: string[] = [];
  try {
    const firstId = await upload(artist, first, original);
    made.push(firstId);
    await processed(admin, firstId);
    const rejected = await admin.post(`/api/moderation/tracks/${firstId}/reviews`, {
      data: { decision: 'rejected', rejectionReason: 'Not the artist’s own recording' },
    });
    expect(rejected.status(), await rejected.text()).toBe(201);

    const againId = await upload(artist, again, copy);
    made.push(againId);
    await processed(admin, againId);

    await signIn(page, 'admin');
    await page.goto('/moderation');
    await page
      .getByTestId('moderation-queue')
      .getByRole('button', { name: new RegExp(again) })
      .click();
    const detail = page.getByRole('article', { name: again });
    const warning = detail.getByRole('region', { name: 'Possible duplicate' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: first })).toBeVisible();
    await expect(warning).toContainText(/\d+\s?%/);
  } finally {
    for (const id of made) await artist.delete(`/api/me/tracks/${id}`);
    await artist.dispose();
    await admin.dispose();
  }
});
