// Who may call every /api route (STYLE: a permission matrix, every route × every role). The
// route list comes from the app itself, so a new route without a row here fails this test:
// whoever adds a route adds its row. better-auth's /api/auth/* routes are covered by the tests
// in features/auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSigner } from './platform/signing';
import { createTestApp, type TestApp } from './test/app';
import { createArtist, createPlaylist } from './test/catalog';
import { createUser, randomIp, type TestUser } from './test/factories';

const callers = [
  'anonymous',
  'listener',
  'artist',
  'label',
  'admin',
  /** An artist who has not verified the e-mail address. */
  'unverifiedArtist',
  /** A label account no admin has verified yet. */
  'unverifiedLabel',
] as const;
type Caller = (typeof callers)[number];
type SignedIn = Exclude<Caller, 'anonymous'>;

/** 'ok': the policy lets the request through (any answer but 401 or 403, never 5xx). */
type Outcome = 'ok' | 401 | 403;

interface Context {
  users: Record<SignedIn, TestUser>;
  /** A public, not collaborative playlist of unverifiedLabel's, which every row leaves in place. */
  playlistId: string;
  /** Another of unverifiedLabel's playlists, the one its owner deletes. */
  playlistToDeleteId: string;
  /** A label account no caller is, for the admin to verify (callers keep their roles). */
  labelToVerifyId: string;
}

interface Row {
  /** `METHOD /path` exactly as registered. */
  route: string;
  /** The concrete URL, when the route has parameters; the rows run in any order. */
  url?: (ctx: Context, caller: Caller) => string;
  payload?: Record<string, unknown> | (() => Record<string, unknown>);
  outcomes: Record<Caller, Outcome>;
  /** The answer is a stream that stays open (Server-Sent Events): read the status, then leave. */
  stream?: boolean;
}

const everyone: Record<Caller, Outcome> = {
  anonymous: 'ok',
  listener: 'ok',
  artist: 'ok',
  label: 'ok',
  admin: 'ok',
  unverifiedArtist: 'ok',
  unverifiedLabel: 'ok',
};

/** Allowed for the callers named; 401 for anonymous visitors and 403 for the rest. */
function only(...allowed: Caller[]): Record<Caller, Outcome> {
  const outcomes = { ...everyone };
  for (const caller of callers) {
    if (!allowed.includes(caller)) outcomes[caller] = caller === 'anonymous' ? 401 : 403;
  }
  return outcomes;
}

/** Any signed-in caller; 401 for anonymous visitors. */
const anyAccount = only(...callers.filter((c) => c !== 'anonymous'));

/** An id no row has: the policy still answers first, then the route says 404. */
const noSuchId = '00000000-0000-4000-8000-000000000000';

const matrix: Row[] = [
  { route: 'GET /api/health', outcomes: everyone },
  { route: 'GET /api/health/live', outcomes: everyone },
  { route: 'GET /api/health/ready', outcomes: everyone },
  { route: 'GET /api/me', outcomes: everyone },
  { route: 'GET /api/openapi.json', outcomes: everyone },
  {
    route: 'GET /api/media/*',
    url: () => '/api/media/track-covers/missing.jpg',
    outcomes: everyone,
  },
  { route: 'GET /api/auth-providers', outcomes: everyone },
  {
    route: 'POST /api/accounts/email-availability',
    payload: { email: 'matrix@example.test' },
    outcomes: everyone,
  },
  {
    route: 'POST /api/accounts/username-availability',
    payload: { username: 'matrix_user' },
    outcomes: everyone,
  },
  // Admins and verified labels; the track does not exist, so they get 404 past the policy. These
  // rows come before the one in which an admin verifies unverifiedLabel.
  { route: 'GET /api/moderation/queue', outcomes: only('label', 'admin') },
  {
    route: 'GET /api/moderation/tracks/:trackId',
    url: () => `/api/moderation/tracks/${noSuchId}`,
    outcomes: only('label', 'admin'),
  },
  {
    route: 'POST /api/moderation/tracks/:trackId/reviews',
    url: () => `/api/moderation/tracks/${noSuchId}/reviews`,
    payload: { decision: 'approved', instrumentation: 'vocals_only' },
    outcomes: only('label', 'admin'),
  },
  { route: 'GET /api/moderation/series', outcomes: only('label', 'admin') },
  {
    route: 'POST /api/moderation/series/:seriesId/decision',
    url: () => `/api/moderation/series/${noSuchId}/decision`,
    payload: { decision: 'approve' },
    outcomes: only('label', 'admin'),
  },
  { route: 'GET /api/admin/settings', outcomes: only('admin') },
  {
    route: 'PUT /api/admin/settings',
    payload: {
      requireEmailVerification: false,
      registrationOpen: true,
      defaultReviewPriority: 0,
      uploadSizeLimitMb: 50,
    },
    outcomes: only('admin'),
  },
  {
    route: 'POST /api/admin/labels/:userId/verify',
    url: ({ labelToVerifyId }) => `/api/admin/labels/${labelToVerifyId}/verify`,
    outcomes: only('admin'),
  },
  // The admin's changes go to an account or artist that does not exist: 404, nothing changes.
  {
    route: 'DELETE /api/admin/labels/:userId/verify',
    url: () => `/api/admin/labels/${noSuchId}/verify`,
    outcomes: only('admin'),
  },
  { route: 'GET /api/admin/users', outcomes: only('admin') },
  {
    route: 'GET /api/admin/users/:userId',
    url: () => `/api/admin/users/${noSuchId}`,
    outcomes: only('admin'),
  },
  {
    route: 'PUT /api/admin/users/:userId/role',
    url: () => `/api/admin/users/${noSuchId}/role`,
    payload: { role: 'listener' },
    outcomes: only('admin'),
  },
  {
    route: 'POST /api/admin/users/:userId/suspend',
    url: () => `/api/admin/users/${noSuchId}/suspend`,
    payload: {},
    outcomes: only('admin'),
  },
  {
    route: 'POST /api/admin/users/:userId/restore',
    url: () => `/api/admin/users/${noSuchId}/restore`,
    outcomes: only('admin'),
  },
  ...(['POST', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/admin/artists/:artistId/verify`,
    url: () => `/api/admin/artists/${noSuchId}/verify`,
    outcomes: only('admin'),
  })),
  {
    route: 'PUT /api/admin/artists/:artistId/label',
    url: () => `/api/admin/artists/${noSuchId}/label`,
    payload: { labelId: null },
    outcomes: only('admin'),
  },
  { route: 'GET /api/admin/audit', outcomes: only('admin') },
  { route: 'GET /api/admin/tracks', outcomes: only('admin') },
  {
    route: 'POST /api/admin/tracks/:trackId/take-down',
    url: () => `/api/admin/tracks/${noSuchId}/take-down`,
    payload: { reason: 'Matrix' },
    outcomes: only('admin'),
  },
  {
    route: 'POST /api/admin/tracks/:trackId/restore',
    url: () => `/api/admin/tracks/${noSuchId}/restore`,
    outcomes: only('admin'),
  },
  {
    route: 'PUT /api/admin/tracks/:trackId/review-priority',
    url: () => `/api/admin/tracks/${noSuchId}/review-priority`,
    payload: { reviewPriority: 3 },
    outcomes: only('admin'),
  },
  { route: 'GET /api/admin/analytics', outcomes: only('admin') },
  { route: 'GET /api/admin/database', outcomes: only('admin') },
  {
    route: 'GET /api/uploads/limits',
    outcomes: only('listener', 'artist', 'label', 'admin', 'unverifiedLabel'),
  },
  { route: 'GET /api/search', url: () => '/api/search?q=nasheed', outcomes: everyone },
  { route: 'GET /api/browse', outcomes: everyone },
  { route: 'GET /api/genres', outcomes: everyone },
  { route: 'GET /api/genres/:slug', url: () => '/api/genres/nasheed', outcomes: everyone },
  { route: 'GET /api/play/genre/:slug', url: () => '/api/play/genre/nasheed', outcomes: everyone },
  { route: 'GET /api/playlists', outcomes: everyone },
  {
    route: 'GET /api/playlists/:playlistId',
    url: ({ playlistId }) => `/api/playlists/${playlistId}`,
    outcomes: everyone,
  },
  { route: 'GET /api/me/playlists', outcomes: anyAccount },
  { route: 'POST /api/playlists', payload: { name: 'Matrix' }, outcomes: anyAccount },
  {
    route: 'PATCH /api/playlists/:playlistId',
    url: ({ playlistId }) => `/api/playlists/${playlistId}`,
    payload: { name: 'Matrix' },
    outcomes: only('unverifiedLabel'),
  },
  {
    // No image: the owner gets 400 once past the policy.
    route: 'PUT /api/playlists/:playlistId/cover',
    url: ({ playlistId }) => `/api/playlists/${playlistId}/cover`,
    outcomes: only('unverifiedLabel'),
  },
  {
    route: 'POST /api/playlists/:playlistId/tracks',
    url: ({ playlistId }) => `/api/playlists/${playlistId}/tracks`,
    payload: { trackId: noSuchId },
    outcomes: only('unverifiedLabel'),
  },
  {
    route: 'DELETE /api/playlists/:playlistId/entries/:entryId',
    url: ({ playlistId }) => `/api/playlists/${playlistId}/entries/${noSuchId}`,
    outcomes: only('unverifiedLabel'),
  },
  {
    route: 'PUT /api/playlists/:playlistId/entries/:entryId/position',
    url: ({ playlistId }) => `/api/playlists/${playlistId}/entries/${noSuchId}/position`,
    payload: { position: 0 },
    outcomes: only('unverifiedLabel'),
  },
  {
    // Its owner deletes a playlist of its own; the others try the one every row uses.
    route: 'DELETE /api/playlists/:playlistId',
    url: (ctx, caller) =>
      `/api/playlists/${caller === 'unverifiedLabel' ? ctx.playlistToDeleteId : ctx.playlistId}`,
    outcomes: only('unverifiedLabel'),
  },
  { route: 'GET /api/artists', outcomes: everyone },
  {
    route: 'GET /api/artists/:artistId',
    url: () => `/api/artists/${noSuchId}`,
    outcomes: everyone,
  },
  {
    route: 'GET /api/artists/:artistId/tracks',
    url: () => `/api/artists/${noSuchId}/tracks`,
    outcomes: everyone,
  },
  {
    route: 'PUT /api/me/follows/artists/:artistId',
    url: () => `/api/me/follows/artists/${noSuchId}`,
    outcomes: anyAccount,
  },
  {
    route: 'DELETE /api/me/follows/artists/:artistId',
    url: () => `/api/me/follows/artists/${noSuchId}`,
    outcomes: anyAccount,
  },
  { route: 'GET /api/albums/:albumId', url: () => `/api/albums/${noSuchId}`, outcomes: everyone },
  {
    route: 'PUT /api/me/likes/albums/:albumId',
    url: () => `/api/me/likes/albums/${noSuchId}`,
    outcomes: anyAccount,
  },
  {
    route: 'DELETE /api/me/likes/albums/:albumId',
    url: () => `/api/me/likes/albums/${noSuchId}`,
    outcomes: anyAccount,
  },
  { route: 'GET /api/tracks', outcomes: everyone },
  { route: 'GET /api/tracks/:trackId', url: () => `/api/tracks/${noSuchId}`, outcomes: everyone },
  {
    route: 'GET /api/tracks/:trackId/stream-url',
    url: () => `/api/tracks/${noSuchId}/stream-url`,
    outcomes: everyone,
  },
  { route: 'GET /api/stream/:trackId', url: () => `/api/stream/${noSuchId}`, outcomes: everyone },
  {
    route: 'GET /api/stream/:trackId/*',
    url: () => `/api/stream/${noSuchId}/audio-tracks/a/b/1-stream-128.mp3`,
    outcomes: everyone,
  },
  { route: 'POST /api/stream-events', payload: { trackId: noSuchId }, outcomes: everyone },
  {
    route: 'POST /api/stream-events/:eventId/progress',
    url: () => `/api/stream-events/${noSuchId}/progress`,
    // A real token for an event that does not exist: the route answers 404, not 403.
    payload: () => ({
      token: createSigner(t.config.authSecret, 'stream-event').sign([noSuchId]),
      completedMs: 1000,
    }),
    outcomes: everyone,
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/me/likes/tracks/:trackId`,
    url: () => `/api/me/likes/tracks/${noSuchId}`,
    outcomes: anyAccount,
  })),
  {
    route: 'GET /api/me/likes/tracks',
    url: () => `/api/me/likes/tracks?ids=${noSuchId}`,
    outcomes: anyAccount,
  },
  { route: 'GET /api/play/liked', outcomes: anyAccount },
  { route: 'GET /api/me/history', outcomes: anyAccount },
  { route: 'DELETE /api/me/history', outcomes: anyAccount },
  { route: 'GET /api/me/notifications', outcomes: anyAccount },
  { route: 'GET /api/me/notifications/unread-count', outcomes: anyAccount },
  {
    route: 'POST /api/me/notifications/:notificationId/read',
    url: () => `/api/me/notifications/${noSuchId}/read`,
    outcomes: anyAccount,
  },
  { route: 'POST /api/me/notifications/read-all', outcomes: anyAccount },
  { route: 'GET /api/me/likes/albums', outcomes: anyAccount },
  { route: 'GET /api/me/likes/playlists', outcomes: anyAccount },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/me/likes/playlists/:playlistId`,
    url: () => `/api/me/likes/playlists/${noSuchId}`,
    outcomes: anyAccount,
  })),
  { route: 'GET /api/me/profile', outcomes: anyAccount },
  { route: 'PATCH /api/me/profile', payload: { displayName: 'Matrix Name' }, outcomes: anyAccount },
  // Not multipart: whoever passes the policy gets 400 and no picture.
  { route: 'PUT /api/me/avatar', outcomes: anyAccount },
  { route: 'DELETE /api/me/avatar', outcomes: anyAccount },
  { route: 'GET /api/me/settings', outcomes: anyAccount },
  {
    route: 'PUT /api/me/settings',
    payload: {
      profile: { displayName: 'Matrix Name' },
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
    },
    outcomes: anyAccount,
  },
  // A wrong password: nobody's account is deleted, whoever passes the policy gets 400.
  { route: 'DELETE /api/me', payload: { password: 'not-the-password' }, outcomes: anyAccount },
  { route: 'GET /api/users/:userId', url: () => `/api/users/${noSuchId}`, outcomes: everyone },
  {
    route: 'GET /api/tracks/:trackId/reviews',
    url: () => `/api/tracks/${noSuchId}/reviews`,
    outcomes: everyone,
  },
  {
    route: 'GET /api/reviewers/:userId',
    url: () => `/api/reviewers/${noSuchId}`,
    outcomes: everyone,
  },
  { route: 'GET /api/me/reviewer-profile', outcomes: only('label', 'admin') },
  {
    route: 'PUT /api/me/reviewer-profile',
    payload: () => ({
      publicName: `Matrix Reviewer ${Math.random().toString(36).slice(2, 8)}`,
      organisation: null,
      credentials: null,
    }),
    outcomes: only('label', 'admin'),
  },
  { route: 'GET /api/admin/reviewers', outcomes: only('admin') },
  // A profile that does not exist: 404, nothing changes.
  {
    route: 'PUT /api/admin/reviewers/:userId/verification',
    url: () => `/api/admin/reviewers/${noSuchId}/verification`,
    payload: { verified: true },
    outcomes: only('admin'),
  },
  { route: 'GET /api/admin/genres', outcomes: only('admin') },
  // The number the genre has already: nothing changes.
  {
    route: 'PUT /api/admin/genres/:slug/approvals',
    url: () => '/api/admin/genres/seerah/approvals',
    payload: { approvalsNeeded: 1 },
    outcomes: only('admin'),
  },
  // A track's text, chapters and audio for podcast apps: the track does not exist (404).
  {
    route: 'GET /api/tracks/:trackId/text',
    url: () => `/api/tracks/${noSuchId}/text`,
    outcomes: everyone,
  },
  {
    route: 'GET /api/me/tracks/:trackId/text',
    url: () => `/api/me/tracks/${noSuchId}/text`,
    outcomes: anyAccount,
  },
  {
    route: 'PUT /api/me/tracks/:trackId/text',
    url: () => `/api/me/tracks/${noSuchId}/text`,
    payload: { layers: [] },
    outcomes: anyAccount,
  },
  {
    route: 'GET /api/tracks/:trackId/chapters.json',
    url: () => `/api/tracks/${noSuchId}/chapters.json`,
    outcomes: everyone,
  },
  {
    route: 'GET /api/me/tracks/:trackId/chapters',
    url: () => `/api/me/tracks/${noSuchId}/chapters`,
    outcomes: anyAccount,
  },
  {
    route: 'PUT /api/me/tracks/:trackId/chapters',
    url: () => `/api/me/tracks/${noSuchId}/chapters`,
    payload: { chapters: [] },
    outcomes: anyAccount,
  },
  {
    route: 'GET /api/tracks/:trackId/audio',
    url: () => `/api/tracks/${noSuchId}/audio`,
    outcomes: everyone,
  },
  // Where each listener is in a long track.
  {
    route: 'PUT /api/me/positions/:trackId',
    url: () => `/api/me/positions/${noSuchId}`,
    payload: { positionMs: 0 },
    outcomes: anyAccount,
  },
  {
    route: 'PUT /api/me/positions/:trackId/played',
    url: () => `/api/me/positions/${noSuchId}/played`,
    payload: { played: true },
    outcomes: anyAccount,
  },
  {
    route: 'GET /api/me/positions',
    url: () => `/api/me/positions?ids=${noSuchId}`,
    outcomes: anyAccount,
  },
  { route: 'GET /api/me/continue', outcomes: anyAccount },
  // Series: only the artist (who owns an artist profile) makes one; the others' series do not
  // exist (404) past the policy.
  {
    route: 'POST /api/me/series',
    payload: { title: 'Matrix series', kind: 'lectures', language: 'english', ordering: 'ordered' },
    outcomes: only('artist'),
  },
  { route: 'GET /api/me/series', outcomes: anyAccount },
  { route: 'GET /api/me/series/followed', outcomes: anyAccount },
  {
    route: 'PATCH /api/me/series/:seriesId',
    url: () => `/api/me/series/${noSuchId}`,
    payload: { title: 'Matrix' },
    outcomes: anyAccount,
  },
  {
    route: 'DELETE /api/me/series/:seriesId',
    url: () => `/api/me/series/${noSuchId}`,
    outcomes: anyAccount,
  },
  {
    route: 'PUT /api/me/series/:seriesId/episodes',
    url: () => `/api/me/series/${noSuchId}/episodes`,
    payload: { trackIds: [] },
    outcomes: anyAccount,
  },
  { route: 'GET /api/series', outcomes: everyone },
  { route: 'GET /api/series/:seriesId', url: () => `/api/series/${noSuchId}`, outcomes: everyone },
  {
    route: 'GET /api/series/:seriesId/feed.xml',
    url: () => `/api/series/${noSuchId}/feed.xml`,
    outcomes: everyone,
  },
  {
    route: 'PUT /api/series/:seriesId/follow',
    url: () => `/api/series/${noSuchId}/follow`,
    outcomes: anyAccount,
  },
  {
    route: 'DELETE /api/series/:seriesId/follow',
    url: () => `/api/series/${noSuchId}/follow`,
    outcomes: anyAccount,
  },
  {
    route: 'GET /api/artists/:artistId/series',
    url: () => `/api/artists/${noSuchId}/series`,
    outcomes: everyone,
  },
  // Resumable uploads need a verified e-mail address; past the policy, a request without the
  // tus headers (412) or an upload that is not the caller's (404).
  {
    route: 'POST /api/uploads/resumable',
    outcomes: only('listener', 'artist', 'label', 'admin', 'unverifiedLabel'),
  },
  ...(['PATCH', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/uploads/resumable/:uploadId`,
    url: () => `/api/uploads/resumable/${'0'.repeat(64)}`,
    outcomes: only('listener', 'artist', 'label', 'admin', 'unverifiedLabel'),
  })),
  {
    route: 'GET /api/play/:kind/:id',
    url: () => `/api/play/artist/${noSuchId}`,
    outcomes: everyone,
  },
  // The artist owns an artist profile (see beforeAll); uploading and the artist dashboard need
  // one, so for everyone else they answer 403 after the policy.
  { route: 'POST /api/uploads/tracks', payload: { title: 'Matrix' }, outcomes: only('artist') },
  { route: 'GET /api/me/artist-profile', outcomes: anyAccount },
  {
    route: 'POST /api/me/artist-profile',
    // A blank name: nothing is created, whoever passes the policy gets 400 (or 409).
    payload: { name: '' },
    outcomes: only('artist', 'unverifiedArtist'),
  },
  { route: 'GET /api/me/tracks', outcomes: anyAccount },
  {
    route: 'PATCH /api/me/tracks/:trackId',
    url: () => `/api/me/tracks/${noSuchId}`,
    payload: { title: 'Matrix' },
    outcomes: anyAccount,
  },
  {
    route: 'PUT /api/me/tracks/:trackId/audio',
    url: () => `/api/me/tracks/${noSuchId}/audio`,
    outcomes: only('listener', 'artist', 'label', 'admin', 'unverifiedLabel'),
  },
  {
    route: 'PUT /api/me/tracks/:trackId/cover',
    url: () => `/api/me/tracks/${noSuchId}/cover`,
    outcomes: only('listener', 'artist', 'label', 'admin', 'unverifiedLabel'),
  },
  {
    route: 'DELETE /api/me/tracks/:trackId',
    url: () => `/api/me/tracks/${noSuchId}`,
    outcomes: anyAccount,
  },
  { route: 'GET /api/dashboard/artist', outcomes: only('artist') },
  { route: 'GET /api/dashboard/admin', outcomes: only('admin') },
  // A label sees its own figures before an admin has verified it.
  { route: 'GET /api/dashboard/label', outcomes: only('label', 'unverifiedLabel') },
  { route: 'GET /api/admin/system', outcomes: only('admin') },
  {
    route: 'POST /api/admin/jobs/:jobId/retry',
    url: () => `/api/admin/jobs/${noSuchId}/retry`,
    outcomes: only('admin'),
  },
  { route: 'GET /api/events', outcomes: anyAccount, stream: true },
];

let t: TestApp;
const ctx = {} as Context;
beforeAll(async () => {
  t = await createTestApp();
  ctx.users = {
    listener: await createUser(t, { role: 'listener' }),
    artist: await createUser(t, { role: 'artist' }),
    label: await createUser(t, { role: 'label' }),
    admin: await createUser(t, { role: 'admin' }),
    unverifiedArtist: await createUser(t, { role: 'artist', emailVerified: false }),
    unverifiedLabel: await createUser(t, { role: 'label', labelVerified: false }),
  };
  await createArtist(t, { ownerUserId: ctx.users.artist.id });
  ctx.playlistId = (await createPlaylist(t, { ownerId: ctx.users.unverifiedLabel.id })).id;
  ctx.playlistToDeleteId = (await createPlaylist(t, { ownerId: ctx.users.unverifiedLabel.id })).id;
  ctx.labelToVerifyId = (await createUser(t, { role: 'label', labelVerified: false })).id;
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it('has a row for every API route, and no row for a route that is gone', () => {
    const registered = t.app.apiRoutes
      .filter((r) => !r.url.startsWith('/api/auth/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const listed = matrix.map((row) => row.route).sort();
    expect(listed).toEqual(registered);
  });

  const cases = matrix.flatMap((row) =>
    callers.map((caller) => [row.route, caller, row.outcomes[caller], row] as const),
  );

  it.each(cases)('%s as %s: %s', async (route, caller, outcome, row) => {
    const [method = 'GET', path = ''] = route.split(' ');
    const user = caller === 'anonymous' ? null : ctx.users[caller];
    const response = await t.app.inject({
      method: method as 'GET',
      url: row.url ? row.url(ctx, caller) : path,
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(row.payload
        ? { payload: typeof row.payload === 'function' ? row.payload() : row.payload }
        : {}),
      ...(row.stream ? { payloadAsStream: true } : {}),
    });
    if (row.stream && response.statusCode === 200) response.stream().destroy();
    expect(response.statusCode).toBeLessThan(500);
    if (outcome === 'ok') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(outcome);
    }
  });
});
