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
import { doNotKeepForListener } from '../../http/listener-cache';
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
        // Kept only for its owner: whoever else views it sees a change to it (made private,
        // say) at once, since the owner's changes make only the owner's copies forgotten.
        config: { access: 'playlist:read', listenerCache: true },
        schema: {
          tags: ['playlists'],
          summary: 'One playlist and its tracks in order (a private one only for its owner)',
          security: [],
          params: playlistIdParams,
          response: { 200: playlistDetail, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const viewer = await request.viewer();
        const detail = await service.detail(
          viewer,
          request.params.playlistId,
          await request.hearing(),
        );
        if (detail.owner.id !== viewer?.id) doNotKeepForListener(request);
        return detail;
      },
    );

    app.get(
      '/api/me/playlists',
      {
        config: { access: 'library:use', listenerCache: true },
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
