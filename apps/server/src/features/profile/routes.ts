// /api/me/profile, /api/me/avatar, /api/me/settings and DELETE /api/me: the signed-in person's
// profile, picture, settings and account; /api/users/:userId: someone's profile as they allow.
import multipart from '@fastify/multipart';
import { errorResponse } from '@sada/contracts/errors';
import {
  avatarResponse,
  deleteAccountRequest,
  myProfile,
  profileFields,
  publicProfile,
  userIdParams,
  userSettings,
  userSettingsUpdate,
} from '@sada/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { SESSION_COOKIE_NAMES } from '../../http/session-cookie';
import type { Storage } from '../../platform/storage';
import { createAccountDeletion, deleteAccountLimit } from './delete-account';
import { createProfileService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function profileRoutes(deps: {
  db: Database;
  storage: Storage;
  tmpDir: string;
}): FastifyPluginAsyncZod {
  const service = createProfileService(deps);
  const deleteAccount = createAccountDeletion(deps);
  return async (app) => {
    await app.register(multipart);

    app.get(
      '/api/me/profile',
      {
        config: { access: 'profile:edit' },
        schema: {
          tags: ['profile'],
          summary: 'Your profile with the counts /profile shows',
          response: { 200: myProfile, ...denied },
        },
      },
      async (request) => service.mine(request.actor, await request.hearing()),
    );

    app.patch(
      '/api/me/profile',
      {
        config: { access: 'profile:edit' },
        schema: {
          tags: ['profile'],
          summary: 'Change your display name, bio and location',
          body: profileFields,
          response: { 200: myProfile, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.update(request.actor, request.body, await request.hearing()),
    );

    app.put(
      '/api/me/avatar',
      {
        config: { access: 'profile:edit' },
        schema: {
          tags: ['profile'],
          summary: 'Set your picture',
          description:
            'multipart/form-data with one `avatar`: a JPEG, PNG or WebP image of at most 5MB, ' +
            'read by its content and stored re-encoded as a JPEG.',
          consumes: ['multipart/form-data'],
          response: {
            200: avatarResponse,
            400: errorResponse,
            413: errorResponse,
            415: errorResponse,
            ...denied,
          },
        },
      },
      async (request) => ({ avatarUrl: await service.setAvatar(request.actor, request) }),
    );

    app.delete(
      '/api/me/avatar',
      {
        config: { access: 'profile:edit' },
        schema: {
          tags: ['profile'],
          summary: 'Remove your picture',
          response: { 200: avatarResponse, ...denied },
        },
      },
      async (request) => {
        await service.removeAvatar(request.actor);
        return { avatarUrl: null };
      },
    );

    app.get(
      '/api/me/settings',
      {
        config: { access: 'profile:edit' },
        schema: {
          tags: ['profile'],
          summary: 'Your profile fields, content preferences and privacy settings',
          response: { 200: userSettings, ...denied },
        },
      },
      async (request) => service.settings(request.actor),
    );

    app.put(
      '/api/me/settings',
      {
        config: { access: 'profile:edit' },
        schema: {
          tags: ['profile'],
          summary: 'Save Settings: every section at once',
          body: userSettingsUpdate,
          response: { 200: userSettings, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.saveSettings(request.actor, request.body),
    );

    app.delete(
      '/api/me',
      {
        config: {
          access: 'profile:edit',
          rateLimit: { max: deleteAccountLimit.max * 2, timeWindow: 60_000 },
        },
        schema: {
          tags: ['profile'],
          summary: 'Delete your account and everything that is yours',
          body: deleteAccountRequest,
          response: {
            204: z.null().describe('No content'),
            400: errorResponse,
            429: errorResponse,
            ...denied,
          },
        },
      },
      async (request, reply) => {
        await deleteAccount(request.actor, request.body.password);
        // The session cookies expire once the account is gone (plain and https names).
        for (const name of SESSION_COOKIE_NAMES) {
          reply.header(
            'set-cookie',
            `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
          );
        }
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/users/:userId',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['profile'],
          summary: "Someone's profile: what their privacy settings let you see",
          security: [],
          params: userIdParams,
          response: { 200: publicProfile, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) =>
        service.publicProfile(
          await request.viewer(),
          request.params.userId,
          await request.hearing(),
        ),
    );
  };
}
