// Playing a track from elsewhere keeps the queue: an album is playing, a track found
// by search plays in front of what is to come, and the album's tracks are all still queued.
import { expect, test } from './fixtures';
import {
  playerBar,
  playerTitle,
  queueDialog,
  queueTitles,
  waitForAudioPast,
} from './player-helpers';

interface Listed {
  title: string;
  album: { id: string } | null;
}

test('a track played from search goes in front of the album, which stays queued', async ({
  page,
}) => {
  const response = await page.request.get('/api/tracks?sort=recent&limit=50');
  const { tracks } = (await response.json()) as { tracks: Listed[] };
  const albumId = tracks.find((track) => track.album !== null)?.album?.id;
  if (!albumId) throw new Error('the demo catalog has no track on an album');
  const played = await page.request.get(`/api/play/album/${albumId}`);
  const album = ((await played.json()) as { tracks: Listed[] }).tracks.map((t) => t.title);
  expect(album.length).toBeGreaterThan(1);
  // A title no other track has, so its play button cannot be confused with another result's.
  const found = tracks.find(
    (track) =>
      track.album?.id !== albumId &&
      !album.includes(track.title) &&
      tracks.filter((other) => other.title === track.title).length === 1,
  );
  if (!found) throw new Error('the demo catalog has no track beside the album');

  await page.goto(`/album/${albumId}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(playerTitle(page)).toHaveText(album[0] ?? '');
  await waitForAudioPast(page, 0.3);

  // Searched from the top bar: the page stays loaded and the album keeps playing meanwhile.
  const box = page.getByRole('searchbox', { name: 'Search Sada' });
  await box.fill(found.title);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(found.title)}`);
  const results = page.getByRole('region', { name: 'Tracks' });
  await results.getByRole('button', { name: `Play ${found.title}`, exact: true }).click();
  await expect(playerTitle(page)).toHaveText(found.title);
  await waitForAudioPast(page, 0.3);

  await playerBar(page).getByRole('button', { name: 'Queue' }).click();
  const drawer = queueDialog(page);
  await expect(drawer).toBeVisible();
  // In front of what is to come: the album track that was playing, then the rest of the album.
  expect(await queueTitles(page)).toEqual([found.title, ...album]);
  await expect(drawer.getByTestId('queue-item').first()).toHaveAttribute('aria-current', 'true');
  await expect(drawer.getByText(`Up next: ${album.length} songs`)).toBeVisible();
});
