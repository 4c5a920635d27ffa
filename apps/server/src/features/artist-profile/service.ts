// Creating the artist profile an upload needs: a name, a bio and an avatar whose type
// is read from its bytes and which is stored re-encoded.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import {
  MAX_IMAGE_BYTES,
  artistProfileFields,
  artistProfileMessages,
  uploadErrorCodes,
  uploadMessages,
  type ArtistProfile,
} from '@sada/contracts/uploads';
import type { FastifyRequest } from 'fastify';

import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import { receiveForm } from '../../http/multipart-files';
import { InvalidImageError, reencodeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../policy/policy';
import { findArtistProfile, insertArtistProfile, type ArtistProfileRow } from './repository';

const AVATAR_SIZE = 800;

const alreadyExists = () =>
  new AppError(409, uploadErrorCodes.artistProfileExists, artistProfileMessages.alreadyExists);

function toArtistProfile(row: ArtistProfileRow): ArtistProfile {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function parseFields(raw: unknown) {
  const parsed = artistProfileFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError(400, 'validation_failed', Object.values(fields)[0] ?? 'Invalid', fields);
}

export function createArtistProfileService(deps: {
  db: Database;
  storage: Storage;
  tmpDir: string;
}) {
  const { db, storage } = deps;

  async function receive(request: FastifyRequest, dir: string) {
    if (!request.isMultipart()) return { fields: parseFields(request.body ?? {}), avatar: null };
    const form = await receiveForm(request, {
      dir,
      files: {
        avatar: {
          maxBytes: MAX_IMAGE_BYTES,
          tooLarge: () =>
            new AppError(413, uploadErrorCodes.imageTooLarge, uploadMessages.imageTooLarge),
        },
      },
      fields: ['name', 'bio'],
      maxFieldBytes: 16_000,
      unexpectedFile: () => badRequest(uploadMessages.unexpectedFile),
      tooManyParts: () => badRequest(uploadMessages.tooManyParts),
      fieldTooLong: () => badRequest(artistProfileMessages.bioTooLong),
      malformed: () => badRequest(uploadMessages.malformedUpload),
    });
    return { fields: parseFields(form.fields), avatar: form.files.avatar?.path ?? null };
  }

  return {
    async mine(actor: Actor): Promise<ArtistProfile | null> {
      const row = await findArtistProfile(db, actor.id);
      return row ? toArtistProfile(row) : null;
    },

    async create(actor: Actor, request: FastifyRequest): Promise<ArtistProfile> {
      if (await findArtistProfile(db, actor.id)) throw alreadyExists();
      const dir = join(deps.tmpDir, 'uploads', randomUUID());
      await mkdir(dir, { recursive: true });
      let avatarKey: string | null = null;
      try {
        const { fields, avatar } = await receive(request, dir);
        const id = randomUUID();
        if (avatar) {
          const encoded = join(dir, 'avatar.jpg');
          try {
            await reencodeImage(avatar, encoded, AVATAR_SIZE);
          } catch (error) {
            if (error instanceof InvalidImageError) {
              throw new AppError(
                415,
                uploadErrorCodes.invalidImageType,
                uploadMessages.invalidImageType,
              );
            }
            throw error;
          }
          avatarKey = `artist-avatars/${id}/${Date.now()}.jpg`;
          await storage.put(avatarKey, createReadStream(encoded));
        }
        const row = await insertArtistProfile(db, {
          id,
          name: fields.name,
          bio: fields.bio ?? null,
          avatarUrl: avatarKey ? `/api/media/${avatarKey}` : null,
          ownerUserId: actor.id,
        });
        if (!row) throw alreadyExists();
        avatarKey = null;
        return toArtistProfile(row);
      } finally {
        if (avatarKey) await storage.delete(avatarKey).catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
