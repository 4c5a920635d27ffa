// /api/uploads/tracks: upload a track (multipart: audio, optional cover, the form's fields);
// /api/me/tracks: the artist's own tracks, in every state, to edit, re-upload, give a cover to
// (before review) or delete.
import multipart from '@fastify/multipart';
import { errorResponse } from '@sada/contracts/errors';
import { trackIdParams } from '@sada/contracts/tracks';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  myTrackListQuery,
  myTrackPage,
  myTrackResponse,
  trackDeleted,
  trackMetadataUpdate,
  uploadLimits,
} from '@sada/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createMyTracksService } from './my-tracks';
import { resumableUploadRoutes } from './resumable';
import { createUploadsService, type UploadsDeps } from './service';
import { createTrackCoverService } from './track-cover';

const denied = { 401: errorResponse, 403: errorResponse };
const uploadErrors = {
  400: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
  500: errorResponse,
  ...denied,
};
const multipartBody =
  'multipart/form-data. Files: `audio` (MP3, WAV, M4A or OGG, at most 50MB unless an admin ' +
  'has set another limit: GET /api/uploads/limits) and `cover` (JPEG, PNG or WebP, at most ' +
  '5MB); the type is read from the content. ';

export function uploadRoutes(deps: UploadsDeps): FastifyPluginAsyncZod {
  const service = createUploadsService(deps);
  const myTracks = createMyTracksService(deps);
  const covers = createTrackCoverService(deps);
  return async (app) => {
    // Limits are set per form by http/multipart-files; files stream to disk, never to memory.
    await app.register(multipart);
    await app.register(
      resumableUploadRoutes({
        db: deps.db,
        tmpDir: deps.tmpDir,
        service,
        ...(deps.log ? { log: deps.log } : {}),
      }),
    );

    app.get(
      '/api/uploads/limits',
      {
        config: { access: 'track:upload' },
        schema: {
          tags: ['uploads'],
          summary: "The largest and longest files an upload may have now, and the caller's quota",
          response: { 200: uploadLimits, ...denied },
        },
      },
      async (request) => service.limits(request.actor),
    );

    app.post(
      '/api/uploads/tracks',
      {
        config: { access: 'track:upload' },
        schema: {
          tags: ['uploads'],
          summary: 'Upload a track; it is processed, then reviewed',
          description:
            multipartBody +
            'Fields: title, lyrics, language, contentType, instrumentation (required), genre, ' +
            'explicit; in the Quranic Recitation genre (chosen, or by the content type) also ' +
            'reciter, riwayah, surah, ayahFrom, ayahTo and recitationLicence, required there and ' +
            'ignored elsewhere. Sending the same ' +
            `${IDEMPOTENCY_KEY_HEADER} again answers with the track the first request made.`,
          consumes: ['multipart/form-data'],
          headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.optional() }),
          response: { 200: myTrackResponse, 201: myTrackResponse, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { actor } = request;
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        const result = await service.upload(actor, request, typeof key === 'string' ? key : null);
        return reply.status(result.created ? 201 : 200).send({ track: result.track });
      },
    );

    app.get(
      '/api/me/tracks',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['uploads'],
          summary: "The caller's own tracks in every state, newest first",
          querystring: myTrackListQuery,
          response: { 200: myTrackPage, 400: errorResponse, ...denied },
        },
      },
      async (request) => myTracks.list(request.actor, request.query),
    );

    app.patch(
      '/api/me/tracks/:trackId',
      {
        config: { access: 'track:manage' },
        schema: {
          tags: ['uploads'],
          summary: "Edit one of the caller's tracks",
          params: trackIdParams,
          body: trackMetadataUpdate,
          response: { 200: myTrackResponse, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => ({
        track: await myTracks.update(request.actor, request.params.trackId, request.body),
      }),
    );

    app.put(
      '/api/me/tracks/:trackId/audio',
      {
        config: { access: 'track:upload' },
        schema: {
          tags: ['uploads'],
          summary: "Replace a track's audio; it is processed and reviewed again",
          description: `${multipartBody}Only the \`audio\` file is read.`,
          consumes: ['multipart/form-data'],
          params: trackIdParams,
          response: { 200: myTrackResponse, 404: errorResponse, ...uploadErrors },
        },
      },
      async (request) => ({
        track: await service.replaceAudio(request.actor, request.params.trackId, request),
      }),
    );

    app.put(
      '/api/me/tracks/:trackId/cover',
      {
        config: { access: 'track:upload' },
        schema: {
          tags: ['uploads'],
          summary: 'Set the cover of a track not yet reviewed (after a resumable upload)',
          description:
            'multipart/form-data with one file, `cover` (JPEG, PNG or WebP, at most 5MB; the ' +
            'type is read from the content). Only while the track is processing or waiting for ' +
            'its first review, so that the cover is reviewed with it; 409 afterwards.',
          consumes: ['multipart/form-data'],
          params: trackIdParams,
          response: {
            200: myTrackResponse,
            404: errorResponse,
            409: errorResponse,
            ...uploadErrors,
          },
        },
      },
      async (request) => ({
        track: await covers.setCover(request.actor, request.params.trackId, request),
      }),
    );

    app.delete(
      '/api/me/tracks/:trackId',
      {
        config: { access: 'track:manage' },
        schema: {
          tags: ['uploads'],
          summary: "Delete one of the caller's tracks and its files",
          params: trackIdParams,
          response: { 200: trackDeleted, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => myTracks.remove(request.actor, request.params.trackId),
    );
  };
}
