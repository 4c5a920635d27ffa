// Series: the artist's (/api/me/series…), the public page and lists (/api/series…,
// /api/artists/{id}/series), following one, and their review (/api/moderation/series…).
import { errorResponse } from '@sada/contracts/errors';
import {
  seriesDetail,
  seriesEpisodesUpdate,
  seriesFollowState,
  seriesIdParams,
  seriesInput,
  seriesList,
  seriesSummary,
  seriesUpdate,
} from '@sada/contracts/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import type { EventBus } from '../../platform/events';
import type { CatalogCaching } from '../../platform/read-cache';
import { seriesReviewRoutes } from './review-routes';
import { createSeriesService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };
const artistIdParams = z.object({ artistId: z.uuid({ error: 'Not an artist id' }) });
const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) });

export function seriesRoutes(
  db: Database,
  opts: { publicUrl: string; caching: CatalogCaching; events: EventBus },
): FastifyPluginAsyncZod {
  const service = createSeriesService(db, opts);
  return async (app) => {
    await app.register(seriesReviewRoutes(db, opts.events));

    app.post(
      '/api/me/series',
      {
        config: { access: 'track:upload' },
        schema: {
          tags: ['series'],
          summary: 'Create a series of your episodes; listeners see it once a reviewer approves it',
          body: seriesInput,
          response: { 201: seriesSummary, 400: errorResponse, ...denied },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.actor, request.body)),
    );

    app.get(
      '/api/me/series',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['series'],
          summary:
            'Your series, with those not yet approved or without a live episode, and their review',
          response: { 200: seriesList, ...denied },
        },
      },
      async (request) => service.mine(request.actor),
    );

    app.get(
      '/api/me/series/followed',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['series'],
          summary: 'The series you follow',
          response: { 200: seriesList, ...denied },
        },
      },
      async (request) => service.followed(request.actor),
    );

    app.patch(
      '/api/me/series/:seriesId',
      {
        config: { access: 'series:manage' },
        schema: {
          tags: ['series'],
          summary: "Change a series' details",
          description:
            'A series never approved changes at once and waits for review again. An approved ' +
            'series keeps its approved details for listeners; the edit waits for review ' +
            '(`review.pending`), and an edit back to the approved details withdraws it.',
          params: seriesIdParams,
          body: seriesUpdate,
          response: { 200: seriesSummary, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => service.update(request.actor, request.params.seriesId, request.body),
    );

    app.delete(
      '/api/me/series/:seriesId',
      {
        config: { access: 'series:manage' },
        schema: {
          tags: ['series'],
          summary: 'Delete a series; its episodes stay as tracks',
          params: seriesIdParams,
          response: {
            200: z.object({ message: z.string() }),
            400: errorResponse,
            404: errorResponse,
            ...denied,
          },
        },
      },
      async (request) => service.remove(request.actor, request.params.seriesId),
    );

    app.put(
      '/api/me/series/:seriesId/episodes',
      {
        config: { access: 'series:manage' },
        schema: {
          tags: ['series'],
          summary: 'Set the episodes of a series, in order (add, remove, reorder)',
          params: seriesIdParams,
          body: seriesEpisodesUpdate,
          response: { 200: seriesDetail, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => service.setEpisodes(request.actor, request.params.seriesId, request.body),
    );

    app.get(
      '/api/series',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['series'],
          summary: 'Approved series with live episodes, recently updated first',
          security: [],
          querystring: recentQuery,
          response: { 200: seriesList, 400: errorResponse },
        },
      },
      async (request) => service.recent(request.query.limit),
    );

    app.get(
      '/api/series/:seriesId',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['series'],
          summary: 'A series page: its episodes in order, your progress in each, what to continue',
          security: [],
          params: seriesIdParams,
          response: { 200: seriesDetail, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const [actor, hearing] = await Promise.all([request.viewer(), request.hearing()]);
        return service.detail(actor, hearing, request.params.seriesId);
      },
    );

    for (const [method, follow] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/api/series/:seriesId/follow',
        {
          config: { access: 'library:use' },
          schema: {
            tags: ['series'],
            summary: follow
              ? 'Follow a series: hear of its new episodes'
              : 'Stop following a series',
            params: seriesIdParams,
            response: { 200: seriesFollowState, 400: errorResponse, 404: errorResponse, ...denied },
          },
        },
        async (request) => service.follow(request.actor, request.params.seriesId, follow),
      );
    }

    app.get(
      '/api/series/:seriesId/feed.xml',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['series'],
          summary: 'The podcast feed of a series (RSS 2.0, iTunes and Podcasting 2.0)',
          description:
            'Live episodes only, each with a stable audio address and its chapters. Conditional: If-None-Match answers 304.',
          security: [],
          params: seriesIdParams,
          response: {
            200: z.string().meta({ description: 'RSS 2.0 XML' }),
            304: z.null().meta({ description: 'Not modified' }),
            400: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { xml, etag } = await service.feed(request.params.seriesId);
        reply
          .header('etag', etag)
          .header('cache-control', 'public, max-age=300')
          .header('content-type', 'application/rss+xml; charset=utf-8');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        return reply.send(xml);
      },
    );

    app.get(
      '/api/artists/:artistId/series',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['series'],
          summary: "An artist's approved series with live episodes (all of them, to the artist)",
          security: [],
          params: artistIdParams,
          response: { 200: seriesList, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => service.ofArtist(await request.viewer(), request.params.artistId),
    );
  };
}
