import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseSession } from './parse-session';
import { displayNameOf } from './session-user';
import { getSession } from './use-session';

const listener = {
  id: '6f1c2b1e-8a4d-4c7e-9b1a-2d3e4f5a6b7c',
  email: 'listener@sada.test',
  emailVerified: true,
  displayName: 'Amina',
  username: 'amina',
  role: 'listener',
  avatarUrl: null,
  labelVerified: false,
  twoFactorEnabled: false,
  twoFactorMethod: null,
  phoneNumber: null,
  preferredLanguage: 'english' as const,
  firstVisit: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseSession', () => {
  it('reads a signed-in user', () => {
    expect(parseSession({ user: listener })).toEqual({ user: listener });
  });

  it('treats { user: null } and malformed bodies as signed out', () => {
    expect(parseSession({ user: null })).toEqual({ user: null });
    expect(parseSession(undefined)).toEqual({ user: null });
    expect(parseSession({ user: { ...listener, role: 'superuser' } })).toEqual({ user: null });
  });
});

describe('getSession', () => {
  it('is signed out when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getSession()).resolves.toEqual({ user: null });
  });

  it('is signed out on a non-200 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    await expect(getSession()).resolves.toEqual({ user: null });
  });

  it('returns the user from a 200 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ user: listener }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(getSession()).resolves.toEqual({ user: listener });
  });
});

describe('displayNameOf', () => {
  it('falls back from display name to username to e-mail', () => {
    const user = { ...listener, role: 'listener' as const };
    expect(displayNameOf(user)).toBe('Amina');
    expect(displayNameOf({ ...user, displayName: '' })).toBe('amina');
    expect(displayNameOf({ ...user, displayName: '', username: null })).toBe('listener@sada.test');
  });
});
