// An upload cut short by the end of its process (a crash, kill -9, the machine gone) between
// making its track row and queueing its processing: nothing else would ever move that track on.
// Each upload notes its track and storage keys in its working folder (lib/tmp-dirs claims) before
// it makes either; the start-up sweep hands the notes of ended processes here. A track whose
// audio was stored and attached gets its processing job, if it has none; one whose audio never
// got there fails with a message that says to upload again; files of the cut-short upload that no
// track uses are removed.
import { uploadMessages } from '@sada/contracts/uploads';
import type { Logger } from 'pino';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { audioJobExists, type JobQueue } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import type { SweptTmpDir } from '../../lib/tmp-dirs';
import { failStaleUploads, findUploadState, markUploadFailed } from './repository';

/** What an upload notes in its working folder before it makes a row or a file. */
export const uploadClaim = z.object({ trackId: z.uuid(), keys: z.array(z.string()) });
export type UploadClaim = z.infer<typeof uploadClaim>;
export const UPLOAD_CLAIM_LABEL = 'upload';

/**
 * A track still uploading this long after its last change, with no audio, has lost its upload
 * even without a note (one made before notes existed, or on a data folder since lost): no upload
 * spends an hour between its row and its stored file.
 */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

export interface StuckUploadsDeps {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  log?: Logger;
}

export interface RecoveredUploads {
  /** Tracks failed with 'Upload failed — try again'. */
  failed: number;
  /** Tracks whose processing was queued again. */
  resumed: number;
  /** Stored files of cut-short uploads that no track uses, removed. */
  removedFiles: number;
}

export async function recoverStuckUploads(
  deps: StuckUploadsDeps,
  swept: readonly SweptTmpDir[],
): Promise<RecoveredUploads> {
  const { db, storage } = deps;
  const result: RecoveredUploads = { failed: 0, resumed: 0, removedFiles: 0 };
  const claims = swept
    .filter((dir) => dir.kind === 'uploads')
    .flatMap((dir) => dir.claims ?? [])
    .flatMap((claim) => {
      const parsed = uploadClaim.safeParse(claim);
      return parsed.success ? [parsed.data] : [];
    });

  for (const claim of claims) {
    const track = await findUploadState(db, claim.trackId);
    const attached = track?.audioFilePath != null && claim.keys.includes(track.audioFilePath);
    if (!attached) {
      await Promise.all(claim.keys.map((key) => storage.delete(key)));
      result.removedFiles += claim.keys.length;
    }
    if (!track || track.stage !== 'uploading') continue;
    if (!attached) {
      if (await markUploadFailed(db, track.id, uploadMessages.uploadFailedTryAgain, null)) {
        result.failed += 1;
      }
      continue;
    }
    const job = { trackId: track.id, audioKey: track.audioFilePath ?? '' };
    await deps.jobs.start();
    if (!(await audioJobExists(db, job))) {
      await deps.jobs.sendAudioProcessing(job);
      result.resumed += 1;
    }
  }

  result.failed += await failStaleUploads(
    db,
    new Date(Date.now() - STALE_UPLOAD_MS),
    uploadMessages.uploadFailedTryAgain,
  );
  if (result.failed + result.resumed + result.removedFiles > 0) {
    deps.log?.info(result, 'finished uploads cut short by an ended process');
  }
  return result;
}
