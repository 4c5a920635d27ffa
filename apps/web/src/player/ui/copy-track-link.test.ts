import { describe, expect, it } from 'vitest';

import { trackLinkAt } from './copy-track-link';

describe('trackLinkAt', () => {
  const id = '00000000-0000-4000-8000-000000000001';

  it('links to the track page at the whole second playing', () => {
    expect(trackLinkAt('https://sada.example', id, 83.9)).toBe(
      `https://sada.example/track/${id}?t=83`,
    );
  });

  it('leaves the time out at the start, or when it is not a time', () => {
    expect(trackLinkAt('https://sada.example', id, 0.4)).toBe(`https://sada.example/track/${id}`);
    expect(trackLinkAt('https://sada.example', id, Number.NaN)).toBe(
      `https://sada.example/track/${id}`,
    );
  });
});
