// Notifications: a notification created for a user reaches the user's open
// page live, with the badge and a toast and without a reload; the dropdown marks all read.
// The notification comes from a real action in another browser: the demo listener adds a track
// to the demo artist's public collaborative playlist.
import type { Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

async function postJson(page: Page, path: string, data: unknown = {}) {
  const response = await page.request.post(path, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('a notification arrives live, and Mark all as read clears the badge', async ({
  page,
  browser,
  signIn,
  baseURL,
}) => {
  // axe checks every element's contrast; with software rendering on two cores that takes a while.
  test.slow();
  await signIn(page, 'artist');
  await page.goto('/browse');
  // Start from nothing unread, whatever earlier journeys left.
  await postJson(page, '/api/me/notifications/read-all');
  const playlistName = `Shared journey ${Date.now().toString(36)}`;
  const playlist = await postJson(page, '/api/playlists', {
    name: playlistName,
    isPublic: true,
    collaborative: true,
  });
  // The stream is open (the server listens for the artist's events) before anything happens.
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
  );
  await page.reload();
  await streamOpen;
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  const listenerContext = await browser.newContext({ baseURL });
  try {
    const listener = await listenerContext.newPage();
    await signIn(listener, 'listener');
    await listener.goto('/browse');
    const tracks = await listener.request.get('/api/tracks?limit=1');
    const { tracks: list } = (await tracks.json()) as { tracks: { id: string; title: string }[] };
    const track = list[0];
    if (!track) throw new Error('the demo catalog has no live track');
    const added = await listener.request.post(`/api/playlists/${String(playlist.id)}/tracks`, {
      data: { trackId: track.id },
      headers: { origin: new URL(listener.url()).origin },
    });
    expect(added.status()).toBe(201);

    // The artist's page, untouched since, shows it: badge, name and toast.
    const bell = page.getByRole('button', { name: '1 unread notification' });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    const toast = page.getByRole('listitem').filter({ hasText: 'Track added to your playlist' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`"${track.title}" to ${playlistName}.`);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const item = panel.getByRole('listitem').first();
    await expect(item).toContainText('Track added to your playlist');
    await expect(item).toContainText('Unread');

    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('All notifications marked as read')).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(panel.getByRole('listitem').first()).not.toContainText('Unread');
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  } finally {
    await listenerContext.close();
  }
});
