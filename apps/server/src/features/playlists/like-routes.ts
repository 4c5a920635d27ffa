// /api/me/likes/playlists: the playlists you liked; /api/me/likes/playlists/:playlistId likes
// and unlikes one.
import { errorResponse } from '@sada/contracts/errors';
import { likedPlaylists, playlistIdParams } from '@sada/contracts/playlists';
import { likeState } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createPlaylistLikeService } from './like-service';

const likeSchema = {
  tags: ['library'],
  params: playlistIdParams,
  response: { 200: likeState, 400: errorResponse, 401: errorResponse, 404: errorResponse },
};

export function playlistLikeRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createPlaylistLikeService(db);
  return async (app) => {
    app.get(
      '/api/me/likes/playlists',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['library'],
          summary: 'The playlists you liked and may open, newest like first',
          response: { 200: likedPlaylists, 401: errorResponse },
        },
      },
      async (request) => service.liked(request.actor),
    );
    app.put(
      '/api/me/likes/playlists/:playlistId',
      {
        config: { access: 'playlist:like' },
        schema: { ...likeSchema, summary: 'Like a playlist you may open (again: no change)' },
      },
      async (request) => service.setLiked(request.actor, request.params.playlistId, true),
    );
    app.delete(
      '/api/me/likes/playlists/:playlistId',
      {
        config: { access: 'playlist:like' },
        schema: { ...likeSchema, summary: 'Stop liking a playlist (again: no change)' },
      },
      async (request) => service.setLiked(request.actor, request.params.playlistId, false),
    );
  };
}
