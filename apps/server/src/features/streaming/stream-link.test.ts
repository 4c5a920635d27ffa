import { describe, expect, it } from 'vitest';

import {
  createStreamLinks,
  type StreamLink,
  type StreamLinkQuery,
  streamUrlParts,
} from './stream-link';

const secret = 'a-secret-that-is-long-enough-for-the-tests';
const trackId = '5b0a3c1e-8d7f-4a52-9c1e-2f3a4b5c6d7e';
const otherTrackId = '6c1b4d2f-9e80-4b63-8d2f-3a4b5c6d7e8f';
const renditionId = '7d2c5e30-af91-4c74-9e30-4b5c6d7e8f90';
const otherRenditionId = '8e3d6f41-b0a2-4d85-af41-5c6d7e8f90a1';
const linkId = '9f4e7a52-c1b3-4e96-b052-6d7e8f90a1b2';
const now = Date.UTC(2026, 0, 1, 12);

function queryOf(url: string): StreamLinkQuery {
  return Object.fromEntries(new URL(url, 'http://x').searchParams) as StreamLinkQuery;
}

describe('stream links', () => {
  const links = createStreamLinks(secret, () => now);
  const link: StreamLink = {
    id: linkId,
    trackId,
    renditionId,
    expires: now / 1000 + 3600,
    scope: 'public',
  };
  const url = links.url(link);

  it('makes a relative URL to the streaming route that needs no header', () => {
    expect(url).toMatch(
      new RegExp(
        `^/api/stream/${trackId}\\?link=${linkId}&rendition=${renditionId}&expires=\\d+&scope=public&sig=[A-Za-z0-9_-]{43}$`,
      ),
    );
  });

  it('accepts its own link until it expires', () => {
    expect(links.check(trackId, queryOf(url))).toEqual({ ok: true, link });
    const later = createStreamLinks(secret, () => link.expires * 1000 - 1);
    expect(later.check(trackId, queryOf(url)).ok).toBe(true);
  });

  it('refuses it once expired, still naming the link it signed', () => {
    const later = createStreamLinks(secret, () => link.expires * 1000);
    expect(later.check(trackId, queryOf(url))).toEqual({ ok: false, reason: 'expired', link });
  });

  it('remembers a signature it checked only with what it signed, and the expiry still counts', () => {
    let clock = now;
    const remembering = createStreamLinks(secret, () => clock);
    const query = queryOf(url);
    expect(remembering.check(trackId, query).ok).toBe(true);
    expect(remembering.check(trackId, query).ok).toBe(true);
    expect(remembering.check(otherTrackId, query).ok).toBe(false);
    expect(remembering.check(trackId, { ...query, scope: 'private' }).ok).toBe(false);
    expect(remembering.check(trackId, { ...query, rendition: otherRenditionId }).ok).toBe(false);
    clock = link.expires * 1000;
    expect(remembering.check(trackId, query)).toEqual({ ok: false, reason: 'expired', link });
  });

  it('refuses a link for another track, file, expiry or scope', () => {
    const query = queryOf(url);
    expect(links.check(otherTrackId, query).ok).toBe(false);
    expect(links.check(trackId, { ...query, rendition: otherRenditionId }).ok).toBe(false);
    expect(links.check(trackId, { ...query, expires: String(link.expires + 3600) }).ok).toBe(false);
    expect(links.check(trackId, { ...query, scope: 'private' }).ok).toBe(false);
    expect(links.check(trackId, { ...query, link: otherRenditionId }).ok).toBe(false);
  });

  it('refuses a changed or foreign signature', () => {
    const query = queryOf(url);
    const flipped = `${query.sig?.slice(0, -1)}${query.sig?.endsWith('A') ? 'B' : 'A'}`;
    expect(links.check(trackId, { ...query, sig: flipped })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const foreign = createStreamLinks(`${secret}-other`, () => now);
    expect(foreign.check(trackId, query).ok).toBe(false);
  });

  it.each<StreamLinkQuery>([
    {},
    { sig: 'x' },
    { link: 'nope', rendition: renditionId, expires: '1', scope: 'public', sig: 'x' },
    { rendition: 'not-a-uuid', expires: '1', scope: 'public', sig: 'x' },
    { rendition: renditionId, expires: '-5', scope: 'public', sig: 'x' },
    { rendition: renditionId, expires: '1e9', scope: 'public', sig: 'x' },
    { rendition: renditionId, expires: '9'.repeat(40), scope: 'public', sig: 'x' },
    { rendition: renditionId, expires: '1', scope: 'everyone', sig: 'x' },
  ])('calls a malformed link invalid: %o', (query) => {
    expect(links.check(trackId, query)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads the track and link of a URL the player holds, relative or absolute', () => {
    expect(streamUrlParts(url)).toEqual({ trackId, query: queryOf(url) });
    expect(streamUrlParts(`https://sada.example${url}`)?.query.link).toBe(linkId);
    expect(streamUrlParts(`/api/tracks/${trackId}?link=${linkId}`)).toBeNull();
    // A link nginx checks alone names the file after the track.
    const withFile = url.replace('?', '/audio-tracks/u/t/1-stream-128.mp3?');
    expect(streamUrlParts(withFile)).toEqual({ trackId, query: queryOf(url) });
    expect(streamUrlParts('http://[')).toBeNull();
  });

  it('tells a request with a link from one without', () => {
    expect(links.isPresent({})).toBe(false);
    expect(links.isPresent({ sig: '' })).toBe(true);
    expect(links.isPresent(queryOf(url))).toBe(true);
  });
});
