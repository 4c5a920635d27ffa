// The profile and settings (001 §2, §5, §7): reading and changing your own, an avatar checked
// by its content, Save Settings all at once with the defaults of 001 §5, privacy settings that
// decide what others see, and deleting an account leaving no row and no file behind.
import type {
  MyProfile,
  PrivacySettings,
  PublicProfile,
  UserSettings,
} from '@sada/contracts/profile';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  artists,
  follows,
  likes,
  playlists,
  playlistTracks,
  profiles,
  trackRenditions,
  tracks,
  userPrivacySettings,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeImage } from '../../test/audio';
import { call } from '../../test/call';
import {
  createArtist,
  createPlaylist,
  createTrack,
  ensureGenres,
  recordPlays,
} from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { multipart, type FormParts } from '../../test/multipart';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(() => t.close());

function putAvatar(user: TestUser, parts: FormParts) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'PUT',
    url: '/api/me/avatar',
    headers: { origin: t.config.publicUrl, cookie: user.cookie, ...body.headers },
    payload: body.payload,
  });
}

async function settingsOf(user: TestUser): Promise<UserSettings> {
  const response = await call(t, 'GET', '/api/me/settings', { as: user });
  expect(response.statusCode).toBe(200);
  return response.json<UserSettings>();
}

async function profileOf(viewer: TestUser | null, userId: string): Promise<PublicProfile> {
  const response = await call(t, 'GET', `/api/users/${userId}`, { as: viewer });
  expect(response.statusCode).toBe(200);
  return response.json<PublicProfile>();
}

const everyoneSees: PrivacySettings = {
  profileVisibility: 'public',
  showPlaylists: true,
  showFollowers: true,
  showListeningActivity: true,
  allowMessages: true,
};

async function rowsOf<T>(statement: SQL): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as { rows: T[] }).rows;
}

describe('signed out', () => {
  const settings = {
    profile: { displayName: 'Someone' },
    preferences: {
      preferredLanguage: 'english',
      islamicSchool: null,
      listeningRule: null,
      prayerNotifications: false,
    },
    privacy: everyoneSees,
  };
  it.each([
    ['GET', '/api/me/profile', undefined],
    ['PATCH', '/api/me/profile', { displayName: 'Someone' }],
    ['PUT', '/api/me/avatar', undefined],
    ['DELETE', '/api/me/avatar', undefined],
    ['GET', '/api/me/settings', undefined],
    ['PUT', '/api/me/settings', settings],
    ['DELETE', '/api/me', { password: 'anything' }],
  ] as const)('%s %s is 401', async (method, url, body) => {
    const response = await call(t, method, url, { payload: body });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and PATCH /api/me/profile', () => {
  it('shows the profile with the counts of liked songs and playlists', async () => {
    const user = await createUser(t, { name: 'Maryam Listener' });
    const [a, b] = [await createTrack(t), await createTrack(t)];
    await t.database.db.insert(likes).values([
      { userId: user.id, trackId: a.id },
      { userId: user.id, trackId: b.id },
    ]);
    await createPlaylist(t, { ownerId: user.id });
    const response = await call(t, 'GET', '/api/me/profile', { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.json<MyProfile>()).toMatchObject({
      id: user.id,
      displayName: 'Maryam Listener',
      username: user.username,
      email: user.email,
      role: 'listener',
      bio: null,
      location: null,
      stats: { likedSongs: 2, playlists: 1 },
    });
  });

  it('counts the liked songs /liked lists: not a track taken down, nor a liked playlist', async () => {
    const user = await createUser(t);
    const [kept, takenDown] = [await createTrack(t), await createTrack(t, { status: 'rejected' })];
    const othersPlaylist = await createPlaylist(t, { ownerId: (await createUser(t)).id });
    await t.database.db.insert(likes).values([
      { userId: user.id, trackId: kept.id },
      { userId: user.id, trackId: takenDown.id },
      { userId: user.id, playlistId: othersPlaylist.id },
    ]);
    const response = await call(t, 'GET', '/api/me/profile', { as: user });
    expect(response.json<MyProfile>().stats).toEqual({ likedSongs: 1, playlists: 0 });
  });

  it('saves the display name, bio and location trimmed, an empty one as null', async () => {
    const user = await createUser(t);
    const before = Date.now() - 1000;
    const response = await call(t, 'PATCH', '/api/me/profile', {
      as: user,
      payload: {
        displayName: '  Yusuf  ',
        bio: '  Nasheeds on the way to work ',
        location: '   ',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<MyProfile>()).toMatchObject({
      displayName: 'Yusuf',
      bio: 'Nasheeds on the way to work',
      location: null,
    });
    // Admin statistics count a profile updated in the last 30 days as active (001 §9).
    const [row] = await t.database.db
      .select({ updatedAt: profiles.updatedAt })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['an empty name', { displayName: ' ' }, 'displayName'],
    ['a bio over 500 characters', { displayName: 'A name', bio: 'x'.repeat(501) }, 'bio'],
    ['a location over 100', { displayName: 'A name', location: 'x'.repeat(101) }, 'location'],
  ])('refuses %s and changes nothing', async (_case, body, field) => {
    const user = await createUser(t, { name: 'Kept Name' });
    const response = await call(t, 'PATCH', '/api/me/profile', { as: user, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    const [row] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.name).toBe('Kept Name');
  });
});

describe('PUT and DELETE /api/me/avatar', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s avatar re-encoded as a JPEG and removes the one it replaces',
    async (format) => {
      const user = await createUser(t);
      const first = await putAvatar(user, {
        avatar: { filename: 'a.png', contentType: 'image/png', data: await makeImage('png') },
      });
      expect(first.statusCode).toBe(200);
      const firstUrl = first.json<{ avatarUrl: string }>().avatarUrl;
      const second = await putAvatar(user, {
        avatar: { filename: `b.${format}`, contentType: 'image/*', data: await makeImage(format) },
      });
      expect(second.statusCode).toBe(200);
      const { avatarUrl } = second.json<{ avatarUrl: string }>();
      expect(avatarUrl).toMatch(new RegExp(`^/api/media/user-avatars/${user.id}/\\d+\\.jpg$`));
      const media = await t.app.inject({ method: 'GET', url: avatarUrl });
      expect(media.statusCode).toBe(200);
      expect(media.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      if (firstUrl !== avatarUrl) {
        expect(await t.storage.stat(firstUrl.replace('/api/media/', ''))).toBeNull();
      }
      const me = await call(t, 'GET', '/api/me/profile', { as: user });
      expect(me.json<MyProfile>().avatarUrl).toBe(avatarUrl);
    },
  );

  it('refuses a text file named .png, an image over 5MB and a form without one', async () => {
    const user = await createUser(t);
    const fake = await putAvatar(user, {
      avatar: { filename: 'a.png', contentType: 'image/png', data: Buffer.from('not an image') },
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe(
      'Invalid image file type. Please upload JPEG, PNG, or WebP files.',
    );
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await putAvatar(user, {
      avatar: { filename: 'a.png', contentType: 'image/png', data: big },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Image size too large. Maximum size is 5MB.');
    const empty = await putAvatar(user, { note: 'no file' });
    expect(empty.statusCode).toBe(400);
    const me = await call(t, 'GET', '/api/me/profile', { as: user });
    expect(me.json<MyProfile>().avatarUrl).toBeNull();
  });

  it('removes the avatar and its file', async () => {
    const user = await createUser(t);
    const put = await putAvatar(user, {
      avatar: { filename: 'a.png', contentType: 'image/png', data: await makeImage('png') },
    });
    const { avatarUrl } = put.json<{ avatarUrl: string }>();
    const response = await call(t, 'DELETE', '/api/me/avatar', { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ avatarUrl: null });
    expect(await t.storage.stat(avatarUrl.replace('/api/media/', ''))).toBeNull();
  });

  it("never deletes someone else's file that an avatar address names", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const put = await putAvatar(other, {
      avatar: { filename: 'a.png', contentType: 'image/png', data: await makeImage('png') },
    });
    const othersUrl = put.json<{ avatarUrl: string }>().avatarUrl;
    const othersKey = othersUrl.replace('/api/media/', '');
    // An address stored before only one's own uploads were accepted.
    await t.database.db.update(users).set({ image: othersUrl }).where(eq(users.id, user.id));
    expect((await call(t, 'DELETE', '/api/me/avatar', { as: user })).statusCode).toBe(200);
    expect(await t.storage.stat(othersKey)).not.toBeNull();
    await t.database.db.update(users).set({ image: othersUrl }).where(eq(users.id, user.id));
    const replaced = await putAvatar(user, {
      avatar: { filename: 'b.png', contentType: 'image/png', data: await makeImage('png') },
    });
    expect(replaced.statusCode).toBe(200);
    expect(await t.storage.stat(othersKey)).not.toBeNull();
    await t.database.db.update(users).set({ image: othersUrl }).where(eq(users.id, user.id));
    const deleted = await call(t, 'DELETE', '/api/me', {
      as: user,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.storage.stat(othersKey)).not.toBeNull();
  });
});

describe('GET and PUT /api/me/settings', () => {
  it('starts from the defaults of 001 §5 without a privacy row', async () => {
    const user = await createUser(t, { name: 'Fresh Person' });
    expect(await settingsOf(user)).toEqual({
      profile: { displayName: 'Fresh Person', bio: null, location: null },
      preferences: {
        preferredLanguage: 'english',
        islamicSchool: null,
        listeningRule: null,
        prayerNotifications: false,
      },
      privacy: {
        profileVisibility: 'private',
        showPlaylists: false,
        showFollowers: false,
        showListeningActivity: false,
        allowMessages: true,
      },
    });
    const rows = await t.database.db
      .select()
      .from(userPrivacySettings)
      .where(eq(userPrivacySettings.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('saves every section at once and reads it back; saving again updates the same row', async () => {
    const user = await createUser(t);
    const wanted: UserSettings = {
      profile: { displayName: 'Hamza', bio: 'Dhikr', location: 'Cairo' },
      preferences: {
        preferredLanguage: 'arabic',
        islamicSchool: 'hanafi',
        listeningRule: 'vocals_and_daf',
        prayerNotifications: true,
      },
      privacy: { ...everyoneSees, allowMessages: false },
    };
    const response = await call(t, 'PUT', '/api/me/settings', { as: user, payload: wanted });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(wanted);
    expect(await settingsOf(user)).toEqual(wanted);
    const again = { ...wanted, privacy: { ...wanted.privacy, profileVisibility: 'friends' } };
    expect(
      (await call(t, 'PUT', '/api/me/settings', { as: user, payload: again })).statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .select({ visibility: userPrivacySettings.profileVisibility })
      .from(userPrivacySettings)
      .where(eq(userPrivacySettings.userId, user.id));
    expect(rows).toEqual([{ visibility: 'friends' }]);
  });

  it.each([
    ['a language not offered', { preferences: { preferredLanguage: 'klingon' } }],
    ['a school not offered', { preferences: { islamicSchool: 'salafi' } }],
    ['a listening rule not offered', { preferences: { listeningRule: 'loud' } }],
    ['a visibility not offered', { privacy: { profileVisibility: 'everyone' } }],
    ['a switch that is not true or false', { privacy: { showPlaylists: 'yes' } }],
    ['an empty display name', { profile: { displayName: '' } }],
  ] as [string, { profile?: object; preferences?: object; privacy?: object }][])(
    'refuses %s and changes nothing',
    async (_case, change) => {
      const user = await createUser(t);
      const before = await settingsOf(user);
      const body = {
        profile: { ...before.profile, ...change.profile },
        preferences: { ...before.preferences, ...change.preferences },
        privacy: { ...before.privacy, ...change.privacy },
      };
      const response = await call(t, 'PUT', '/api/me/settings', { as: user, payload: body });
      expect(response.statusCode).toBe(400);
      expect(await settingsOf(user)).toEqual(before);
    },
  );
});

describe('GET /api/users/:userId: privacy settings take effect', () => {
  let visitor: TestUser;
  beforeAll(async () => {
    visitor = await createUser(t);
  });

  /** Each test has a person of its own: the tests change their settings and playlists. */
  async function privatePerson() {
    const owner = await createUser(t, { name: 'Private Person' });
    await call(t, 'PATCH', '/api/me/profile', {
      as: owner,
      payload: {
        displayName: 'Private Person',
        bio: 'A bio',
        location: 'Leeds',
      },
    });
    const track = await createTrack(t);
    const artist = await createArtist(t);
    await createPlaylist(t, { ownerId: owner.id, name: 'Open Mix', isPublic: true });
    await createPlaylist(t, { ownerId: owner.id, name: 'Secret Mix', isPublic: false });
    await t.database.db.insert(follows).values({ followerId: owner.id, artistId: artist.id });
    await recordPlays(t, owner.id, [track.id]);
    return owner;
  }

  async function setPrivacy(owner: TestUser, privacy: Partial<PrivacySettings>) {
    const current = await settingsOf(owner);
    const response = await call(t, 'PUT', '/api/me/settings', {
      as: owner,
      payload: {
        ...current,
        privacy: { ...current.privacy, ...privacy },
      },
    });
    expect(response.statusCode).toBe(200);
  }

  it('by default (private) shows others only the name and picture', async () => {
    const owner = await privatePerson();
    for (const viewer of [visitor, null]) {
      expect(await profileOf(viewer, owner.id)).toMatchObject({
        displayName: 'Private Person',
        visible: false,
        visibility: 'private',
        bio: null,
        location: null,
        playlists: null,
        following: null,
        recentTracks: null,
      });
    }
  });

  it('shows the owner everything, private playlists excepted', async () => {
    const owner = await privatePerson();
    const own = await profileOf(owner, owner.id);
    expect(own).toMatchObject({ visible: true, bio: 'A bio', location: 'Leeds' });
    expect(own.playlists?.map((p) => p.name)).toEqual(['Open Mix']);
    expect(own.following).toHaveLength(1);
    expect(own.recentTracks).toHaveLength(1);
  });

  it('a public profile shows bio and location, and each list only when its switch is on', async () => {
    const owner = await privatePerson();
    await setPrivacy(owner, {
      profileVisibility: 'public',
      showPlaylists: false,
      showFollowers: false,
      showListeningActivity: false,
    });
    expect(await profileOf(visitor, owner.id)).toMatchObject({
      visible: true,
      bio: 'A bio',
      playlists: null,
      following: null,
      recentTracks: null,
    });
    await setPrivacy(owner, everyoneSees);
    const open = await profileOf(null, owner.id);
    expect(open.playlists?.map((p) => p.name)).toEqual(['Open Mix']);
    expect(open.following).toHaveLength(1);
    expect(open.recentTracks).toHaveLength(1);
  });

  it("a 'friends' profile shows itself to people who added to each other's playlists", async () => {
    const owner = await privatePerson();
    await setPrivacy(owner, { ...everyoneSees, profileVisibility: 'friends' });
    expect((await profileOf(visitor, owner.id)).visible).toBe(false);
    const shared = await createPlaylist(t, {
      ownerId: owner.id,
      isPublic: true,
      collaborative: true,
    });
    const track = await createTrack(t);
    await t.database.db
      .insert(playlistTracks)
      .values({ playlistId: shared.id, trackId: track.id, position: 0, addedBy: visitor.id });
    expect((await profileOf(visitor, owner.id)).visible).toBe(true);
    expect((await profileOf(null, owner.id)).visible).toBe(false);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await call(t, 'GET', '/api/users/00000000-0000-4000-8000-000000000000', {
      as: visitor,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('User not found');
    expect((await call(t, 'GET', '/api/users/not-an-id', { as: visitor })).statusCode).toBe(400);
  });
});

/** Rows anywhere that still point at `userId` through a foreign key to users. */
async function rowsReferencing(userId: string): Promise<Record<string, number>> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(sql`
    SELECT kcu.table_name, kcu.column_name
    FROM information_schema.referential_constraints rc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
    JOIN information_schema.key_column_usage ref
      ON ref.constraint_name = rc.unique_constraint_name
      AND ref.constraint_schema = rc.unique_constraint_schema
    WHERE ref.table_name = 'users' AND kcu.table_schema = current_schema()`);
  expect(rows.length).toBeGreaterThan(10);
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of rows) {
    const [result] = await rowsOf<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`,
    );
    const n = result?.n ?? 0;
    if (n > 0) counts[`${table}.${column}`] = n;
  }
  return counts;
}

describe('DELETE /api/me', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const user = await createUser(t);
    const wrong = await call(t, 'DELETE', '/api/me', { as: user, payload: { password: 'not-it' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('That password is not correct');
    const missing = await call(t, 'DELETE', '/api/me', { as: user, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/me/profile', { as: user })).statusCode).toBe(200);
  });

  it('pauses after five wrong passwords, even for the right one', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(t, 'DELETE', '/api/me', { as: user, payload: { password: `wrong-${i}` } }))
          .statusCode,
      ).toBe(400);
    }
    const right = await call(t, 'DELETE', '/api/me', {
      as: user,
      payload: { password: user.password },
    });
    expect(right.statusCode).toBe(429);
    expect((await call(t, 'GET', '/api/me/profile', { as: user })).statusCode).toBe(200);
  });

  it("removes the person's rows, artist profile, tracks and files, and nothing of others", async () => {
    const user = await createUser(t, { role: 'artist' });
    const other = await createUser(t);
    const artist = await createArtist(t, { ownerUserId: user.id });
    const own = await createTrack(t, {
      artistId: artist.id,
      audioFilePath: `audio-tracks/${user.id}/x/1.mp3`,
    });
    await t.storage.put(`audio-tracks/${user.id}/x/1.mp3`, Buffer.from('original'));
    const renditionKey = `audio-streams/${own.id}/320.mp3`;
    await t.storage.put(renditionKey, Buffer.from('rendition'));
    await t.database.db.insert(trackRenditions).values({
      trackId: own.id,
      kind: 'stream',
      format: 'mp3',
      mimeType: 'audio/mpeg',
      sizeBytes: 9,
      storageKey: renditionKey,
    });
    const avatar = await putAvatar(user, {
      avatar: { filename: 'a.png', contentType: 'image/png', data: await makeImage('png') },
    });
    const avatarKey = avatar.json<{ avatarUrl: string }>().avatarUrl.replace('/api/media/', '');
    const someoneElses = await createTrack(t);
    const playlist = await createPlaylist(t, { ownerId: user.id }, [someoneElses.id]);
    const othersPlaylist = await createPlaylist(
      t,
      { ownerId: other.id, isPublic: true, collaborative: true },
      [],
    );
    await t.database.db.insert(playlistTracks).values([
      { playlistId: othersPlaylist.id, trackId: own.id, position: 0, addedBy: other.id },
      { playlistId: othersPlaylist.id, trackId: someoneElses.id, position: 1, addedBy: user.id },
    ]);
    await t.database.db
      .update(playlists)
      .set({ trackCount: 2 })
      .where(eq(playlists.id, othersPlaylist.id));
    await t.database.db.insert(likes).values({ userId: user.id, trackId: someoneElses.id });
    await t.database.db.insert(follows).values({ followerId: user.id, artistId: artist.id });
    await recordPlays(t, user.id, [someoneElses.id]);
    await call(t, 'PUT', '/api/me/settings', {
      as: user,
      payload: {
        ...(await settingsOf(user)),
        privacy: everyoneSees,
      },
    });

    const response = await call(t, 'DELETE', '/api/me', {
      as: user,
      payload: { password: user.password },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');

    expect(await rowsReferencing(user.id)).toEqual({});
    const left = async (table: typeof artists | typeof tracks, id: string) =>
      (await t.database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length;
    expect(await left(artists, artist.id)).toBe(0);
    expect(await left(tracks, own.id)).toBe(0);
    expect(await left(tracks, someoneElses.id)).toBe(1);
    for (const key of [`audio-tracks/${user.id}/x/1.mp3`, renditionKey, avatarKey]) {
      expect(await t.storage.stat(key)).toBeNull();
    }
    const othersEntries = await t.database.db
      .select({
        trackId: playlistTracks.trackId,
        position: playlistTracks.position,
        addedBy: playlistTracks.addedBy,
      })
      .from(playlistTracks)
      .where(eq(playlistTracks.playlistId, othersPlaylist.id));
    expect(othersEntries).toEqual([{ trackId: someoneElses.id, position: 0, addedBy: null }]);
    const [othersRow] = await t.database.db
      .select({ trackCount: playlists.trackCount })
      .from(playlists)
      .where(eq(playlists.id, othersPlaylist.id));
    expect(othersRow?.trackCount).toBe(1);
    expect(
      await t.database.db
        .select({ id: playlistTracks.id })
        .from(playlistTracks)
        .where(eq(playlistTracks.playlistId, playlist.id)),
    ).toEqual([]);
    expect((await call(t, 'GET', '/api/me/profile', { as: user })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/me/profile', { as: other })).statusCode).toBe(200);
  });
});
