// /api/tracks: the public track lists and one track; /api/play/*: what a Play button queues.
import { errorResponse } from '@sada/contracts/errors';
import {
  playableTracks,
  playSourceParams,
  trackIdParams,
  trackListQuery,
  trackPage,
  trackDetail,
} from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { doNotKeepForListener } from '../../http/listener-cache';
import { createVisitorJsonCache } from '../../http/visitor-cache';
import type { CatalogCaching } from '../../platform/read-cache';
import { createTracksService } from './service';

export function trackRoutes(db: Database, caching: CatalogCaching): FastifyPluginAsyncZod {
  const service = createTracksService(db);
  const visitorTracks = createVisitorJsonCache(trackDetail, { caching, maxEntries: 10_000 });
  return async (app) => {
    app.get(
      '/api/tracks',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['tracks'],
          summary: 'Live tracks by popularity, likes or recency, a page at a time',
          security: [],
          querystring: trackListQuery,
          response: { 200: trackPage, 400: errorResponse },
        },
      },
      async (request) => service.list(request.query, await request.hearing()),
    );

    app.get(
      '/api/tracks/:trackId',
      {
        config: { access: 'track:play', listenerCache: true },
        schema: {
          tags: ['tracks'],
          summary: 'One track (one that is not live only for those who may play it)',
          security: [],
          params: trackIdParams,
          response: { 200: trackDetail, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { trackId } = request.params;
        const [actor, hearing] = await Promise.all([request.viewer(), request.hearing()]);
        if (actor) {
          const track = await service.track(actor, trackId, hearing);
          // A track on its way to review changes under its owner's eyes (processing, a
          // reviewer's decision): only a live one is kept for them.
          if (track.status !== 'live') doNotKeepForListener(request);
          return track;
        }
        return visitorTracks.send(reply, `${hearing.rule}:${trackId}`, () =>
          service.track(null, trackId, hearing),
        );
      },
    );

    app.get(
      '/api/play/liked',
      {
        config: { access: 'library:use', listenerCache: true },
        schema: {
          tags: ['tracks'],
          summary: 'Your liked live tracks in play order, newest like first',
          response: { 200: playableTracks, 401: errorResponse },
        },
      },
      async (request) => service.liked(request.actor, await request.hearing()),
    );

    app.get(
      '/api/play/:kind/:id',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['tracks'],
          summary: "The tracks a Play button queues: an artist's, a playlist's or an album's",
          security: [],
          params: playSourceParams,
          response: { 200: playableTracks, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) =>
        service.playSource(
          await request.viewer(),
          await request.hearing(),
          request.params.kind,
          request.params.id,
        ),
    );
  };
}
