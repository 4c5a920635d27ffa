// A track's cover sent on its own: a resumable upload (tus) carries only the audio and the text
// fields, so its cover follows once the track exists. Only before any review has judged the
// track, so the cover is reviewed with it; afterwards a new cover would skip review.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';

import { uploadErrorCodes, uploadMessages, type MyTrack } from '@sada/contracts/uploads';
import type { FastifyRequest } from 'fastify';

import { findManagedTrack } from '../../catalog/track-access';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import { mediaKeyOf, mediaUrl } from '../../http/media-keys';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../policy/policy';
import { presentMyTrack } from './owned-tracks';
import { prepareCover, receiveUploadForm, withUploadDir } from './receive';
import { setUnreviewedCover, unreviewedStatuses } from './repository';

const coverAfterReview = () =>
  new AppError(409, uploadErrorCodes.coverAfterReview, uploadMessages.coverAfterReview);

const isUnreviewed = (status: string) => (unreviewedStatuses as readonly string[]).includes(status);

export function createTrackCoverService(deps: {
  db: Database;
  storage: Storage;
  tmpDir: string;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, storage } = deps;
  const remove = (key: string) => storage.delete(key).catch(() => undefined);

  return {
    /** Sets the cover of one of the caller's tracks that no review has judged yet. */
    async setCover(actor: Actor, trackId: string, request: FastifyRequest): Promise<MyTrack> {
      const ref = await findManagedTrack(db, actor, trackId);
      // Refused before the file is received; checked again, locked, when it is set.
      if (!isUnreviewed(ref.status)) throw coverAfterReview();
      // Stored in the artist's owner's folder, like the covers of the upload form.
      const ownerId = ref.artistOwnerId ?? actor.id;
      return withUploadDir(deps.tmpDir, async (dir) => {
        const form = await receiveUploadForm(request, dir, {
          fields: [],
          cover: true,
          maxAudioMb: null,
        });
        const received = form.files.cover;
        if (!received) throw badRequest(uploadMessages.coverRequired);
        const coverFile = join(dir, 'cover.jpg');
        await prepareCover(received.path, coverFile);

        const folder = `track-covers/${ownerId}/${trackId}/`;
        const key = `${folder}${Date.now()}.jpg`;
        let set: Awaited<ReturnType<typeof setUnreviewedCover>>;
        try {
          await storage.put(key, createReadStream(coverFile));
          set = await db.transaction((tx) => setUnreviewedCover(tx, trackId, mediaUrl(key)));
        } catch (error) {
          await remove(key);
          if (error instanceof AppError) throw error;
          deps.log?.error({ err: error }, 'cover not saved');
          throw new AppError(500, uploadErrorCodes.uploadFailed, uploadMessages.uploadNotSaved);
        }
        if (!set) {
          await remove(key);
          throw coverAfterReview();
        }
        // The cover it replaces goes too when it is this track's own file (from its audio's tags).
        const replaced = mediaKeyOf(set.replaced, 'track-covers');
        if (replaced?.startsWith(folder) && replaced !== key) await remove(replaced);
        return presentMyTrack(db, trackId);
      });
    },
  };
}
