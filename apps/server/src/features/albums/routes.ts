// /api/albums/:albumId: an album with its live tracks and totals; /api/me/likes/albums/:albumId
// likes and unlikes it.
import { albumDetail, albumIdParams, likedAlbums } from '@sada/contracts/catalog';
import { errorResponse } from '@sada/contracts/errors';
import { likeState } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createAlbumService } from './service';

const likeSchema = {
  tags: ['library'],
  params: albumIdParams,
  response: { 200: likeState, 400: errorResponse, 401: errorResponse, 404: errorResponse },
};

export function albumRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createAlbumService(db);
  return async (app) => {
    app.get(
      '/api/albums/:albumId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'An album, its live tracks by number, totals and whether the caller likes it',
          security: [],
          params: albumIdParams,
          response: { 200: albumDetail, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) =>
        service.detail(await request.viewer(), request.params.albumId, await request.hearing()),
    );

    app.get(
      '/api/me/likes/albums',
      {
        config: { access: 'library:use', listenerCache: true },
        schema: {
          tags: ['library'],
          summary: 'The albums you liked, newest like first',
          response: { 200: likedAlbums, 401: errorResponse },
        },
      },
      async (request) => service.liked(request.actor),
    );

    app.put(
      '/api/me/likes/albums/:albumId',
      {
        config: { access: 'album:like' },
        schema: { ...likeSchema, summary: 'Like an album (again: no change)' },
      },
      async (request) => service.setLiked(request.actor, request.params.albumId, true),
    );

    app.delete(
      '/api/me/likes/albums/:albumId',
      {
        config: { access: 'album:like' },
        schema: { ...likeSchema, summary: 'Stop liking an album (again: no change)' },
      },
      async (request) => service.setLiked(request.actor, request.params.albumId, false),
    );
  };
}
