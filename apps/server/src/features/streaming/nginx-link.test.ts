import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createNginxLinks, nginxLinkHash } from './nginx-link';

const secret = 'a-secret-of-at-least-32-characters-long';
const now = () => 1_800_000_000_000;
const link = {
  id: '0b5f7a39-2f0e-4c61-9a52-1d6e1c1c0a11',
  trackId: 'track-1',
  expires: 1_800_003_600,
};
const file = { storageKey: 'audio-tracks/u1/t1/1700000000000-stream-128.mp3', sizeBytes: 4096 };

describe('links nginx checks alone', () => {
  it('signs what secure_link_md5 hashes: deadline, path, link, size and the secret', () => {
    const part = createNginxLinks({ secret, seconds: 60, now }).sign(link, file);
    const path = `/api/stream/track-1/${file.storageKey}`;
    const expected = createHash('md5')
      .update(`1800000060${path}${link.id}4096 ${secret}`)
      .digest('base64url');
    expect(part).toEqual({
      file: file.storageKey,
      params: { size: '4096', until: '1800000060', md5: expected },
    });
    expect(expected).not.toMatch(/[+/=]/);
    expect(
      nginxLinkHash(1800000060, path, link.id, 4096, 'another-secret-of-32-characters-xx'),
    ).not.toBe(expected);
  });

  it('never gives nginx longer than the link itself', () => {
    const part = createNginxLinks({ secret, seconds: 3600, now }).sign(
      { ...link, expires: 1_800_000_010 },
      file,
    );
    expect(part?.params.until).toBe('1800000010');
  });

  it('leaves to the app a file whose key is not a plain path', () => {
    const links = createNginxLinks({ secret, seconds: 60, now });
    for (const storageKey of [
      '../etc/passwd',
      'a/../b.mp3',
      'a//b.mp3',
      '/abs.mp3',
      '.hidden/x',
      'a b.mp3',
      'a/b.mp3?x',
      'ä.mp3',
      '',
    ]) {
      expect(links.sign(link, { ...file, storageKey })).toBeNull();
    }
    expect(links.sign(link, { ...file, storageKey: 'a/b-c_d.1.mp3' })).not.toBeNull();
  });
});
