// Changing playlists: create, edit, delete, the cover, and adding, removing and moving tracks.
import multipart from '@fastify/multipart';
import { errorResponse } from '@sada/contracts/errors';
import {
  ownPlaylist,
  playlistAddTrack,
  playlistCover,
  playlistCreate,
  playlistEntryCreated,
  playlistEntryParams,
  playlistIdParams,
  playlistMove,
  playlistUpdate,
} from '@sada/contracts/playlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import type { EventBus } from '../../platform/events';
import type { Storage } from '../../platform/storage';
import { createPlaylistEditService } from './edit-service';

const refused = { 401: errorResponse, 403: errorResponse, 404: errorResponse };
const noContent = z.null().describe('No content');

export function playlistEditRoutes(deps: {
  db: Database;
  storage: Storage;
  tmpDir: string;
  events: EventBus;
}): FastifyPluginAsyncZod {
  const edits = createPlaylistEditService(deps);
  return async (app) => {
    await app.register(multipart);

    app.post(
      '/api/playlists',
      {
        config: { access: 'playlist:create' },
        schema: {
          tags: ['playlists'],
          summary: 'Create a playlist (public by default, not collaborative)',
          body: playlistCreate,
          response: { 201: ownPlaylist, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await edits.create(request.actor, request.body)),
    );

    app.patch(
      '/api/playlists/:playlistId',
      {
        config: { access: 'playlist:edit' },
        schema: {
          tags: ['playlists'],
          summary: 'Rename or edit your playlist',
          params: playlistIdParams,
          body: playlistUpdate,
          response: { 204: noContent, 400: errorResponse, ...refused },
        },
      },
      async (request, reply) => {
        await edits.update(request.actor, request.params.playlistId, request.body);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/playlists/:playlistId',
      {
        config: { access: 'playlist:edit' },
        schema: {
          tags: ['playlists'],
          summary: 'Delete your playlist and its cover',
          params: playlistIdParams,
          response: { 204: noContent, 400: errorResponse, ...refused },
        },
      },
      async (request, reply) => {
        await edits.remove(request.actor, request.params.playlistId);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/playlists/:playlistId/cover',
      {
        config: { access: 'playlist:edit' },
        schema: {
          tags: ['playlists'],
          summary: 'Set the cover of your playlist',
          description:
            'multipart/form-data with one `cover`: a JPEG, PNG, GIF or WebP image of at most ' +
            '5MB, read by its content and stored re-encoded as a JPEG.',
          consumes: ['multipart/form-data'],
          params: playlistIdParams,
          response: {
            200: playlistCover,
            400: errorResponse,
            413: errorResponse,
            415: errorResponse,
            ...refused,
          },
        },
      },
      async (request) => ({
        coverUrl: await edits.setCover(request.actor, request.params.playlistId, request),
      }),
    );

    app.post(
      '/api/playlists/:playlistId/tracks',
      {
        config: { access: 'playlist:add-track' },
        schema: {
          tags: ['playlists'],
          summary: 'Add a track at the end (yours, or a public collaborative playlist)',
          params: playlistIdParams,
          body: playlistAddTrack,
          response: {
            201: playlistEntryCreated,
            400: errorResponse,
            409: errorResponse,
            ...refused,
          },
        },
      },
      async (request, reply) => {
        const entryId = await edits.addTrack(
          request.actor,
          request.params.playlistId,
          request.body.trackId,
        );
        return reply.status(201).send({ entryId });
      },
    );

    app.delete(
      '/api/playlists/:playlistId/entries/:entryId',
      {
        config: { access: 'playlist:edit' },
        schema: {
          tags: ['playlists'],
          summary: 'Remove a track from your playlist',
          params: playlistEntryParams,
          response: { 204: noContent, 400: errorResponse, ...refused },
        },
      },
      async (request, reply) => {
        const { playlistId, entryId } = request.params;
        await edits.removeEntry(request.actor, playlistId, entryId);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/playlists/:playlistId/entries/:entryId/position',
      {
        config: { access: 'playlist:edit' },
        schema: {
          tags: ['playlists'],
          summary: 'Move a track of your playlist to another place',
          params: playlistEntryParams,
          body: playlistMove,
          response: { 204: noContent, 400: errorResponse, ...refused },
        },
      },
      async (request, reply) => {
        const { playlistId, entryId } = request.params;
        await edits.moveEntry(request.actor, playlistId, entryId, request.body.position);
        return reply.status(204).send(null);
      },
    );
  };
}
