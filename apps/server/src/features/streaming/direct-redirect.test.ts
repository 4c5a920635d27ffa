// The step that sends a plain GET of a signed stream link on to the bucket before routing: on a
// real HTTP server with a router that says it was reached, and a stand-in for what the link
// resolves to (the whole path, on a real bucket, is in object-storage.test.ts).
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { serverWithStepsBeforeRouting } from '../../http/server-factory';
import type { OpenObject } from '../../platform/storage';
import { directRedirects, plainStreamLink } from './direct-redirect';
import type { RenditionRow } from './repository';
import type { StreamTarget } from './service';
import type { StreamLinkQuery } from './stream-link';

const trackId = '5b0a3c1e-8d7f-4a52-9c1e-2f3a4b5c6d7e';
const link = {
  link: '9f4e7a52-c1b3-4e96-b052-6d7e8f90a1b2',
  rendition: '7d2c5e30-af91-4c74-9e30-4b5c6d7e8f90',
  expires: '1790000000',
  scope: 'public',
  sig: 'c2lnbmF0dXJlLW9mLXRoZS1saW5rLWluLWJhc2U2NHVybA',
};
const linkUrl = `/api/stream/${trackId}?${new URLSearchParams(link).toString()}`;
const size = 1_000_000;

describe('plainStreamLink', () => {
  it('reads the track and the five fields of a link', () => {
    expect(plainStreamLink(linkUrl)).toEqual({ trackId, query: link });
  });

  it.each([
    ['no query', `/api/stream/${trackId}`],
    ['a field missing', linkUrl.replace(/&scope=public/, '')],
    ['a field twice', `${linkUrl}&scope=private`],
    ['another field', `${linkUrl}&extra=1`],
    ['the file in the path', `/api/stream/${trackId}/audio.mp3?${linkUrl.split('?')[1]}`],
    ['a track that is not a uuid', linkUrl.replace(trackId, 'not-a-track')],
    ['an encoded path', linkUrl.replace('/stream/', '/str%65am/')],
    ['another route', linkUrl.replace('/api/stream/', '/api/tracks/')],
  ])('leaves the route to decide on %s', (_case, url) => {
    expect(plainStreamLink(url)).toBeNull();
  });
});

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server with the step and a router that answers 'routed'; what the step was asked. */
async function serve(resolve: (trackId: string, query: StreamLinkQuery) => Promise<StreamTarget>) {
  const served: number[] = [];
  const released: string[] = [];
  const made = serverWithStepsBeforeRouting();
  made.addBeforeRouting(
    directRedirects({
      direct: {
        url: async (key) => `https://bucket.example/${key}?X-Amz-Signature=abc`,
        keepSeconds: () => 600,
        origin: 'https://bucket.example',
      },
      target: async (id, query) => {
        const target = await resolve(id, query);
        return {
          ...target,
          served: (bytes) => served.push(bytes),
          release: () => released.push(id),
        };
      },
      headers: { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' },
      log: () => null,
    }),
  );
  const server = made.factory((_request, response) => response.end('routed'), {});
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, served, released };
}

const playable = async (): Promise<StreamTarget> => ({
  rendition: { storageKey: 'audio/track.mp3', mimeType: 'audio/mpeg' } as RenditionRow,
  file: { size, modifiedAt: new Date(0) } as OpenObject,
  release: () => undefined,
  served: () => undefined,
  maxAgeSeconds: 3600,
});

describe('sending a signed link on to the bucket before routing', () => {
  it('answers 302 to the bucket with the API headers, and counts the span asked for', async () => {
    const { origin, served, released } = await serve(playable);
    const whole = await fetch(origin + linkUrl, { redirect: 'manual' });
    expect(whole.status).toBe(302);
    expect(whole.headers.get('location')).toBe(
      'https://bucket.example/audio/track.mp3?X-Amz-Signature=abc',
    );
    expect(whole.headers.get('cache-control')).toBe('no-store');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('x-frame-options')).toBe('DENY');
    expect(await whole.text()).toBe('');
    const part = await fetch(origin + linkUrl, {
      redirect: 'manual',
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.status).toBe(302);
    const unsatisfiable = await fetch(origin + linkUrl, {
      redirect: 'manual',
      headers: { range: `bytes=${size}-` },
    });
    expect(unsatisfiable.status).toBe(302);
    expect(served).toEqual([size, 1000]);
    expect(released).toEqual([trackId, trackId, trackId]);
  });

  it('hands a link it refuses to the route, which answers why', async () => {
    const asked: StreamLinkQuery[] = [];
    const { origin, served } = await serve(async (_id, query) => {
      asked.push(query);
      throw new Error('the link is not valid');
    });
    const response = await fetch(origin + linkUrl, { redirect: 'manual' });
    expect(await response.text()).toBe('routed');
    expect(asked).toEqual([link]);
    expect(served).toEqual([]);
  });

  it('leaves HEAD, other paths and other queries to the route without looking', async () => {
    const asked: string[] = [];
    const { origin } = await serve(async (id) => {
      asked.push(id);
      return playable();
    });
    const head = await fetch(origin + linkUrl, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(200);
    for (const url of [`${linkUrl}&extra=1`, `/api/stream/${trackId}`, '/api/browse']) {
      expect(await (await fetch(origin + url, { redirect: 'manual' })).text()).toBe('routed');
    }
    expect(asked).toEqual([]);
  });
});
