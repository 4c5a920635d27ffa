// An upload cut short by the end of its process (a crash, kill -9, the machine gone) between
// making its track row and queueing its processing: nothing else would ever move that track on.
// Each upload notes its track and storage keys in its working folder (platform/tmp-dirs claims) before
// it makes either; the start-up sweep hands the notes of ended processes here. A track whose
// audio was stored and attached gets its processing job, if it has none; one whose audio never
// got there fails with a message that says to upload again; files of the cut-short upload that no
// track uses are removed. A folder goes only once its notes were seen to. Without a note, a track
// still uploading an hour on is caught all the same: failed without audio, queued with it.
import { uploadMessages } from '@sada/contracts/uploads';
import type { Logger } from 'pino';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { audioJobExists, type AudioProcessingJob, type JobQueue } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { removeSweptTmpDir, type SweptTmpDir } from '../../platform/tmp-dirs';
import {
  failStaleUploads,
  findUploadState,
  markUploadFailed,
  staleAttachedUploads,
} from './repository';

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
  const { db } = deps;
  const result: RecoveredUploads = { failed: 0, resumed: 0, removedFiles: 0 };

  // Each folder goes once its notes were seen to; if that fails, it stays for the next start.
  for (const dir of swept.filter((swept) => swept.kind === 'uploads')) {
    try {
      for (const claim of dir.claims ?? []) {
        const parsed = uploadClaim.safeParse(claim);
        if (parsed.success) await recoverClaim(deps, parsed.data, result);
      }
      await removeSweptTmpDir(dir);
    } catch (error) {
      deps.log?.error({ err: error, folder: dir.name }, 'upload cut short not finished');
    }
  }

  const before = new Date(Date.now() - STALE_UPLOAD_MS);
  result.failed += await failStaleUploads(db, before, uploadMessages.uploadFailedTryAgain);
  // Attached, but without a note to say so (lost, or not finished above): processing queued.
  for (const track of await staleAttachedUploads(db, before)) {
    if (await queueIfMissing(deps, { trackId: track.id, audioKey: track.audioFilePath })) {
      result.resumed += 1;
    }
  }
  if (result.failed + result.resumed + result.removedFiles > 0) {
    deps.log?.info(result, 'finished uploads cut short by an ended process');
  }
  return result;
}

async function recoverClaim(
  deps: StuckUploadsDeps,
  claim: UploadClaim,
  result: RecoveredUploads,
): Promise<void> {
  const { db, storage } = deps;
  const track = await findUploadState(db, claim.trackId);
  const attached = track?.audioFilePath != null && claim.keys.includes(track.audioFilePath);
  if (!attached) {
    await Promise.all(claim.keys.map((key) => storage.delete(key)));
    result.removedFiles += claim.keys.length;
  }
  if (!track || track.stage !== 'uploading') return;
  if (!attached) {
    if (await markUploadFailed(db, track.id, uploadMessages.uploadFailedTryAgain, null)) {
      result.failed += 1;
    }
    return;
  }
  if (await queueIfMissing(deps, { trackId: track.id, audioKey: track.audioFilePath ?? '' })) {
    result.resumed += 1;
  }
}

/** Queues processing of the upload unless it has its job already; true when queued. */
async function queueIfMissing(deps: StuckUploadsDeps, job: AudioProcessingJob): Promise<boolean> {
  await deps.jobs.start();
  if (await audioJobExists(deps.db, job)) return false;
  await deps.jobs.sendAudioProcessing(job);
  return true;
}
