// Long uploads that survive a dropped connection or a reload: the tus protocol
// (https://tus.io/protocols/resumable-upload), served by @tus/server under
// /api/uploads/resumable. The caller is known at the edge like on every route ('track:upload');
// an upload's id starts with its uploader's, so nobody else can continue, read or end it. Once
// the last byte arrives the file becomes a track by the same path as a form upload (checked by
// its bytes, within the quota), within the limits of long uploads the admin sets. Unfinished
// uploads are removed after a day.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { errorResponse } from '@sada/contracts/errors';
import { BYTES_PER_MB, uploadMessages, uploadTrackFieldNames } from '@sada/contracts/uploads';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { readAppSettings } from '../../platform/app-settings';
import type { Actor } from '../../policy/policy';
import type { createUploadsService } from './service';

export const RESUMABLE_UPLOAD_PATH = '/api/uploads/resumable';
/** An unfinished upload is removed this long after it began. */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How often unfinished uploads past their time are looked for. */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;
/** Where the route tells tus whose request it is; whatever a client sends under it is replaced. */
const UPLOADER_HEADER = 'x-sada-uploader';

/** The part of an upload id that names its uploader. */
const ownerTag = (userId: string) => userId.replaceAll('-', '');

const uploadIdParams = z.object({
  uploadId: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not an upload id' }),
});

/** The text fields of Upload-Metadata the track takes (filename and filetype are the client's). */
function trackFields(metadata: Upload['metadata']): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of uploadTrackFieldNames) {
    const value = metadata?.[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** What tus sends back for an error of ours: its status and its message. */
function tusError(error: unknown) {
  if (error instanceof AppError) return { status_code: error.status, body: error.message };
  return { status_code: 500, body: uploadMessages.uploadNotSaved };
}

/** Where the unfinished uploads under `tmpDir` are kept: each one's bytes and its .json. */
function resumableStore(tmpDir: string) {
  const directory = join(tmpDir, 'resumable');
  return {
    directory,
    store: new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS }),
  };
}

/** Removes the unfinished uploads begun more than a day ago; returns how many. */
export function removeExpiredUploads(tmpDir: string): Promise<number> {
  return resumableStore(tmpDir).store.deleteExpired();
}

export function resumableUploadRoutes(deps: {
  db: Database;
  tmpDir: string;
  service: ReturnType<typeof createUploadsService>;
  log?: { error(obj: object, msg: string): void };
}): FastifyPluginAsyncZod {
  const { directory, store } = resumableStore(deps.tmpDir);
  // Who sent the request that is finishing each upload, by upload id, while it is handled.
  const finishing = new Map<string, Actor>();

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: async () => (await readAppSettings(deps.db)).longUploadSizeLimitMb * BYTES_PER_MB,
    namingFunction: (request) =>
      `${request.headers.get(UPLOADER_HEADER) ?? ''}${randomBytes(16).toString('hex')}`,
    async onUploadCreate(_request, upload) {
      // Refused before a byte is sent: no title, or a field the form would refuse.
      const fields = trackFields(upload.metadata);
      if (!fields.title?.trim()) throw { status_code: 400, body: uploadMessages.titleRequired };
      try {
        deps.service.checkUploadFields(fields);
      } catch (error) {
        throw tusError(error);
      }
      return {};
    },
    async onUploadFinish(_request, upload) {
      const actor = finishing.get(upload.id);
      try {
        if (!actor) throw new AppError(409, 'upload_conflict', uploadMessages.uploadNotSaved);
        const settings = await readAppSettings(deps.db);
        const track = await deps.service.uploadReceived(
          actor,
          {
            fields: trackFields(upload.metadata),
            path: join(directory, upload.id),
            size: upload.size ?? upload.offset,
          },
          settings.longUploadMaxMinutes * 60_000,
        );
        return { headers: { 'Sada-Track-Id': track.id } };
      } catch (error) {
        if (!(error instanceof AppError))
          deps.log?.error({ err: error }, 'resumable upload failed');
        throw tusError(error);
      } finally {
        // Stored, or refused: either way the received file is done with.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply, uploadId: string | null) => {
    const actor = request.actor;
    const tag = ownerTag(actor.id);
    if (uploadId !== null && !uploadId.startsWith(tag)) {
      // Someone else's upload answers like one that does not exist.
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: uploadMessages.uploadNotFound } });
    }
    // tus reads the raw header list: whatever the client sent under this name goes first.
    const raw = request.raw.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) {
      if (raw[i]?.toLowerCase() === UPLOADER_HEADER) raw.splice(i, 2);
    }
    raw.push(UPLOADER_HEADER, tag);
    request.raw.headers[UPLOADER_HEADER] = tag;
    if (uploadId !== null) finishing.set(uploadId, actor);
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } finally {
      if (uploadId !== null && finishing.get(uploadId) === actor) finishing.delete(uploadId);
    }
  };

  return async (app) => {
    // The bytes of a PATCH stream straight to tus, never parsed.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    const timer = setInterval(
      () => void removeExpiredUploads(deps.tmpDir).catch(() => undefined),
      EXPIRY_SWEEP_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    const schema = {
      tags: ['uploads'],
      description:
        'The tus 1.0 protocol (creation, creation-with-upload, termination, expiration). Upload-Metadata carries the form fields (title, language, contentType, instrumentation, genre, explicit, lyrics…). The last PATCH answers with Sada-Track-Id.',
      response: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    };
    app.post(
      RESUMABLE_UPLOAD_PATH,
      {
        config: { access: 'track:upload' },
        schema: { ...schema, summary: 'Start a resumable upload of a long track (tus)' },
      },
      (request, reply) => handle(request, reply, null),
    );
    for (const method of ['head', 'patch', 'delete'] as const) {
      app[method](
        `${RESUMABLE_UPLOAD_PATH}/:uploadId`,
        {
          config: { access: 'track:upload' },
          schema: {
            ...schema,
            summary:
              method === 'head'
                ? 'Where a resumable upload stands (Upload-Offset)'
                : method === 'patch'
                  ? 'Send the next bytes of a resumable upload'
                  : 'Give up a resumable upload',
            params: uploadIdParams,
          },
        },
        (request, reply) => handle(request, reply, request.params.uploadId),
      );
    }
  };
}
