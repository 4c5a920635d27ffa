// /api/me/artist-profile: an artist without a profile creates one (name, bio, avatar) and can
// then upload; the avatar's type is read from its bytes and it is stored re-encoded.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artists } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeImage } from '../../test/audio';
import { createUser, randomIp, type TestUser } from '../../test/factories';
import { multipart, type FormParts } from '../../test/multipart';
import { postUpload } from '../../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function create(user: TestUser | null, parts: FormParts) {
  const form = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/artist-profile',
    remoteAddress: randomIp(),
    headers: {
      origin: t.config.publicUrl,
      ...(user ? { cookie: user.cookie } : {}),
      ...form.headers,
    },
    payload: form.payload,
  });
}

function mine(user: TestUser | null) {
  return t.app.inject({
    method: 'GET',
    url: '/api/me/artist-profile',
    headers: user ? { cookie: user.cookie } : {},
  });
}

describe('the artist profile', () => {
  it('is null until created, then holds the name, bio and a re-encoded avatar', async () => {
    const artist = await createUser(t, { role: 'artist' });
    expect((await mine(artist)).json()).toEqual({ artistProfile: null });

    const png = await makeImage('png', 1200);
    const response = await create(artist, {
      name: '  Noor Ensemble ',
      bio: 'Voices and daf',
      avatar: { filename: 'me.png', contentType: 'image/png', data: png },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { artistProfile } = response.json<{
      artistProfile: { id: string; avatarUrl: string };
    }>();
    expect(artistProfile).toMatchObject({
      name: 'Noor Ensemble',
      bio: 'Voices and daf',
      verified: false,
      monthlyListeners: 0,
    });
    expect(artistProfile.avatarUrl).toMatch(
      new RegExp(`^/api/media/artist-avatars/${artistProfile.id}/\\d+\\.jpg$`),
    );
    const avatar = await t.app.inject({ method: 'GET', url: artistProfile.avatarUrl });
    expect(avatar.statusCode).toBe(200);
    const meta = await sharp(avatar.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(800);

    expect((await mine(artist)).json()).toEqual({ artistProfile });
    const [row] = await t.database.db
      .select({ owner: artists.ownerUserId })
      .from(artists)
      .where(eq(artists.id, artistProfile.id));
    expect(row?.owner).toBe(artist.id);
  });

  it('lets its owner upload', async () => {
    const artist = await createUser(t, { role: 'artist' });
    const before = await postUpload(t, artist, { title: 'x' });
    expect(before.json<{ error: { message: string } }>().error.message).toBe(
      'Artist profile required: Please create an artist profile first',
    );
    expect((await create(artist, { name: 'Ready' })).statusCode).toBe(201);
    const after = await postUpload(t, artist, { title: 'x' });
    expect(after.json<{ error: { code: string } }>().error.code).toBe('missing_information');
  });

  it('is made once per user', async () => {
    const artist = await createUser(t, { role: 'artist' });
    expect((await create(artist, { name: 'First' })).statusCode).toBe(201);
    const again = await create(artist, { name: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      'You already have an artist profile',
    );
  });

  it('needs a name, and an avatar that is a picture', async () => {
    const artist = await createUser(t, { role: 'artist' });
    const blank = await create(artist, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: { message: string } }>().error.message).toBe(
      'Please enter your artist name',
    );
    const notPicture = await create(artist, {
      name: 'Named',
      avatar: { filename: 'me.png', contentType: 'image/png', data: Buffer.from('<svg/>') },
    });
    expect(notPicture.statusCode).toBe(415);
    expect(notPicture.json<{ error: { message: string } }>().error.message).toBe(
      'Invalid image file type. Please upload JPEG, PNG, or WebP files.',
    );
    expect((await mine(artist)).json()).toEqual({ artistProfile: null });
  });

  it('can be created from JSON without an avatar', async () => {
    const artist = await createUser(t, { role: 'artist' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/artist-profile',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: artist.cookie },
      payload: { name: 'Plain' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ artistProfile: { name: 'Plain', avatarUrl: null } });
  });

  it('is for artists only', async () => {
    const listener = await createUser(t, { role: 'listener' });
    expect((await create(listener, { name: 'Nope' })).statusCode).toBe(403);
    expect((await create(null, { name: 'Nope' })).statusCode).toBe(401);
    expect((await mine(null)).statusCode).toBe(401);
  });
});
