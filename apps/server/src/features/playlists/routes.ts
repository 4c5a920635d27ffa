// /api/playlists: public playlists, one playlist with its tracks, and the caller's own.
import { errorResponse } from '@sada/contracts/errors';
import {
  myPlaylistsQuery,
  ownPlaylists,
  playlistDetail,
  playlistIdParams,
  playlistListQuery,
  playlistPage,
} from '@sada/contracts/playlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createPlaylistService } from './service';

export function playlistRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createPlaylistService(db);
  return async (app) => {
    app.get(
      '/api/playlists',
      {
        config: { access: 'public' },
        schema: {
          tags: ['playlists'],
          summary: 'Public playlists, newest first',
          security: [],
          querystring: playlistListQuery,
          response: { 200: playlistPage, 400: errorResponse },
        },
      },
      async (request) => service.listPublic(request.query),
    );

    app.get(
      '/api/playlists/:playlistId',
      {
        config: { access: 'playlist:read' },
        schema: {
          tags: ['playlists'],
          summary: 'One playlist and its tracks in order (a private one only for its owner)',
          security: [],
          params: playlistIdParams,
          response: { 200: playlistDetail, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => service.detail(await request.viewer(), request.params.playlistId),
    );

    app.get(
      '/api/me/playlists',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['playlists'],
          summary: 'Your playlists, newest or last changed first',
          querystring: myPlaylistsQuery,
          response: { 200: ownPlaylists, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => service.mine(request.actor, request.query),
    );
  };
}
