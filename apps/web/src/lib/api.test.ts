import { afterEach, describe, expect, it, vi } from 'vitest';

import { api, ApiError, NETWORK_ERROR_STATUS } from './api';
import { keepOnDevice, useDeviceRule } from './listening-rule/device-rule';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useDeviceRule.setState({ rule: null });
});

describe('api client', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/auth/sign-out', {})).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({
        method: 'POST',
        body: '{}',
        credentials: 'include',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('asks for answers in the interface language', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const language = document.documentElement.lang;
    try {
      document.documentElement.lang = 'ar';
      await api.get('/me');
      document.documentElement.lang = 'en';
      await api.patch('/me/settings', {});
    } finally {
      document.documentElement.lang = language;
    }

    const sent = fetchMock.mock.calls.map(
      (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>,
    );
    expect(sent.map((headers) => headers['Accept-Language'])).toEqual(['ar', 'en']);
  });

  it('turns the server error shape into an ApiError with code, message, status and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(422, {
          error: {
            code: 'VALIDATION',
            message: 'Bad input',
            fields: { email: 'Email is required' },
          },
        }),
      ),
    );

    const error = await api.get('/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Bad input',
      fields: { email: 'Email is required' },
    });
  });

  it("reads better-auth's top-level { code, message } error shape", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          code: 'INVALID_EMAIL_OR_PASSWORD',
          message: 'Invalid email or password',
        }),
      ),
    );

    await expect(api.post('/auth/sign-in/email', {})).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });

  it('keeps the message of a better-auth answer without a code (rate limit)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, { message: 'Too many requests. Please try again later.' }),
      ),
    );

    await expect(api.post('/auth/sign-in/email', {})).rejects.toMatchObject({
      status: 429,
      code: 'HTTP_429',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('reports a non-JSON failure with an HTTP_ code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );

    await expect(api.get('/me')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(api.get('/me')).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
      code: 'NETWORK_ERROR',
    });
  });

  it('validates the body with a schema when one is given', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { count: '3' })),
    );
    const schema = {
      parse: (data: unknown) => {
        const count = (data as { count: unknown }).count;
        if (typeof count !== 'number') throw new Error('count must be a number');
        return count;
      },
    };

    await expect(api.get('/count', { schema })).rejects.toThrow('count must be a number');
  });
});

describe('what this device chose to hear', () => {
  function requestedUrls() {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return () => fetchMock.mock.calls.map(([url]) => url);
  }

  it('goes with every GET as hear=, after the query the caller wrote', async () => {
    const urls = requestedUrls();
    keepOnDevice('vocals_and_daf');
    await api.get('/browse');
    await api.get('/search?q=burda&limit=20');
    expect(urls()).toEqual([
      '/api/browse?hear=vocals_and_daf',
      '/api/search?q=burda&limit=20&hear=vocals_and_daf',
    ]);
  });

  it('is not added twice, nor to sign-in’s routes, nor to a request that changes something', async () => {
    const urls = requestedUrls();
    keepOnDevice('vocals_only');
    await api.get('/search?hear=everything&q=a');
    await api.get('/auth/get-session');
    await api.post('/playlists', {});
    await api.put('/me/settings', {});
    await api.delete('/me/avatar');
    expect(urls()).toEqual([
      '/api/search?hear=everything&q=a',
      '/api/auth/get-session',
      '/api/playlists',
      '/api/me/settings',
      '/api/me/avatar',
    ]);
  });

  it('is left out when nothing is chosen, or everything', async () => {
    const urls = requestedUrls();
    await api.get('/browse');
    keepOnDevice('everything');
    await api.get('/browse?page=2');
    expect(urls()).toEqual(['/api/browse', '/api/browse?page=2']);
  });
});
