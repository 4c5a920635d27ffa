// Every API route declares who may call it (`config.access`), and the server refuses to start
// with a route that does not. 'public' routes are open to anyone; an action is checked against
// policy/policy before the handler runs. An action that needs an account answers 401 to visitors
// here and hands the handler the signed-in caller as request.actor (http/session.ts), so neither
// routes nor services check for a session again. Actions about one resource (a playlist, a track)
// are declared the same way and checked by the service once the resource is loaded.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

import { authorize, can, needsAccount, signInRequired, type Action } from '../policy/policy';

export type Access = 'public' | Action;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route and who may call it (null: better-auth's own routes), for tests. */
    apiRoutes: readonly ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access | null;
}

const resourceFree = new Set<Action>([
  'catalog:read',
  'track:like',
  'album:like',
  'playlist:like',
  'artist:follow',
  'library:use',
  'playlist:create',
  'track:upload',
  'artist-profile:create',
  'dashboard:view',
  'label-dashboard:view',
  'moderation:access',
  'admin:access',
]);

export function enforceAccess(app: FastifyInstance): void {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (route.url.startsWith('/api/auth/')) {
      for (const method of methods) apiRoutes.push({ method, url: route.url, access: null });
      return;
    }
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    for (const method of methods) apiRoutes.push({ method, url: route.url, access });
    if (access === 'public') return;
    const check = accessCheck(access);
    if (!check) return;
    route.preHandler = [
      check,
      ...(Array.isArray(route.preHandler)
        ? route.preHandler
        : route.preHandler
          ? [route.preHandler]
          : []),
    ];
  });
}

/**
 * Whether a signed-in caller passes a route's declared access now, as the check below would
 * decide, without waiting: for answers kept for them (http/listener-cache).
 */
export function allowsNow(access: Access, actor: FastifyRequest['actor']): boolean {
  if (access === 'public' || !resourceFree.has(access)) return true;
  return (can as (actor: FastifyRequest['actor'], action: Action) => boolean)(actor, access);
}

/** What runs before the handler of a route declaring `access`; null when nothing needs to. */
export function accessCheck(access: Action): ((request: FastifyRequest) => Promise<void>) | null {
  // The action alone decides, whoever the caller: one check, here, and none in the service.
  const checkAction = resourceFree.has(access)
    ? (authorize as (actor: FastifyRequest['actor'] | null, action: Action) => void)
    : null;
  if (needsAccount(access)) {
    return async (request) => {
      const actor = await request.viewer();
      if (!actor) throw signInRequired(access);
      checkAction?.(actor, access);
      request.actor = actor;
    };
  }
  if (!checkAction) return null;
  return async (request) => checkAction(await request.viewer(), access);
}
