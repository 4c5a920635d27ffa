import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import type { Actor } from '../policy/policy';
import { enforceAccess } from './access';
import type { SessionUser } from './request-context';

function appWith(actor: Actor | null) {
  const app = Fastify();
  app.decorateRequest('sessionUser', async () =>
    actor
      ? ({
          ...actor,
          email: 'a@b.c',
          displayName: 'A',
          username: null,
          avatarUrl: null,
          twoFactorEnabled: false,
          twoFactorMethod: null,
          phoneNumber: null,
          preferredLanguage: 'english',
          firstVisit: false,
        } satisfies SessionUser)
      : null,
  );
  app.setErrorHandler((error: Error & { status?: number }, _request, reply) =>
    reply.status(error.status ?? 500).send({ message: error.message }),
  );
  enforceAccess(app);
  return app;
}

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

    const listener = appWith({
      id: 'l',
      role: 'listener',
      emailVerified: true,
      labelVerified: false,
    });
    register(listener);
    expect((await listener.inject({ method: 'GET', url: '/api/admin-only' })).statusCode).toBe(403);
    expect(ran).toBe(0);

    const admin = appWith({ id: 'a', role: 'admin', emailVerified: true, labelVerified: false });
    register(admin);
    expect((await admin.inject({ method: 'GET', url: '/api/admin-only' })).statusCode).toBe(200);
    expect(ran).toBe(1);
  });
});
