import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app';
import { linkIn, postAuth } from '../test/auth';
import { createUser } from '../test/factories';
import { logLines } from '../test/log-lines';
import { createLogger, loggedQueryMax, loggedUrl } from './logger';

describe('loggedUrl', () => {
  it('leaves out the signature of a stream link', () => {
    expect(loggedUrl('/api/stream/t1?rendition=r1&expires=99&scope=public&sig=SECRET_abc-1')).toBe(
      '/api/stream/t1?rendition=r1&expires=99&scope=public&sig=[redacted]',
    );
    expect(loggedUrl('/api/stream/t1/a/b.mp3?sig=S1&size=9&until=99&md5=S2')).toBe(
      '/api/stream/t1/a/b.mp3?sig=[redacted]&size=9&until=99&md5=[redacted]',
    );
    expect(loggedUrl('/api/media/x.jpg?sig=abc&expires=1')).toBe(
      '/api/media/x.jpg?sig=[redacted]&expires=1',
    );
  });

  it.each([
    ['/reset-password?token=SECRET', '/reset-password?token=[redacted]'],
    [
      '/api/auth/verify-email?token=SECRET&callbackURL=%2F',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    ],
    [
      '/api/auth/callback/google?code=SECRET&state=SECRET',
      '/api/auth/callback/google?code=[redacted]&state=[redacted]',
    ],
    ['/x?%74oken=SECRET', '/x?%74oken=[redacted]'],
    ['/x?TOKEN=SECRET&Sig=SECRET', '/x?TOKEN=[redacted]&Sig=[redacted]'],
    [
      '/api/auth/reset-password/SECRET?callbackURL=%2F',
      '/api/auth/reset-password/[redacted]?callbackURL=%2F',
    ],
    ['/%61pi/auth/Reset-Password/SECRET', '/api/auth/reset-password/[redacted]'],
  ])('leaves out the token of %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it('keeps other URLs as they are', () => {
    expect(loggedUrl('/api/search?q=signal&design=1')).toBe('/api/search?q=signal&design=1');
    expect(loggedUrl('/api/tracks/abc')).toBe('/api/tracks/abc');
  });

  it('keeps the start of a long query and says how much is left out', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `id-${String(i).padStart(33, '0')}`);
    const query = `ids=${ids.join(',')}`;
    const logged = loggedUrl(`/api/me/likes/tracks?${query}`);
    expect(logged).toBe(
      `/api/me/likes/tracks?${query.slice(0, loggedQueryMax)}…(${query.length - loggedQueryMax} more)`,
    );
    expect(loggedUrl(`/api/search?q=${'a'.repeat(loggedQueryMax - 2)}`)).toBe(
      `/api/search?q=${'a'.repeat(loggedQueryMax - 2)}`,
    );
  });

  it('leaves out a secret before it shortens a long query', () => {
    const logged = loggedUrl(`/x?pad=${'p'.repeat(190)}&token=SECRET-VALUE-0123456789`);
    expect(logged).not.toContain('SECRET');
  });
});

describe('logged errors', () => {
  it('never hold the values of a failed query', () => {
    const lines: string[] = [];
    const log = createLogger('info', logLines(lines)).child({ reqId: 'req-1' });
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(someone@secret.test) already exists.',
    });
    log.error(
      {
        err: new DrizzleQueryError(
          'insert into users (email, password) values ($1, $2)',
          ['someone@secret.test', 'hash-of-a-password'],
          cause,
        ),
      },
      'request failed',
    );
    const logged = lines.join('');
    expect(logged).toContain('Failed query: insert into users');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('someone@secret.test');
    expect(logged).not.toContain('hash-of-a-password');
  });

  it('hold no stack trace, of the error or of its cause', () => {
    const lines: string[] = [];
    const log = createLogger('info', logLines(lines));
    const cause = Object.assign(new Error('terminating connection'), { code: '57P01' });
    log.error({ err: new Error('the job queue stopped', { cause }) }, 'job queue error');
    const logged = JSON.parse(lines.join('')) as { err: Record<string, unknown> };
    expect(logged.err).toMatchObject({
      type: 'Error',
      message: expect.stringContaining('stopped'),
    });
    expect(JSON.stringify(logged)).toContain('57P01');
    expect(JSON.stringify(logged)).not.toMatch(/"stack"|\n\s+at /);
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger: createLogger('info', logLines(lines)) });
  });
  afterAll(() => t.close());

  it('holds no password-reset or verification token', async () => {
    const user = await createUser(t, { emailVerified: false });
    const reset = await postAuth(t, '/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode).toBe(200);
    const resetLink = linkIn(t, user.email);
    const resetToken = /reset-password\/([^?]+)/.exec(resetLink)?.[1] ?? '';
    expect(resetToken.length).toBeGreaterThan(10);
    const opened = await t.app.inject({ method: 'GET', url: resetLink });
    const redirect = String(opened.headers.location);
    expect(redirect).toContain(resetToken);
    await t.app.inject({ method: 'GET', url: redirect.replace(/^https?:\/\/[^/]+/, '') });
    await t.app.inject({
      method: 'GET',
      url: resetLink.replace('/api/auth/reset-password/', '/%61pi/auth/reset-password/'),
    });

    const verify = await postAuth(t, '/send-verification-email', {
      email: user.email,
      callbackURL: '/',
    });
    expect(verify.statusCode).toBe(200);
    const verifyLink = linkIn(t, user.email);
    const verifyToken = new URL(verifyLink, 'http://x').searchParams.get('token') ?? '';
    expect(verifyToken.length).toBeGreaterThan(10);
    await t.app.inject({ method: 'GET', url: verifyLink });

    const log = lines.join('');
    expect(log).toContain('reset-password/[redacted]');
    expect(log).toContain('verify-email?token=[redacted]');
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(verifyToken);
  });
});
