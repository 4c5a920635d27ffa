// Catalog data a journey makes for itself through the API, so that it counts on no row of the
// demo catalog and on no other journey: a live track, uploaded by the demo artist and approved
// by the demo admin, and an API client signed in as a demo account or a fresh listener.
import { readFileSync } from 'node:fs';

import { request, type APIRequestContext } from '@playwright/test';

import { makeTone } from './audio-files';
import { demoAccounts, expect, newAccount, type DemoRole } from './fixtures';

/** An API client of its own (cookies and client address), signed in as `who`. */
export async function apiAs(baseURL: string, who: DemoRole | 'new listener') {
  const origin = new URL(baseURL).origin;
  const api = await request.newContext({
    baseURL,
    // Sign-in and sign-up limits count per client address: each client presents its own.
    extraHTTPHeaders: {
      origin,
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  const response =
    who === 'new listener'
      ? await api.post('/api/auth/sign-up/email', { data: signUpData() })
      : await api.post('/api/auth/sign-in/email', { data: demoAccounts[who] });
  if (!response.ok()) {
    throw new Error(`Signing in as ${who} failed: ${response.status()} ${await response.text()}`);
  }
  return api;
}

function signUpData() {
  const account = newAccount('api');
  return {
    name: account.displayName,
    username: account.username,
    email: account.email,
    password: account.password,
  };
}

export interface LiveTracks {
  tracks: { id: string; title: string }[];
  /** Deletes the tracks (as their artist) and closes the clients. */
  dispose(): Promise<void>;
}

/**
 * Live tracks of the demo artist's, one per title: a short tone (written to `audioPath`) is
 * uploaded, processed, and approved by the demo admin, one track after the other (an artist may
 * have only a few uploads processing at once), declared and confirmed as `instrumentation`.
 */
export async function createLiveTracks(
  baseURL: string,
  {
    titles,
    audioPath,
    genre,
    instrumentation = 'vocals_only',
    seconds = 3,
  }: {
    titles: string[];
    audioPath: string;
    genre?: string;
    instrumentation?: string;
    /** How long each track's tone lasts. */
    seconds?: number;
  },
): Promise<LiveTracks> {
  const audio = readFileSync(makeTone(audioPath, { frequency: 440, seconds }));
  const artist = await apiAs(baseURL, 'artist');
  const admin = await apiAs(baseURL, 'admin');
  const tracks: { id: string; title: string }[] = [];
  const dispose = async () => {
    for (const track of tracks) await artist.delete(`/api/me/tracks/${track.id}`);
    await artist.dispose();
    await admin.dispose();
  };
  try {
    for (const title of titles) {
      const uploaded = await artist.post('/api/uploads/tracks', {
        multipart: {
          title,
          instrumentation,
          ...(genre ? { genre } : {}),
          audio: { name: 'tone.mp3', mimeType: 'audio/mpeg', buffer: audio },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const { track } = (await uploaded.json()) as { track: { id: string } };
      tracks.push({ id: track.id, title });
      await expect
        .poll(async () => stageOf(admin, track.id), { timeout: 60_000 })
        .toBe('completed');
      const review = await admin.post(`/api/moderation/tracks/${track.id}/reviews`, {
        data: { decision: 'approved', instrumentation },
      });
      expect(review.status(), await review.text()).toBe(201);
    }
    return { tracks, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** One live track, as createLiveTracks makes them. */
export async function createLiveTrack(
  baseURL: string,
  { title, audioPath, genre }: { title: string; audioPath: string; genre?: string },
) {
  const made = await createLiveTracks(baseURL, {
    titles: [title],
    audioPath,
    ...(genre ? { genre } : {}),
  });
  const [track] = made.tracks;
  if (!track) throw new Error('no track was made');
  return { ...track, dispose: made.dispose };
}

async function stageOf(admin: APIRequestContext, trackId: string): Promise<string> {
  const response = await admin.get(`/api/moderation/tracks/${trackId}`);
  const track = (await response.json()) as { processing: { stage: string } };
  return track.processing.stage;
}
