// /api/artists…: all artists by monthly listeners, one artist with follower count, their popular
// live tracks; /api/me/follows/artists/:artistId follows and unfollows.
import {
  artistDetail,
  artistIdParams,
  artistListQuery,
  artistPage,
  artistTracks,
  artistTracksQuery,
  followState,
} from '@sada/contracts/catalog';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createVisitorJsonCache } from '../../http/visitor-cache';
import type { EventBus } from '../../platform/events';
import type { CatalogCaching } from '../../platform/read-cache';
import { createArtistService } from './service';

const followSchema = {
  tags: ['library'],
  params: artistIdParams,
  response: { 200: followState, 400: errorResponse, 401: errorResponse, 404: errorResponse },
};

export function artistRoutes(deps: {
  db: Database;
  events: EventBus;
  caching: CatalogCaching;
}): FastifyPluginAsyncZod {
  const service = createArtistService(deps);
  const visitorArtists = createVisitorJsonCache(artistDetail, {
    caching: deps.caching,
    maxEntries: 10_000,
  });
  return async (app) => {
    app.get(
      '/api/artists',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Artists by monthly listeners, most first',
          security: [],
          querystring: artistListQuery,
          response: { 200: artistPage, 400: errorResponse },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/api/artists/:artistId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'An artist, with the follower count and whether the caller follows',
          security: [],
          params: artistIdParams,
          response: { 200: artistDetail, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { artistId } = request.params;
        const actor = await request.viewer();
        if (actor) return service.detail(actor, artistId);
        return visitorArtists.send(reply, artistId, () => service.detail(null, artistId));
      },
    );

    app.get(
      '/api/artists/:artistId/tracks',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: "An artist's live tracks, most played first",
          description: 'Pass `excludeTrackId` for the track page\'s "More from" list.',
          security: [],
          params: artistIdParams,
          querystring: artistTracksQuery,
          response: { 200: artistTracks, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => ({
        tracks: await service.tracks(
          request.params.artistId,
          request.query,
          await request.hearing(),
        ),
      }),
    );

    app.put(
      '/api/me/follows/artists/:artistId',
      {
        config: { access: 'artist:follow' },
        schema: { ...followSchema, summary: 'Follow an artist (again: no change)' },
      },
      async (request) => service.setFollowing(request.actor, request.params.artistId, true),
    );

    app.delete(
      '/api/me/follows/artists/:artistId',
      {
        config: { access: 'artist:follow' },
        schema: { ...followSchema, summary: 'Stop following an artist (again: no change)' },
      },
      async (request) => service.setFollowing(request.actor, request.params.artistId, false),
    );
  };
}
