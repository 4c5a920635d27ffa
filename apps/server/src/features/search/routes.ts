// /api/search: tracks, artists, playlists and series matching a text.
import { errorResponse } from '@sada/contracts/errors';
import { searchQuery, searchResults } from '@sada/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createVisitorJsonCache } from '../../http/visitor-cache';
import type { CatalogCaching } from '../../platform/read-cache';
import { createSearchService } from './service';

export function searchRoutes(db: Database, caching: CatalogCaching): FastifyPluginAsyncZod {
  const service = createSearchService(db);
  // Search shows only what anyone may see, the same to everyone with one listening rule (the
  // viewer's own uploads are not exempt here): an answer is kept for the
  // catalog cache's few seconds, the texts typed most often answered from memory.
  const answers = createVisitorJsonCache(searchResults, { caching, maxEntries: 1000 });
  return async (app) => {
    app.get(
      '/api/search',
      {
        config: { access: 'public' },
        schema: {
          tags: ['search'],
          summary: 'Live tracks, artists, public playlists and series matching a text',
          description:
            'Case-, accent- and Arabic-diacritic-insensitive and tolerant of typos; ranked exact, ' +
            'prefix, contains, similar, then by popularity. Up to 20 tracks, 10 artists, ' +
            '10 playlists and 10 series with a live episode (fewer with `limit`).',
          security: [],
          querystring: searchQuery,
          response: { 200: searchResults, 400: errorResponse },
        },
      },
      async (request, reply) => {
        const { q, limit } = request.query;
        const { rule } = await request.hearing();
        return answers.send(reply, `${rule}:${limit ?? ''}:${q}`, () =>
          service.search(q, rule, limit),
        );
      },
    );
  };
}
