import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import type { Actor } from '../policy/policy';
import { allowsNow, enforceAccess } from './access';
import { session, type SessionUser } from './session';

function appWith(actor: Actor | null) {
  const app = Fastify();
  const user: SessionUser | null = actor && {
    ...actor,
    email: 'a@b.c',
    displayName: 'A',
    username: null,
    avatarUrl: null,
    twoFactorEnabled: false,
    twoFactorMethod: null,
    phoneNumber: null,
    preferredLanguage: 'english',
    listeningRule: null,
    artistId: null,
    firstVisit: false,
  };
  void app.register(session, { read: async () => ({ user }) });
  app.setErrorHandler((error: Error & { status?: number }, _request, reply) =>
    reply.status(error.status ?? 500).send({ message: error.message }),
  );
  enforceAccess(app);
  return app;
}

const listener: Actor = { id: 'l', role: 'listener', emailVerified: true, labelVerified: false };

describe('enforceAccess', () => {
  it('refuses to register an API route that does not say who may call it', () => {
    const app = appWith(null);
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
      /does not declare config.access/,
    );
  });

  it('lets anyone call a public route', async () => {
    const app = appWith(null);
    app.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
  });

  it('checks an action against the policy before the handler runs', async () => {
    let ran = 0;
    const register = (app: ReturnType<typeof appWith>) =>
      app.get('/api/admin-only', { config: { access: 'admin:access' } }, async () => {
        ran += 1;
        return { ok: true };
      });
    const anonymous = appWith(null);
    register(anonymous);
    expect((await anonymous.inject({ method: 'GET', url: '/api/admin-only' })).statusCode).toBe(
      401,
    );

    const signedIn = appWith(listener);
    register(signedIn);
    expect((await signedIn.inject({ method: 'GET', url: '/api/admin-only' })).statusCode).toBe(403);
    expect(ran).toBe(0);

    const admin = appWith({ id: 'a', role: 'admin', emailVerified: true, labelVerified: false });
    register(admin);
    expect((await admin.inject({ method: 'GET', url: '/api/admin-only' })).statusCode).toBe(200);
    expect(ran).toBe(1);
  });

  it('answers 401 to a visitor on a route whose action needs an account, whatever the resource', async () => {
    let ran = 0;
    const app = appWith(null);
    app.patch('/api/owned/:id', { config: { access: 'playlist:edit' } }, async () => {
      ran += 1;
      return { ok: true };
    });
    expect((await app.inject({ method: 'PATCH', url: '/api/owned/1' })).statusCode).toBe(401);
    expect(ran).toBe(0);
  });

  it('hands the handler of such a route its signed-in caller as request.actor', async () => {
    const app = appWith(listener);
    app.patch('/api/owned/:id', { config: { access: 'playlist:edit' } }, async (request) => ({
      id: request.actor.id,
    }));
    const response = await app.inject({ method: 'PATCH', url: '/api/owned/1' });
    expect(response.json()).toEqual({ id: 'l' });
  });

  it('gives a public route the caller through request.viewer(), and no request.actor', async () => {
    const app = appWith(listener);
    app.get('/api/open', { config: { access: 'public' } }, async (request) => ({
      viewer: (await request.viewer())?.id ?? null,
      actor: (() => {
        try {
          return request.actor.id;
        } catch {
          return 'refused';
        }
      })(),
    }));
    const response = await app.inject({ method: 'GET', url: '/api/open' });
    expect(response.json()).toEqual({ viewer: 'l', actor: 'refused' });
  });
});

describe('allowsNow', () => {
  const as = (actor: Actor) => actor as SessionUser;
  const unverified: Actor = { ...listener, emailVerified: false };

  it('decides as the route’s own check would, for a signed-in caller', () => {
    expect(allowsNow('public', as(listener))).toBe(true);
    expect(allowsNow('library:use', as(listener))).toBe(true);
    expect(allowsNow('admin:access', as(listener))).toBe(false);
    expect(allowsNow('admin:access', as({ ...listener, role: 'admin' }))).toBe(true);
    expect(allowsNow('track:upload', as(unverified))).toBe(false);
  });

  it('leaves an action about one resource to the service, which checked it when it answered', () => {
    expect(allowsNow('playlist:read', as(listener))).toBe(true);
    expect(allowsNow('track:play', as(listener))).toBe(true);
  });
});
