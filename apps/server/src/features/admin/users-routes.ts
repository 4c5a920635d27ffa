// /api/admin/users, /api/admin/labels and /api/admin/artists: the accounts an admin manages.
// Every change is recorded in the record of admin actions (GET /api/admin/audit).
import {
  adminArtistResponse,
  adminUserListQuery,
  adminUserPage,
  adminUserResponse,
  assignLabelBody,
  changeRoleBody,
  suspendBody,
  userIdParams,
} from '@sada/contracts/admin';
import { artistIdParams } from '@sada/contracts/catalog';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createAdminUsersService } from './users-service';

const denied = { 401: errorResponse, 403: errorResponse };
const oneResource = { 400: errorResponse, 404: errorResponse, ...denied };
const withConflict = { ...oneResource, 409: errorResponse };
const admin = { access: 'admin:access' } as const;

export function adminUserRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createAdminUsersService(db);
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'Accounts, newest first; search by name, username or e-mail, filter by role',
          querystring: adminUserListQuery,
          response: { 200: adminUserPage, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/api/admin/users/:userId',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'One account',
          params: userIdParams,
          response: { 200: adminUserResponse, ...oneResource },
        },
      },
      async (request) => ({ user: await service.get(request.params.userId) }),
    );

    app.put(
      '/api/admin/users/:userId/role',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: "Change an account's role; it applies from the account's next request",
          description:
            'A new label is unverified until verified. An admin cannot change their own role ' +
            '(409). Recorded as `user.role`.',
          params: userIdParams,
          body: changeRoleBody,
          response: { 200: adminUserResponse, ...withConflict },
        },
      },
      async (request) => ({
        user: await service.changeRole(request.actor, request.params.userId, request.body.role),
      }),
    );

    app.delete(
      '/api/admin/labels/:userId/verify',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: "Take back a record label's verification; it may no longer moderate",
          params: userIdParams,
          response: { 200: adminUserResponse, ...withConflict },
        },
      },
      async (request) => ({
        user: await service.unverifyLabel(request.actor, request.params.userId),
      }),
    );

    app.post(
      '/api/admin/users/:userId/suspend',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'Suspend an account: its sessions end and it cannot sign in until restored',
          description: 'An admin cannot suspend themself (409). Recorded as `user.suspend`.',
          params: userIdParams,
          body: suspendBody,
          response: { 200: adminUserResponse, ...withConflict },
        },
      },
      async (request) => ({
        user: await service.suspend(request.actor, request.params.userId, request.body.reason),
      }),
    );

    app.post(
      '/api/admin/users/:userId/restore',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'Restore a suspended account; it may sign in again',
          params: userIdParams,
          response: { 200: adminUserResponse, ...oneResource },
        },
      },
      async (request) => ({
        user: await service.restore(request.actor, request.params.userId),
      }),
    );

    for (const verified of [true, false]) {
      const method = verified ? 'POST' : 'DELETE';
      app.route({
        method,
        url: '/api/admin/artists/:artistId/verify',
        config: admin,
        schema: {
          tags: ['admin'],
          summary: verified
            ? "Give an artist the 'Verified Artist' badge"
            : "Take away an artist's 'Verified Artist' badge",
          params: artistIdParams,
          response: { 200: adminArtistResponse, ...oneResource },
        },
        handler: async (request) => ({
          artist: await service.setArtistVerified(request.actor, request.params.artistId, verified),
        }),
      });
    }

    app.put(
      '/api/admin/artists/:artistId/label',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'Sign an artist to a record label account, or to none (labelId null)',
          params: artistIdParams,
          body: assignLabelBody,
          response: { 200: adminArtistResponse, ...withConflict },
        },
      },
      async (request) => ({
        artist: await service.assignLabel(
          request.actor,
          request.params.artistId,
          request.body.labelId,
        ),
      }),
    );
  };
}
