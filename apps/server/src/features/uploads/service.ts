// Uploads: the upload in its steps (artist → track row → files → row updated → processing queued)
// and replacing a track's audio. A failure at any step removes what the earlier steps made; a
// resend with the same Idempotency-Key finds the track the first one made.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';

import {
  artistUploadQuota,
  audioTooLongMessage,
  BYTES_PER_MB,
  defaultGenreFor,
  MAX_IMAGE_BYTES,
  storageQuotaMessage,
  tooManyProcessingMessage,
  tooManyUploadsMessage,
  uploadErrorCodes,
  uploadMessages,
  uploadTrackFieldNames,
  type MyTrack,
  type UploadLimits,
} from '@sada/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

import { recitationValues } from '../../catalog/recitation';
import { isTakenDown } from '../../catalog/taken-down';
import { findManagedTrack } from '../../catalog/track-access';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { readAppSettings } from '../../platform/app-settings';
import type { FfmpegBinaries } from '../../platform/ffmpeg';
import { sha256OfFile } from '../../platform/file-hash';
import type { JobQueue } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { writeTmpClaim } from '../../platform/tmp-dirs';
import type { Actor } from '../../policy/policy';
import { ensureGenre, presentMyTrack } from './owned-tracks';
import {
  checkAudio,
  missingInformation,
  parseUploadFields,
  prepareCover,
  receiveUploadForm,
  withUploadDir,
  type CheckedAudio,
} from './receive';
import {
  artistUsage,
  attachAudio,
  checkUploadQuota,
  countUpload,
  deleteTrackRow,
  findOwnedArtist,
  findTrackByUploadKey,
  insertTrackWithinQuota,
  lockTrack,
  markUploadFailed,
  quotaRefusal,
  releaseFailedUpload,
  type QuotaRefusal,
} from './repository';
import { UPLOAD_CLAIM_LABEL, type UploadClaim } from './stuck-uploads';

export type ArtistUploadQuota = { -readonly [K in keyof typeof artistUploadQuota]: number };

export interface UploadsDeps {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  binaries: () => Promise<FfmpegBinaries>;
  tmpDir: string;
  log?: Logger;
  /** Each artist's limits; contracts' artistUploadQuota where not given. */
  quota?: Partial<ArtistUploadQuota>;
  /**
   * The longest audio this service accepts, in ms; the admin's maxUploadDurationMinutes when not
   * given. A long-form service sets its own.
   */
  maxDurationMs?: number;
}

const artistProfileRequired = () =>
  new AppError(403, uploadErrorCodes.artistProfileRequired, uploadMessages.artistProfileRequired);
const audioUploadFailed = () =>
  new AppError(500, uploadErrorCodes.uploadFailed, uploadMessages.audioUploadFailed);
/** New audio would send the track to review, where any moderator could approve it back. */
const takenDownTrack = () =>
  new AppError(409, uploadErrorCodes.takenDown, uploadMessages.takenDown);

const audioTooLong = (maxDurationMs: number) =>
  new AppError(
    413,
    uploadErrorCodes.audioTooLong,
    audioTooLongMessage(Math.round(maxDurationMs / 60_000)),
  );

function quotaError(refusal: QuotaRefusal, quota: ArtistUploadQuota): AppError {
  switch (refusal) {
    case 'rate':
      return new AppError(
        429,
        uploadErrorCodes.tooManyUploads,
        tooManyUploadsMessage(quota.uploadsPerHour),
      );
    case 'processing':
      return new AppError(
        429,
        uploadErrorCodes.tooManyProcessing,
        tooManyProcessingMessage(quota.maxProcessing),
      );
    case 'storage':
      return new AppError(
        413,
        uploadErrorCodes.storageQuotaExceeded,
        storageQuotaMessage(quota.storageBytes),
      );
  }
}

const mediaUrl = (key: string) => `/api/media/${key}`;

export function createUploadsService(deps: UploadsDeps) {
  const { db, storage, jobs } = deps;
  const quota: ArtistUploadQuota = { ...artistUploadQuota, ...deps.quota };

  /** The longest audio accepted now, in ms. */
  const maxDurationMs = async () =>
    deps.maxDurationMs ?? (await readAppSettings(db)).maxUploadDurationMinutes * 60_000;

  /** Refuses audio longer than the limit, before anything is stored or transcoded. */
  const checkDuration = (audio: CheckedAudio, limitMs: number) => {
    if (audio.durationMs > limitMs) throw audioTooLong(limitMs);
  };

  const present = (trackId: string) => presentMyTrack(db, trackId);

  /** Stores the files; on any failure removes them and rethrows. */
  async function storeFiles(files: { key: string; path: string }[]): Promise<string[]> {
    const written: string[] = [];
    try {
      for (const file of files) {
        await storage.put(file.key, createReadStream(file.path));
        written.push(file.key);
      }
      return written;
    } catch (error) {
      await removeFiles(written);
      throw error;
    }
  }

  /**
   * Stores the files, points the track at the new audio and queues its processing. On failure
   * the files are removed again. Returns the keys the track no longer uses.
   */
  async function attach(
    record: ReturnType<typeof uploadRecord>,
    files: { key: string; path: string }[],
    coverUrl: string | null,
    /** Runs first in the transaction that attaches the audio; throws to refuse it. */
    admit?: (tx: Executor) => Promise<void>,
  ) {
    const written = await storeFiles(files);
    try {
      const job = await jobs.queueAudioProcessing({
        trackId: record.trackId,
        audioKey: record.audioKey,
        maxDurationMs: record.maxDurationMs,
      });
      const replaced = await db.transaction(async (tx) => {
        // Only an admin's restore brings back a taken-down track (docs/decisions/007).
        await lockTrack(tx, record.trackId);
        if (await isTakenDown(tx, record.trackId)) throw takenDownTrack();
        await admit?.(tx);
        const removed = await attachAudio(tx, record, coverUrl);
        await job.write(tx);
        return removed;
      });
      return { written, replaced, job };
    } catch (error) {
      await removeFiles(written);
      throw error;
    }
  }

  async function removeFiles(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  }

  const failure = (error: unknown, what: string) => {
    if (error instanceof AppError) return error;
    deps.log?.error({ err: error }, what);
    return audioUploadFailed();
  };

  const uploadRecord = (
    trackId: string,
    key: string,
    size: number,
    audio: CheckedAudio,
    limitMs: number,
    contentHash: string,
  ) => ({
    trackId,
    maxDurationMs: limitMs,
    audioKey: key,
    format: audio.format,
    mimeType: audio.mimeType,
    sizeBytes: size,
    durationMs: audio.durationMs,
    bitrateKbps: audio.bitrateKbps,
    sampleRate: audio.sampleRate,
    channels: audio.channels,
    contentHash,
  });

  /**
   * Checks the received audio by its bytes, makes the track within the artist's quota, stores
   * the files and queues the processing; on any failure leaves nothing behind.
   */
  async function createTrack(
    actor: Actor,
    artistId: string,
    input: {
      dir: string;
      fields: ReturnType<typeof parseUploadFields>;
      audio: { path: string; size: number };
      cover: { path: string } | null;
      uploadKey: string | null;
      limitMs: number;
    },
  ): Promise<{ created: boolean; track: MyTrack }> {
    const { dir, fields, uploadKey, limitMs } = input;
    const audioFile = input.audio;
    const settings = await readAppSettings(db);
    const { ffprobe } = await deps.binaries();
    const audio = await checkAudio(ffprobe, audioFile.path);
    checkDuration(audio, limitMs);
    const coverFile = input.cover ? join(dir, 'cover.jpg') : null;
    if (input.cover && coverFile) await prepareCover(input.cover.path, coverFile);
    const genre = fields.genre ?? defaultGenreFor[fields.contentType];
    await ensureGenre(db, genre);

    const trackId = randomUUID();
    const stamp = Date.now();
    const audioKey = `audio-tracks/${actor.id}/${trackId}/${stamp}.${audio.format}`;
    const coverKey = coverFile ? `track-covers/${actor.id}/${trackId}/${stamp}.jpg` : null;
    const files = [{ key: audioKey, path: audioFile.path }];
    if (coverKey && coverFile) files.push({ key: coverKey, path: coverFile });
    // Noted before the row and the files exist: a restart after a crash finishes from here.
    const claim: UploadClaim = { trackId, keys: files.map((file) => file.key) };
    await writeTmpClaim(dir, UPLOAD_CLAIM_LABEL, claim);

    const inserted = await insertTrackWithinQuota(
      db,
      {
        id: trackId,
        artistId,
        title: fields.title,
        lyrics: fields.lyrics ?? null,
        language: fields.language,
        islamicContentType: fields.contentType,
        declaredInstrumentation: fields.instrumentation,
        genre,
        explicit: fields.explicit,
        ...recitationValues(fields.recitation),
        uploadKey,
        reviewPriority: settings.defaultReviewPriority,
      },
      quota,
      audioFile.size,
    );
    if ('refused' in inserted) throw quotaError(inserted.refused, quota);
    if (!inserted.id) {
      // The same upload arrived twice at once and the other one made the track.
      const other = uploadKey ? await findTrackByUploadKey(db, artistId, uploadKey) : null;
      if (!other) throw audioUploadFailed();
      return { created: false, track: await present(other.id) };
    }

    let written: string[] = [];
    try {
      const record = uploadRecord(
        trackId,
        audioKey,
        audioFile.size,
        audio,
        limitMs,
        await sha256OfFile(audioFile.path),
      );
      const attached = await attach(record, files, coverKey ? mediaUrl(coverKey) : null);
      written = attached.written;
      await attached.job.afterCommit();
    } catch (error) {
      await removeFiles(written);
      await deleteTrackRow(db, trackId).catch(() => undefined);
      throw failure(error, 'upload failed');
    }
    return { created: true, track: await present(trackId) };
  }

  return {
    /** What an upload may weigh and last now, and what the caller has used of their quota. */
    async limits(actor: Actor): Promise<UploadLimits> {
      const { uploadSizeLimitMb, longUploadSizeLimitMb, longUploadMaxMinutes } =
        await readAppSettings(db);
      const artist = await findOwnedArtist(db, actor.id);
      const usage = artist
        ? await artistUsage(db, artist.id)
        : { usedBytes: 0, lastHour: 0, processing: 0 };
      return {
        maxAudioBytes: uploadSizeLimitMb * BYTES_PER_MB,
        maxAudioMb: uploadSizeLimitMb,
        maxImageBytes: MAX_IMAGE_BYTES,
        maxDurationSeconds: Math.floor((await maxDurationMs()) / 1000),
        maxLongAudioBytes: longUploadSizeLimitMb * BYTES_PER_MB,
        maxLongAudioMb: longUploadSizeLimitMb,
        maxLongDurationSeconds: longUploadMaxMinutes * 60,
        storage: { usedBytes: usage.usedBytes, quotaBytes: quota.storageBytes },
        uploads: {
          lastHour: usage.lastHour,
          perHour: quota.uploadsPerHour,
          processing: usage.processing,
          maxProcessing: quota.maxProcessing,
        },
      };
    },

    async upload(
      actor: Actor,
      request: FastifyRequest,
      uploadKey: string | null,
    ): Promise<{ created: boolean; track: MyTrack }> {
      const artist = await findOwnedArtist(db, actor.id);
      if (!artist) throw artistProfileRequired();
      const earlier = uploadKey ? await findTrackByUploadKey(db, artist.id, uploadKey) : null;
      // A failed upload is sent again to be uploaded again, not to be told it failed.
      const retry = earlier?.status === 'failed' && (await releaseFailedUpload(db, earlier.id));
      if (earlier && !retry) return { created: false, track: await present(earlier.id) };
      // Refused before the body is read, when the artist is over a limit already.
      const early = quotaRefusal(await artistUsage(db, artist.id), quota, 0);
      if (early) throw quotaError(early, quota);

      return withUploadDir(deps.tmpDir, async (dir) => {
        const settings = await readAppSettings(db);
        const form = await receiveUploadForm(request, dir, {
          fields: uploadTrackFieldNames,
          cover: true,
          maxAudioMb: settings.uploadSizeLimitMb,
        });
        const audioFile = form.files.audio;
        if (!audioFile || !form.fields.title?.trim()) throw missingInformation();
        return createTrack(actor, artist.id, {
          dir,
          fields: parseUploadFields(form.fields),
          audio: audioFile,
          cover: form.files.cover ?? null,
          uploadKey,
          limitMs: await maxDurationMs(),
        });
      });
    },

    /** Refuses the fields of an upload the form would refuse (400, each at its field). */
    checkUploadFields(fields: Record<string, string>): void {
      parseUploadFields(fields);
    },

    /**
     * A track of the caller's from audio received whole by a resumable upload (features/uploads
     * tus), checked by its bytes like any upload, within the limits of long uploads.
     */
    async uploadReceived(
      actor: Actor,
      received: { fields: Record<string, string>; path: string; size: number },
      limitMs: number,
    ): Promise<MyTrack> {
      const artist = await findOwnedArtist(db, actor.id);
      if (!artist) throw artistProfileRequired();
      if (!received.fields.title?.trim()) throw missingInformation();
      const fields = parseUploadFields(received.fields);
      return withUploadDir(deps.tmpDir, async (dir) => {
        const created = await createTrack(actor, artist.id, {
          dir,
          fields,
          audio: { path: received.path, size: received.size },
          cover: null,
          uploadKey: null,
          limitMs,
        });
        return created.track;
      });
    },

    async replaceAudio(actor: Actor, trackId: string, request: FastifyRequest): Promise<MyTrack> {
      const ref = await findManagedTrack(db, actor, trackId);
      // Refused before the audio is received; checked again, locked, when it is attached.
      if (ref.status === 'rejected' && (await isTakenDown(db, trackId))) throw takenDownTrack();
      const ownerId = ref.artistOwnerId ?? '';
      // A replacement is processed like an upload and counts as one; the track's own processing
      // and stored copies, if any, are the ones replaced. Refused before the body is read when the
      // owner is over a limit already, and checked again with the file's size, in turn with the
      // owner's other uploads, as the new audio is attached.
      const owner = await findOwnedArtist(db, ownerId);
      const early = owner && quotaRefusal(await artistUsage(db, owner.id, trackId), quota, 0);
      if (early) throw quotaError(early, quota);
      const admit = async (tx: Executor, incomingBytes: number) => {
        if (!owner) return;
        const refused = await checkUploadQuota(tx, owner.id, quota, incomingBytes, trackId);
        if (refused) throw quotaError(refused, quota);
        await countUpload(tx, owner.id);
      };
      return withUploadDir(deps.tmpDir, async (dir) => {
        const { uploadSizeLimitMb } = await readAppSettings(db);
        const limitMs = await maxDurationMs();
        const form = await receiveUploadForm(request, dir, {
          fields: [],
          cover: false,
          maxAudioMb: uploadSizeLimitMb,
        });
        const audioFile = form.files.audio;
        if (!audioFile) throw missingInformation();
        const { ffprobe } = await deps.binaries();
        const audio = await checkAudio(ffprobe, audioFile.path);
        checkDuration(audio, limitMs);
        const audioKey = `audio-tracks/${ownerId}/${trackId}/${Date.now()}.${audio.format}`;
        const record = uploadRecord(
          trackId,
          audioKey,
          audioFile.size,
          audio,
          limitMs,
          await sha256OfFile(audioFile.path),
        );
        let attached: Awaited<ReturnType<typeof attach>>;
        try {
          attached = await attach(record, [{ key: audioKey, path: audioFile.path }], null, (tx) =>
            admit(tx, audioFile.size),
          );
        } catch (error) {
          throw failure(error, 'audio replacement failed');
        }
        await removeFiles(attached.replaced);
        try {
          await attached.job.afterCommit();
        } catch (error) {
          // The new audio is in place but nothing will process it: say so on the track.
          await markUploadFailed(db, trackId, uploadMessages.audioUploadFailed);
          throw failure(error, 'processing not queued');
        }
        return present(trackId);
      });
    },
  };
}
