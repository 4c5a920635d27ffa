// A series' podcast feed, read back by a real feed parser: live episodes only, enclosures with
// their length and type at a stable address, chapters, and conditional requests.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackRenditions, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTrack } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { createUploader } from '../../test/uploads';
import { podcastGuid } from './feed';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUploader>>;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUploader(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

type Item = {
  title: string;
  guid: string;
  enclosure?: { url: string; length: string; type: string };
  itunes?: { duration?: string; episode?: string };
  chapters?: { $: { url: string; type: string } };
};
const parser = new Parser<{ itunes?: { author?: string }; language?: string }, Item>({
  customFields: { item: [['podcast:chapters', 'chapters']] },
});

async function episode(title: string, status: 'live' | 'qc' = 'live', chapters = false) {
  const track = await createTrack(t, {
    artistId: owner.artist.id,
    title,
    status,
    durationMs: 45 * 60_000,
    publishedAt: new Date(),
    ...(chapters
      ? {
          chapters: [
            { title: 'Opening', startMs: 0 },
            { title: 'Questions', startMs: 1_800_000 },
          ],
        }
      : {}),
  });
  for (const [bitrate, size] of [
    [128, 43_200_000],
    [320, 108_000_000],
  ] as const) {
    await t.database.db.insert(trackRenditions).values({
      trackId: track.id,
      kind: bitrate === 320 ? 'original' : 'stream',
      format: 'mp3',
      mimeType: 'audio/mpeg',
      bitrateKbps: bitrate,
      sizeBytes: size,
      storageKey: `test/${randomUUID()}.mp3`,
    });
  }
  return track;
}

async function seriesWith(episodes: { id: string }[], ordering = 'ordered') {
  const created = await call(t, 'POST', '/api/me/series', {
    as: owner.user,
    payload: {
      title: 'Invented tafsir lessons',
      description: 'A demo series',
      kind: 'tafsir',
      language: 'arabic',
      ordering,
    },
  });
  const { id } = created.json<{ id: string }>();
  const approved = await call(t, 'POST', `/api/moderation/series/${id}/decision`, {
    as: admin,
    payload: { decision: 'approve' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const set = await call(t, 'PUT', `/api/me/series/${id}/episodes`, {
    as: owner.user,
    payload: { trackIds: episodes.map((e) => e.id) },
  });
  expect(set.statusCode, set.body).toBe(200);
  return id;
}

const feedOf = (seriesId: string, headers: Record<string, string> = {}) =>
  call(t, 'GET', `/api/series/${seriesId}/feed.xml`, { headers });

describe('GET /api/series/:seriesId/feed.xml', () => {
  it('parses as a podcast with its live episodes in order, their enclosures and chapters', async () => {
    const one = await episode('Lesson one', 'live', true);
    const draft = await episode('Lesson draft', 'qc');
    const two = await episode('Lesson two');
    const id = await seriesWith([one, draft, two]);
    const response = await feedOf(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(response.body).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
    expect(response.body).toContain('<itunes:type>serial</itunes:type>');

    const feed = await parser.parseString(response.body);
    expect(feed.title).toBe('Invented tafsir lessons');
    expect(feed.language).toBe('ar');
    expect(feed.itunes?.author).toBe(owner.artist.name);
    expect(feed.items.map((item) => item.title)).toEqual(['Lesson one', 'Lesson two']);
    const [first, second] = feed.items;
    expect(first?.enclosure).toEqual({
      url: `${t.config.publicUrl}/api/tracks/${one.id}/audio`,
      length: '43200000',
      type: 'audio/mpeg',
    });
    expect(first?.itunes).toMatchObject({ duration: '00:45:00', episode: '1' });
    expect(second?.itunes).toMatchObject({ episode: '2' });
    expect(first?.chapters?.$).toEqual({
      url: `${t.config.publicUrl}/api/tracks/${one.id}/chapters.json`,
      type: 'application/json+chapters',
    });
    expect(second?.chapters).toBeUndefined();
    expect(first?.guid).toBe(`sada-track-${one.id}`);

    // The chapters and the audio behind the links.
    const chapters = await call(t, 'GET', `/api/tracks/${one.id}/chapters.json`);
    expect(chapters.headers['content-type']).toContain('application/json+chapters');
    expect(chapters.json()).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Opening' },
        { startTime: 1800, title: 'Questions' },
      ],
    });
    const audio = await call(t, 'GET', `/api/tracks/${one.id}/audio`);
    expect(audio.statusCode).toBe(302);
    expect(audio.headers.location).toMatch(new RegExp(`/api/tracks/${one.id}/stream|/api/stream`));
    expect((await call(t, 'GET', `/api/tracks/${draft.id}/audio`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/tracks/${one.id}/audio?quality=7`)).statusCode).toBe(400);
  });

  it('answers 304 to a client that has the feed, and a take-down leaves the feed at once', async () => {
    const one = await episode('Kept');
    const two = await episode('Taken down');
    const id = await seriesWith([one, two], 'episodic');
    const first = await feedOf(id);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.body).toContain('<itunes:type>episodic</itunes:type>');
    const again = await feedOf(id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const takeDown = await call(t, 'POST', `/api/admin/tracks/${two.id}/take-down`, {
      as: admin,
      payload: { reason: 'Not suitable' },
    });
    expect(takeDown.statusCode, takeDown.body).toBe(200);
    await t.settle();
    const after = await feedOf(id, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const feed = await parser.parseString(after.body);
    expect(feed.items.map((item) => item.title)).toEqual(['Kept']);
  });

  it('is 404 for a series without live episodes, and 400 for an id that is not one', async () => {
    const id = await seriesWith([await episode('Draft only', 'qc')]);
    expect((await feedOf(id)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/series/nope/feed.xml')).statusCode).toBe(400);
  });

  it('names the feed with the Podcasting 2.0 guid of its address', () => {
    // The specification's example: podcastindex.org/namespace/1.0 → its published guid.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });
});

describe('the episode audio address', () => {
  it('follows the track: gone when it is no longer live', async () => {
    const track = await episode('Short-lived');
    expect((await call(t, 'GET', `/api/tracks/${track.id}/audio`)).statusCode).toBe(302);
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, track.id));
    expect((await call(t, 'GET', `/api/tracks/${track.id}/audio`)).statusCode).toBe(404);
  });
});
