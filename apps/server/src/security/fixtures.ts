// The accounts and rows the security files act on, and for every route that takes a JSON body a
// valid request: who sends it (an account that passes the policy, so the handler is reached), to
// which URL (real ids) and with which body. A route of the OpenAPI document that takes a body
// and has no entry here fails the tests that walk them.
import { reviewerProfiles, series } from '../db/schema';
import type { TestApp } from '../test/app';
import { createArtist, createPlaylist, createTrack, ensureGenres } from '../test/catalog';
import { createUser, randomIp, type TestUser } from '../test/factories';

export interface World {
  admin: TestUser;
  listener: TestUser;
  artist: TestUser;
  label: TestUser;
  /** An account the admin routes act on. */
  subject: TestUser;
  /** An account nobody acts for: attackers name it as owner. */
  victim: TestUser;
  /** An artist account without an artist profile yet. */
  newArtist: TestUser;
  artistId: string;
  /** Live, by `artistId`, in `playlistId`. */
  trackId: string;
  /** Waiting for a decision. */
  reviewTrackId: string;
  /** Live, for the take-down route. */
  takeDownTrackId: string;
  /** Live, in no playlist: the one the add-track route adds. */
  spareTrackId: string;
  /** Owned by `listener`, holding `trackId` as `entryId`. */
  playlistId: string;
  entryId: string;
  /** A series of the artist's, holding `trackId`, waiting for review. */
  seriesId: string;
}

export async function createWorld(t: TestApp): Promise<World> {
  await ensureGenres(t);
  const [admin, listener, artist, label, subject, victim, newArtist] = [
    await createUser(t, { role: 'admin' }),
    await createUser(t, { role: 'listener' }),
    await createUser(t, { role: 'artist' }),
    await createUser(t, { role: 'label' }),
    await createUser(t, { role: 'listener' }),
    await createUser(t, { role: 'listener' }),
    await createUser(t, { role: 'artist' }),
  ] as const;
  const artistRow = await createArtist(t, { ownerUserId: artist.id, labelId: label.id });
  // The label reviews: its public profile is what the admin's verification route acts on.
  await t.database.db
    .insert(reviewerProfiles)
    .values({ userId: label.id, publicName: 'World Reviewer' });
  const track = await createTrack(t, { artistId: artistRow.id });
  const [seriesRow] = await t.database.db
    .insert(series)
    .values({
      artistId: artistRow.id,
      title: 'World series',
      kind: 'lectures',
      language: 'english',
      // New, so the decision route has a series waiting for review.
      reviewRequestedAt: new Date(),
    })
    .returning({ id: series.id });
  if (!seriesRow) throw new Error('series not inserted');
  const reviewTrack = await createTrack(t, {
    artistId: artistRow.id,
    status: 'qc',
    processingStage: 'completed',
    requiresReview: true,
  });
  const takeDownTrack = await createTrack(t, { artistId: artistRow.id });
  const spareTrack = await createTrack(t, { artistId: artistRow.id });
  const playlist = await createPlaylist(t, { ownerId: listener.id }, [track.id]);
  const entries = await t.app.inject({
    method: 'GET',
    url: `/api/playlists/${playlist.id}`,
    headers: { cookie: listener.cookie },
  });
  const entryId = findEntryId(entries.json());
  return {
    admin,
    listener,
    artist,
    label,
    subject,
    victim,
    newArtist,
    artistId: artistRow.id,
    trackId: track.id,
    reviewTrackId: reviewTrack.id,
    takeDownTrackId: takeDownTrack.id,
    spareTrackId: spareTrack.id,
    playlistId: playlist.id,
    entryId,
    seriesId: seriesRow.id,
  };
}

function findEntryId(body: unknown): string {
  const text = JSON.stringify(body);
  const match = /"entryId":"([0-9a-f-]{36})"/.exec(text);
  if (!match?.[1]) throw new Error(`no playlist entry in ${text.slice(0, 200)}`);
  return match[1];
}

export type CallerName = 'admin' | 'listener' | 'artist' | 'label' | 'newArtist';

export interface BodyRoute {
  /** `METHOD /path` as the OpenAPI document writes it, e.g. `PATCH /api/playlists/{playlistId}`. */
  route: string;
  /** The caller that passes the policy and reaches the handler (owners for owned rows). */
  caller: CallerName;
  url: (w: World) => string;
  /** A body the route accepts. */
  body: (w: World) => Record<string, unknown>;
}

const settings = {
  profile: { displayName: 'Security Test', bio: 'A bio', location: 'Cairo' },
  preferences: {
    preferredLanguage: 'english',
    islamicSchool: null,
    listeningRule: null,
    prayerNotifications: false,
  },
  privacy: {
    profileVisibility: 'public',
    showPlaylists: true,
    showFollowers: true,
    showListeningActivity: false,
    allowMessages: false,
  },
};

export const bodyRoutes: BodyRoute[] = [
  {
    route: 'PUT /api/me/tracks/{trackId}/text',
    caller: 'artist',
    url: (w) => `/api/me/tracks/${w.reviewTrackId}/text`,
    body: () => ({ layers: [{ kind: 'original', language: 'ar', lines: [{ text: 'نص' }] }] }),
  },
  {
    route: 'PUT /api/me/tracks/{trackId}/chapters',
    caller: 'artist',
    url: (w) => `/api/me/tracks/${w.reviewTrackId}/chapters`,
    body: () => ({ chapters: [{ title: 'Opening', startMs: 0 }] }),
  },
  {
    route: 'PUT /api/me/positions/{trackId}',
    caller: 'listener',
    url: (w) => `/api/me/positions/${w.trackId}`,
    body: () => ({ positionMs: 1000 }),
  },
  {
    route: 'PUT /api/me/positions/{trackId}/played',
    caller: 'listener',
    url: (w) => `/api/me/positions/${w.trackId}/played`,
    body: () => ({ played: true }),
  },
  {
    route: 'POST /api/me/series',
    caller: 'artist',
    url: () => '/api/me/series',
    body: () => ({ title: 'A series', kind: 'lectures', language: 'english', ordering: 'ordered' }),
  },
  {
    route: 'PATCH /api/me/series/{seriesId}',
    caller: 'artist',
    url: (w) => `/api/me/series/${w.seriesId}`,
    body: () => ({ title: 'World series' }),
  },
  {
    route: 'PUT /api/me/series/{seriesId}/episodes',
    caller: 'artist',
    url: (w) => `/api/me/series/${w.seriesId}/episodes`,
    body: (w) => ({ trackIds: [w.trackId] }),
  },
  {
    route: 'POST /api/accounts/email-availability',
    caller: 'listener',
    url: () => '/api/accounts/email-availability',
    body: () => ({ email: 'free@example.test' }),
  },
  {
    route: 'POST /api/accounts/username-availability',
    caller: 'listener',
    url: () => '/api/accounts/username-availability',
    body: () => ({ username: 'free_name' }),
  },
  {
    route: 'PUT /api/admin/settings',
    caller: 'admin',
    url: () => '/api/admin/settings',
    body: () => ({ registrationOpen: true }),
  },
  {
    route: 'PUT /api/admin/users/{userId}/role',
    caller: 'admin',
    url: (w) => `/api/admin/users/${w.subject.id}/role`,
    body: () => ({ role: 'listener' }),
  },
  {
    route: 'POST /api/admin/users/{userId}/suspend',
    caller: 'admin',
    url: (w) => `/api/admin/users/${w.subject.id}/suspend`,
    body: () => ({ reason: 'Testing' }),
  },
  {
    route: 'PUT /api/admin/artists/{artistId}/label',
    caller: 'admin',
    url: (w) => `/api/admin/artists/${w.artistId}/label`,
    body: (w) => ({ labelId: w.label.id }),
  },
  {
    route: 'POST /api/admin/tracks/{trackId}/take-down',
    caller: 'admin',
    url: (w) => `/api/admin/tracks/${w.takeDownTrackId}/take-down`,
    body: () => ({ reason: 'Testing' }),
  },
  {
    route: 'PUT /api/admin/tracks/{trackId}/review-priority',
    caller: 'admin',
    url: (w) => `/api/admin/tracks/${w.reviewTrackId}/review-priority`,
    body: () => ({ reviewPriority: 1 }),
  },
  {
    route: 'DELETE /api/me',
    caller: 'listener',
    url: () => '/api/me',
    // Not the password: the account stays.
    body: () => ({ password: 'not-the-password' }),
  },
  {
    route: 'PATCH /api/me/tracks/{trackId}',
    caller: 'artist',
    url: (w) => `/api/me/tracks/${w.trackId}`,
    body: () => ({ title: 'Renamed' }),
  },
  {
    route: 'POST /api/moderation/tracks/{trackId}/reviews',
    caller: 'admin',
    url: (w) => `/api/moderation/tracks/${w.reviewTrackId}/reviews`,
    body: () => ({ decision: 'needs_revision', notes: 'Testing' }),
  },
  {
    route: 'POST /api/moderation/series/{seriesId}/decision',
    caller: 'admin',
    url: (w) => `/api/moderation/series/${w.seriesId}/decision`,
    body: () => ({ decision: 'reject', reason: 'Testing' }),
  },
  {
    route: 'POST /api/playlists',
    caller: 'listener',
    url: () => '/api/playlists',
    body: () => ({ name: 'Fresh list' }),
  },
  {
    route: 'PATCH /api/playlists/{playlistId}',
    caller: 'listener',
    url: (w) => `/api/playlists/${w.playlistId}`,
    body: () => ({ name: 'Renamed list' }),
  },
  {
    route: 'POST /api/playlists/{playlistId}/tracks',
    caller: 'listener',
    url: (w) => `/api/playlists/${w.playlistId}/tracks`,
    body: (w) => ({ trackId: w.spareTrackId }),
  },
  {
    route: 'PUT /api/playlists/{playlistId}/entries/{entryId}/position',
    caller: 'listener',
    url: (w) => `/api/playlists/${w.playlistId}/entries/${w.entryId}/position`,
    body: () => ({ position: 0 }),
  },
  {
    route: 'PATCH /api/me/profile',
    caller: 'listener',
    url: () => '/api/me/profile',
    body: () => ({ displayName: 'Security Test', bio: 'A bio' }),
  },
  {
    route: 'PUT /api/me/reviewer-profile',
    caller: 'label',
    url: () => '/api/me/reviewer-profile',
    body: () => ({ publicName: 'Security Reviewer', organisation: null, credentials: null }),
  },
  {
    route: 'PUT /api/admin/reviewers/{userId}/verification',
    caller: 'admin',
    url: (w) => `/api/admin/reviewers/${w.label.id}/verification`,
    body: () => ({ verified: false }),
  },
  {
    route: 'PUT /api/admin/genres/{slug}/approvals',
    caller: 'admin',
    url: () => '/api/admin/genres/seerah/approvals',
    body: () => ({ approvalsNeeded: 1 }),
  },
  {
    route: 'PUT /api/me/settings',
    caller: 'listener',
    url: () => '/api/me/settings',
    body: () => settings,
  },
  {
    route: 'POST /api/stream-events',
    caller: 'listener',
    url: () => '/api/stream-events',
    body: (w) => ({ trackId: w.trackId }),
  },
  {
    route: 'POST /api/stream-events/{eventId}/progress',
    caller: 'listener',
    // An event id the test replaces with a started event (see startedEvent).
    url: () => '/api/stream-events/{eventId}/progress',
    body: () => ({ token: '{token}', completedMs: 1000 }),
  },
];

/** Routes that take JSON without an OpenAPI request body (a form or JSON; better-auth's own). */
export const undeclaredBodyRoutes: BodyRoute[] = [
  {
    route: 'POST /api/me/artist-profile',
    caller: 'newArtist',
    url: () => '/api/me/artist-profile',
    body: () => ({ name: 'New Artist', bio: 'Nasheeds' }),
  },
  {
    route: 'POST /api/auth/update-user',
    caller: 'listener',
    url: () => '/api/auth/update-user',
    body: () => ({ name: 'Updated Name' }),
  },
];

/** Starts a play of `trackId` as `user`: the event id and token the progress route wants. */
export async function startedEvent(t: TestApp, w: World, user: TestUser) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stream-events',
    remoteAddress: randomIp(),
    headers: { origin: t.config.publicUrl, cookie: user.cookie },
    payload: { trackId: w.trackId },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`stream event not started: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ eventId: string; token: string }>();
}

/** The concrete URL and body of `entry` for `user`, with a started event where one is needed. */
export async function requestFor(t: TestApp, w: World, entry: BodyRoute, user: TestUser) {
  let url = entry.url(w);
  let body = entry.body(w);
  if (url.includes('{eventId}')) {
    const event = await startedEvent(t, w, user);
    url = url.replace('{eventId}', event.eventId);
    body = { ...body, token: event.token };
  }
  return { url, body };
}

/** The routes of the OpenAPI document that declare a JSON request body, as `METHOD /path`. */
export async function openApiBodyRoutes(t: TestApp): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  }>();
  const found: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.requestBody?.content?.['application/json']) {
        found.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return found.sort();
}
