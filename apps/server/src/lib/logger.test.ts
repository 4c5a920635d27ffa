import { describe, expect, it } from 'vitest';

import { loggedUrl } from './logger';

describe('loggedUrl', () => {
  it('leaves out the signature of a stream link', () => {
    expect(loggedUrl('/api/stream/t1?rendition=r1&expires=99&scope=public&sig=SECRET_abc-1')).toBe(
      '/api/stream/t1?rendition=r1&expires=99&scope=public&sig=[redacted]',
    );
    expect(loggedUrl('/api/media/x.jpg?sig=abc&expires=1')).toBe(
      '/api/media/x.jpg?sig=[redacted]&expires=1',
    );
  });

  it('keeps other URLs as they are', () => {
    expect(loggedUrl('/api/search?q=signal&design=1')).toBe('/api/search?q=signal&design=1');
  });
});
