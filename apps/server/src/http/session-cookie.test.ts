import { describe, expect, it } from 'vitest';

import { hasSessionCookie } from './session-cookie';

describe('hasSessionCookie', () => {
  it.each([
    'sada.session_token=abc',
    '__Secure-sada.session_token=abc',
    'theme=dark; sada.session_token=abc.def',
    'a=1;sada.session_token=',
  ])('finds the session in %j', (header) => {
    expect(hasSessionCookie(header)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'theme=dark',
    'xsada.session_token=abc',
    'sada.session_token_old=abc',
    'note=sada.session_token=abc',
  ])('finds none in %j', (header) => {
    expect(hasSessionCookie(header)).toBe(false);
  });
});
