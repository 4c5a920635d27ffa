// Long-form listening: an hour-long lecture uploaded in parts survives a dropped connection; a
// series whose episode has chapters; a listener jumps to a chapter, stops, and on another device
// (a new browser context) 'Continue listening' takes them back to the same place.
import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { makeLongTone, makeTone } from './audio-files';
import { apiAs } from './catalog';
import { expect, newAccount, test } from './fixtures';
import { audioTime, playerBar, waitForAudio } from './player-helpers';

// Invented for this test: a made-up lecture and chapter titles.
const seriesTitle = `Notes on patience, a test series ${Date.now()}`;
const episodeTitle = `Lesson one, on patience (test) ${Date.now()}`;
const chapters = [
  { startMs: 0, title: 'Opening words' },
  { startMs: 4 * 60_000, title: 'A story of patience' },
  { startMs: 12 * 60_000, title: 'Questions and answers' },
];

/** Uploads a 13-minute episode with chapters, approves it and a series holding it. */
async function makeSeries(baseURL: string, audioPath: string) {
  const artist = await apiAs(baseURL, 'artist');
  const admin = await apiAs(baseURL, 'admin');
  const audio = readFileSync(makeTone(audioPath, { frequency: 330, seconds: 13 * 60 }));
  const uploaded = await artist.post('/api/uploads/tracks', {
    multipart: {
      title: episodeTitle,
      instrumentation: 'spoken_word',
      audio: { name: 'lesson.mp3', mimeType: 'audio/mpeg', buffer: audio },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { track } = (await uploaded.json()) as { track: { id: string } };
  // Chapters before review: the reviewer approves them with the track.
  const saved = await artist.put(`/api/me/tracks/${track.id}/chapters`, { data: { chapters } });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect.poll(async () => stageOf(admin, track.id), { timeout: 120_000 }).toBe('completed');
  const review = await admin.post(`/api/moderation/tracks/${track.id}/reviews`, {
    data: { decision: 'approved', instrumentation: 'spoken_word' },
  });
  expect(review.status(), await review.text()).toBe(201);

  const created = await artist.post('/api/me/series', {
    data: { title: seriesTitle, kind: 'lectures', language: 'english', ordering: 'ordered' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const series = (await created.json()) as { id: string };
  const episodes = await artist.put(`/api/me/series/${series.id}/episodes`, {
    data: { trackIds: [track.id] },
  });
  expect(episodes.status(), await episodes.text()).toBe(200);
  const approved = await admin.post(`/api/moderation/series/${series.id}/decision`, {
    data: { decision: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  return {
    seriesId: series.id,
    dispose: async () => {
      await artist.delete(`/api/me/series/${series.id}`);
      await artist.delete(`/api/me/tracks/${track.id}`);
      await artist.dispose();
      await admin.dispose();
    },
  };
}

test('an hour-long upload loses its connection halfway and goes on from where it stopped', async ({
  page,
  context,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const audio = makeLongTone(testInfo.outputPath('hour-lecture.mp3'), { minutes: 60 });
  const title = `An hour-long lecture (test) ${Date.now().toString(36)}`;
  await signIn(page, 'artist');

  // Where each part starts, as the browser sends it; the connection drops as the third goes.
  const offsets: number[] = [];
  let dropped = false;
  await page.route('**/api/uploads/resumable/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    offsets.push(Number(request.headers()['upload-offset']));
    if (offsets.length === 3 && !dropped) {
      dropped = true;
      await context.setOffline(true);
      return route.abort('internetdisconnected').catch(() => undefined);
    }
    return route.continue();
  });

  await page.goto('/upload');
  await page.getByLabel('Choose audio').setInputFiles(audio);
  await expect(page.getByText('hour-lecture.mp3')).toBeVisible();
  await expect(
    page.getByText(
      'A large file: it is sent in parts and picks up where it stopped if the connection drops.',
    ),
  ).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content type').selectOption('lecture');
  await page.getByLabel('Instrumentation').selectOption('spoken_word');
  await page.getByRole('button', { name: 'Publish Track' }).click();

  await expect(
    page.getByText('Connection lost — the upload will continue when you are back online.'),
  ).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Uploading the file' });
  const stoppedAt = Number(await progress.getAttribute('aria-valuenow'));
  expect(stoppedAt).toBeGreaterThan(0);
  expect(stoppedAt).toBeLessThan(100);
  await context.setOffline(false);

  await expect(page.getByText('Upload successful!')).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  // After the drop it went on from the server's offset: no part started over from the start.
  const afterDrop = offsets.slice(3);
  expect(afterDrop.length).toBeGreaterThan(0);
  expect(afterDrop[0]).toBe(offsets[2]);
  expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);

  // The track is there; it is removed so that its hour of processing does not go on.
  const mine = await page.request.get('/api/me/tracks?limit=20');
  const { tracks } = (await mine.json()) as { tracks: { id: string; title: string }[] };
  const track = tracks.find((item) => item.title === title);
  expect(track).toBeDefined();
  const deleted = await page.request.delete(`/api/me/tracks/${track?.id ?? ''}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(deleted.status()).toBe(200);
});

async function stageOf(admin: APIRequestContext, trackId: string): Promise<string> {
  const response = await admin.get(`/api/moderation/tracks/${trackId}`);
  const track = (await response.json()) as { processing: { stage: string } };
  return track.processing.stage;
}

test('a listener jumps to a chapter, stops, and continues there on another device', async ({
  page,
  browser,
  baseURL,
  signUp,
}, testInfo) => {
  test.setTimeout(240_000);
  const made = await makeSeries(baseURL ?? '', testInfo.outputPath('lesson.mp3'));
  try {
    const listener = newAccount('resume');
    await signUp(page, listener);

    // The series page: its episode, and Play starts it (nothing heard yet).
    await page.goto(`/series/${made.seriesId}`);
    await expect(page.getByRole('heading', { name: seriesTitle })).toBeVisible();
    await expect(page.getByText(episodeTitle)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await waitForAudio(page, (audio) => !audio.paused && audio.currentTime > 0.3);

    // Chapters on the bar: the one playing is named, and the list jumps to 12:00.
    const bar = playerBar(page);
    await expect(bar.getByTestId('player-chapter')).toHaveText(/Opening words/);
    await bar.getByRole('button', { name: 'Chapters' }).click();
    await page
      .getByRole('menuitemradio', { name: 'Play from 12:00: Questions and answers' })
      .click();
    await waitForAudio(page, (audio) => !audio.paused && audio.currentTime >= 720);
    await expect(bar.getByTestId('player-chapter')).toHaveText(/Questions and answers/);
    // A few seconds into the chapter, then a pause: the place is saved.
    await waitForAudio(page, (audio) => audio.currentTime >= 722);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/me/positions/') && response.request().method() === 'PUT',
    );
    await bar.getByRole('button', { name: 'Pause', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const stoppedAt = await audioTime(page);

    // Another device: a new context, signed in as the same listener, nothing kept locally.
    const other = await browser.newContext({ baseURL });
    try {
      const second = await other.newPage();
      const signedIn = await second.request.post('/api/auth/sign-in/email', {
        data: { email: listener.email, password: listener.password },
        headers: { origin: new URL(baseURL ?? '').origin },
      });
      expect(signedIn.ok(), await signedIn.text()).toBe(true);
      await second.goto('/home');
      const shelf = second.getByRole('region', { name: 'Continue listening' });
      await expect(shelf.getByText(episodeTitle)).toBeVisible();
      await shelf.getByRole('button', { name: `Resume ${episodeTitle} from` }).click();
      await waitForAudio(second, (audio) => !audio.paused && audio.currentTime > 700);
      expect(Math.abs((await audioTime(second)) - stoppedAt)).toBeLessThanOrEqual(5);
      await expect(playerBar(second).getByTestId('player-chapter')).toHaveText(
        /Questions and answers/,
      );
    } finally {
      await other.close();
    }
  } finally {
    await made.dispose();
  }
});
