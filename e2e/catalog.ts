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

export interface LiveTrack {
  id: string;
  title: string;
  /** Deletes the track (as its artist) and closes the clients. */
  dispose(): Promise<void>;
}

/**
 * A live track of the demo artist's titled `title`: a short tone (written to `audioPath`) is
 * uploaded, processed, and approved by the demo admin.
 */
export async function createLiveTrack(
  baseURL: string,
  { title, audioPath, genre }: { title: string; audioPath: string; genre?: string },
): Promise<LiveTrack> {
  const audio = makeTone(audioPath, { frequency: 440, seconds: 3 });
  const artist = await apiAs(baseURL, 'artist');
  const admin = await apiAs(baseURL, 'admin');
  const dispose = async () => {
    await artist.dispose();
    await admin.dispose();
  };
  try {
    const uploaded = await artist.post('/api/uploads/tracks', {
      multipart: {
        title,
        ...(genre ? { genre } : {}),
        audio: { name: 'tone.mp3', mimeType: 'audio/mpeg', buffer: readFileSync(audio) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { track } = (await uploaded.json()) as { track: { id: string } };
    await expect.poll(async () => stageOf(admin, track.id), { timeout: 60_000 }).toBe('completed');
    const review = await admin.post(`/api/moderation/tracks/${track.id}/reviews`, {
      data: { decision: 'approved' },
    });
    expect(review.status(), await review.text()).toBe(201);
    return {
      id: track.id,
      title,
      async dispose() {
        await artist.delete(`/api/me/tracks/${track.id}`);
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function stageOf(admin: APIRequestContext, trackId: string): Promise<string> {
  const response = await admin.get(`/api/moderation/tracks/${trackId}`);
  const track = (await response.json()) as { processing: { stage: string } };
  return track.processing.stage;
}
