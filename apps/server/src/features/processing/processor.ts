// Processing one upload: processing (10%, extracting metadata) → generating_preview (70%: streaming
// copies, preview, waveform, loudness, fingerprint) → completed (100%), after which the track waits
// for review as qc, with the likely duplicates its fingerprint found. A file that cannot be
// processed fails the track at once; other faults (storage, database, a slow machine) are thrown
// for the queue to retry. A missing or failing fpcalc only leaves the upload unchecked.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { CHAPTERS_MAX, normaliseChapters, type Chapter } from '@sada/contracts/chapters';
import type { ProcessingStage } from '@sada/contracts/enums';
import { processingProgress, uploadMessages } from '@sada/contracts/uploads';
import type { Logger } from 'pino';

import { refreshMonthlyListeners } from '../../catalog/monthly-listeners';
import type { Database } from '../../db/client';
import { readAppSettings } from '../../platform/app-settings';
import { audioFormatFromProbe } from '../../platform/audio-formats';
import type { EventBus } from '../../platform/events';
import { FfmpegError, probeAudio, type FfmpegBinaries } from '../../platform/ffmpeg';
import { InvalidImageError, reencodeImage } from '../../platform/images';
import type { AudioProcessingJob } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { ownedTmpName } from '../../platform/tmp-dirs';
import { createDecodeProgress, DECODED_PROGRESS } from './decode-progress';
import { checkDuplicates } from './duplicates';
import { attemptLabel, type JobAttempt } from './failover';
import { fingerprintPcm, type Fingerprint } from './fingerprint';
import { saveFingerprint } from './fingerprint-repository';
import {
  type Copies,
  decodeOnce,
  type DecodeTasks,
  encodePreview,
  PREVIEW_BITRATE,
  previewBitrate,
  type PreviewCut,
  previewWindow,
  streamBitrates,
  type Analysis,
  type EncodedFiles,
} from './media';
import { readEncodedCopy, readFileMetadata } from './metadata';
import {
  findTrackForProcessing,
  markFailed,
  referencedKeys,
  saveProcessedAudio,
  setStage,
  type ProcessedAudio,
  type TrackState,
} from './repository';

/** The file itself is the problem: trying again would fail the same way. */
export class UnprocessableAudioError extends Error {
  override name = 'UnprocessableAudioError';
}

export interface ProcessingDeps {
  db: Database;
  storage: Storage;
  events: EventBus;
  binaries: () => Promise<FfmpegBinaries>;
  /** Chromaprint's fpcalc (config.fpcalcPath); without it uploads are not checked for duplicates. */
  fpcalc?: string;
  tmpDir: string;
  log?: Logger;
}

export type ProcessingOutcome = 'completed' | 'failed' | 'stale';

const COVER_SIZE = 1400;

function isPermanent(error: unknown): boolean {
  if (error instanceof UnprocessableAudioError) return true;
  // ffmpeg ran and refused the file, or made more of it than the file can hold. A timeout or a
  // failed start is the machine's trouble, and worth another try.
  if (error instanceof FfmpegError) {
    return ['exit', 'output-limit', 'invalid-output'].includes(error.reason);
  }
  return (error as { code?: unknown }).code === 'ENOENT';
}

export function createAudioProcessor(deps: ProcessingDeps) {
  const { db, storage, events } = deps;

  const publish = async (state: TrackState | null, ownerUserId: string | null) => {
    if (!state || !ownerUserId) return;
    await events
      .publish(ownerUserId, {
        type: 'track.processing',
        trackId: state.id,
        title: state.title,
        status: state.status,
        stage: state.stage,
        progress: state.progress,
        error: state.error,
      })
      .catch((error: unknown) => deps.log?.warn({ err: error }, 'progress event not sent'));
  };

  /** Marks the track failed (if the job is still the current upload) and tells its artist. */
  async function fail(job: AudioProcessingJob): Promise<void> {
    const track = await findTrackForProcessing(db, job.trackId);
    const state = await markFailed(
      db,
      job.trackId,
      job.audioKey,
      uploadMessages.audioProcessingFailed,
    );
    await publish(state, track?.ownerUserId ?? null);
  }

  /** The fingerprint of the PCM the decode wrote; null when fpcalc is missing or fails. */
  async function fingerprintOf(
    file: string,
    trackId: string,
    signal: AbortSignal | undefined,
  ): Promise<Fingerprint | null> {
    if (!deps.fpcalc) return null;
    try {
      return await fingerprintPcm(deps.fpcalc, file, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof FfmpegError && error.reason === 'spawn') {
        deps.log?.warn(
          { fpcalc: deps.fpcalc },
          'fpcalc could not start: uploads are not checked for duplicates',
        );
      } else {
        deps.log?.warn({ err: error, trackId }, 'the upload could not be fingerprinted');
      }
      return null;
    }
  }

  /** Removes what an attempt stored but did not save, unless another attempt saved it since. */
  async function removeUnsaved(trackId: string, keys: string[]) {
    const named = await referencedKeys(db, trackId, keys);
    const unsaved = keys.filter((key) => !named.has(key));
    await Promise.all(unsaved.map((key) => storage.delete(key).catch(() => {})));
  }

  async function run(
    job: AudioProcessingJob,
    attempt: {
      lastAttempt: boolean;
      signal?: AbortSignal;
      /** The queue's attempt, named in the working folder so that a restart can retry it. */
      claim?: JobAttempt;
    },
  ): Promise<ProcessingOutcome> {
    const track = await findTrackForProcessing(db, job.trackId);
    if (!track || track.audioFilePath !== job.audioKey) return 'stale';
    // An attempt whose process died after saving: the retry has nothing left to do.
    if (track.stage === 'completed') return 'completed';
    const owner = track.ownerUserId;
    const stage = async (name: Exclude<ProcessingStage, 'failed' | 'uploading'>) => {
      const state = await setStage(db, job.trackId, job.audioKey, name, processingProgress[name]);
      await publish(state, owner);
      return state !== null;
    };

    const workDir = join(
      deps.tmpDir,
      'processing',
      ownedTmpName(attempt.claim ? attemptLabel(attempt.claim) : undefined),
    );
    const written: string[] = [];
    const began = performance.now();
    // When each step ended, in ms from the start: logged with the outcome, so that where a slow
    // upload spent its time can be read off the log.
    const steps: Record<string, number> = {};
    const step = (name: string) => {
      steps[name] = Math.round(performance.now() - began);
    };
    try {
      await mkdir(workDir, { recursive: true });
      if (!(await stage('processing'))) return 'stale';
      const result = await transform(
        job,
        track.coverUrl === null,
        workDir,
        attempt.signal,
        () => stage('generating_preview'),
        async (progress) => {
          const state = await setStage(
            db,
            job.trackId,
            job.audioKey,
            'generating_preview',
            progress,
          );
          await publish(state, owner);
        },
        step,
      );
      if (!result) return 'stale';
      const { audio, files, fingerprint } = result;
      // All of them finish (or fail) before any is cleaned up.
      const puts = await Promise.allSettled(
        files.map(async (file) => {
          await storage.put(file.key, createReadStream(file.path));
          written.push(file.key);
        }),
      );
      for (const put of puts) if (put.status === 'rejected') throw put.reason;
      step('stored');
      const duplicates = fingerprint
        ? await checkDuplicates(db, {
            trackId: job.trackId,
            artistId: track.artistId,
            fingerprint,
          })
        : null;
      step('compared');
      const saved = await db.transaction(async (tx) => {
        const done = await saveProcessedAudio(tx, {
          ...audio,
          fingerprintChecked: duplicates !== null,
        });
        if (done) {
          await saveFingerprint(
            tx,
            job.trackId,
            duplicates?.fingerprint ?? null,
            duplicates?.matches ?? [],
          );
        }
        return done;
      });
      if (!saved) {
        await removeUnsaved(job.trackId, written);
        return 'stale';
      }
      // The file's own art, when a cover the artist set meanwhile was kept instead.
      await removeUnsaved(job.trackId, written).catch(() => {});
      const kept = new Set(written);
      const replaced = saved.replacedKeys.filter((key) => !kept.has(key));
      await Promise.all(replaced.map((key) => storage.delete(key).catch(() => {})));
      await publish(saved.state, owner);
      await refreshMonthlyListeners(db, track.artistId).catch((error: unknown) =>
        deps.log?.warn({ err: error }, 'monthly listeners not refreshed'),
      );
      step('saved');
      deps.log?.info(
        { trackId: job.trackId, steps, duplicates: duplicates?.matches.length ?? null },
        'audio processed',
      );
      return 'completed';
    } catch (error) {
      await removeUnsaved(job.trackId, written).catch(() => {});
      const permanent = isPermanent(error);
      deps.log?.warn({ err: error, trackId: job.trackId, permanent }, 'audio processing failed');
      if (permanent || attempt.lastAttempt) await fail(job);
      if (permanent) return 'failed';
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Everything between the stored upload and the files to store; null when it went stale. */
  async function transform(
    job: AudioProcessingJob,
    wantsCover: boolean,
    workDir: string,
    signal: AbortSignal | undefined,
    startPreviewStage: () => Promise<boolean>,
    /** Shows how far the decodes have got, within the preview stage. */
    showProgress: (progress: number) => Promise<void>,
    step: (name: string) => void,
  ) {
    const { ffmpeg, ffprobe } = await deps.binaries();
    const source = join(workDir, 'source');
    await pipeline(storage.read(job.audioKey), createWriteStream(source));
    step('fetched');

    const probe = await probeAudio(ffprobe, source, { signal });
    const format = audioFormatFromProbe(probe);
    if (!format) throw new UnprocessableAudioError(`Unsupported audio: ${probe.formatName}`);
    const limitMs =
      job.maxDurationMs ?? (await readAppSettings(db)).maxUploadDurationMinutes * 60_000;
    if (probe.durationMs > limitMs) {
      throw new UnprocessableAudioError(`The audio lasts ${probe.durationMs} ms, over the limit`);
    }
    step('probed');
    const metadata = await readFileMetadata(source);
    step('tags');
    if (!(await startPreviewStage())) return null;
    const channels = (metadata?.channels ?? probe.channels ?? 2) === 1 ? 1 : 2;
    const sourceKbps =
      metadata?.bitrateKbps ?? (probe.bitRate ? Math.round(probe.bitRate / 1000) : null);
    const bitrates = streamBitrates(sourceKbps);

    // Two decodes side by side, one per core, each feeding one copy and half the analysis: the
    // best copy (LAME's slowest encode) with the waveform, the length as decoded and the preview;
    // the lesser copies with the loudness (ebur128's true peak costs about a copy's time). Either
    // failing, or the audio found over the limit, stops the other.
    const [best = PREVIEW_BITRATE, ...lesser] = bitrates;
    const streamFile = (kbps: number) => join(workDir, `stream-${kbps}.mp3`);
    const copies = (list: readonly number[]): Copies => ({
      bitrates: list,
      output: streamFile,
      channels,
    });
    // The preview's window from the header's length: cut from the decode, it costs a 30-second
    // encode and no decode of its own. Encoded again on its own only if the length as decoded
    // puts the window elsewhere (a header that lied).
    const previewCut: PreviewCut = {
      window: previewWindow(probe.durationMs),
      bitrateKbps: previewBitrate(best),
      channels,
      output: join(workDir, 'preview.mp3'),
    };
    const stopDecoding = new AbortController();
    const decodeSignal = signal
      ? AbortSignal.any([signal, stopDecoding.signal])
      : stopDecoding.signal;
    // The first failure is the cause: the others are the work it stopped.
    let firstFailure: unknown = null;
    const stopAll = (error: unknown) => {
      firstFailure ??= error;
      stopDecoding.abort();
    };
    const settled = <T>(work: Promise<T>, name: string) => {
      const done = work.then(
        (value) => {
          step(name);
          return value;
        },
        (error: unknown) => {
          stopAll(error);
          throw error;
        },
      );
      // Awaited later: a failure meanwhile is not an unhandled rejection.
      done.catch(() => undefined);
      return done;
    };
    const progress = createDecodeProgress({
      parts: ['waveform', 'loudness'],
      from: processingProgress.generating_preview,
      to: DECODED_PROGRESS,
      report: showProgress,
    });
    const decode = (tasks: DecodeTasks, name: 'waveform' | 'loudness') =>
      settled(
        decodeOnce(ffmpeg, source, probe.durationMs, limitMs, tasks, decodeSignal, (fraction) =>
          progress.advance(name, fraction),
        ),
        name,
      );
    // The fingerprint's PCM comes from the decode with the lighter load (no 320 kbps encode).
    const fingerprintFile = join(workDir, 'fingerprint.pcm');
    const withLoudness = decode(
      {
        loudness: true,
        copies: copies(lesser),
        ...(deps.fpcalc ? { fingerprint: fingerprintFile } : {}),
      },
      'loudness',
    );
    let previewing: Promise<EncodedFiles['preview']> | null = null;
    let encoded: EncodedFiles;
    let analysis: Analysis;
    try {
      const measured = await decode(
        { waveform: true, copies: copies([best]), preview: previewCut },
        'waveform',
      );
      const durationMs = measured.durationMs ?? 0;
      if (durationMs <= 0) throw new UnprocessableAudioError('No audio could be decoded');
      // The header said less than the file holds: decoding stopped a little past the limit.
      if (durationMs > limitMs) {
        throw new UnprocessableAudioError(
          'The audio holds more than its header says, over the limit',
        );
      }
      const window = previewWindow(durationMs);
      previewing = sameWindow(previewCut.window, window)
        ? Promise.resolve({
            file: previewCut.output,
            durationMs: window.lengthMs,
            bitrateKbps: previewCut.bitrateKbps,
          })
        : settled(
            encodePreview(
              ffmpeg,
              source,
              durationMs,
              channels,
              best,
              join(workDir, 'preview-decoded.mp3'),
              decodeSignal,
            ),
            'preview',
          );
      const [loudness, preview] = await Promise.all([withLoudness, previewing]);
      analysis = {
        durationMs,
        peaks: measured.peaks ?? [],
        loudnessLufs: loudness.loudnessLufs,
        truePeakDb: loudness.truePeakDb,
      };
      const streams = [best, ...lesser].map((bitrateKbps) => ({
        bitrateKbps,
        file: streamFile(bitrateKbps),
      }));
      encoded = { streams, preview };
    } catch (error) {
      stopAll(error);
      // Every ffmpeg has ended before the working folder is removed.
      await Promise.allSettled([withLoudness, previewing]);
      await progress.finish();
      throw firstFailure;
    }
    // No figure of the decodes arrives after the stages that follow.
    await progress.finish();
    const checked = await checkRenditions(encoded, analysis.durationMs, channels);
    step('checked');
    const fingerprint = await fingerprintOf(fingerprintFile, job.trackId, signal);
    step('fingerprint');

    // Named after the upload, not the attempt: a retry after a process died writes the same keys
    // again, so objects stored before the death are replaced rather than left behind.
    const folder = posix.dirname(job.audioKey);
    const stamp = posix.basename(job.audioKey).replace(/\.[^.]*$/, '');
    const files: { key: string; path: string }[] = [];
    const renditions: ProcessedAudio['renditions'] = [];
    for (const r of checked) {
      const key =
        r.kind === 'preview'
          ? `${folder}/${stamp}-preview.mp3`
          : `${folder}/${stamp}-stream-${r.bitrateKbps}.mp3`;
      files.push({ key, path: r.file });
      renditions.push({ ...r, channels, storageKey: key });
    }

    let coverUrl: string | null = null;
    if (wantsCover && metadata?.picture) {
      const coverFile = join(workDir, 'cover.jpg');
      const cover = await reencodeImage(metadata.picture, coverFile, COVER_SIZE).catch(
        (error: unknown) => {
          if (error instanceof InvalidImageError) return null;
          throw error;
        },
      );
      if (cover) {
        const [, userId, trackId] = folder.split('/');
        const key = `track-covers/${userId}/${trackId}/${stamp}.jpg`;
        files.push({ key, path: coverFile });
        coverUrl = `/api/media/${key}`;
      }
    }

    // Whether it was checked for duplicates is known once the fingerprint is compared (run).
    const audio: Omit<ProcessedAudio, 'fingerprintChecked'> = {
      trackId: job.trackId,
      audioKey: job.audioKey,
      format,
      durationMs: analysis.durationMs,
      loudnessLufs: analysis.loudnessLufs,
      truePeakDb: analysis.truePeakDb,
      peaks: analysis.peaks,
      coverUrl,
      chapters: fileChapters(metadata?.chapters ?? [], analysis.durationMs),
      original: {
        bitrateKbps: sourceKbps,
        sampleRate: metadata?.sampleRate ?? probe.sampleRate,
        channels: metadata?.channels ?? probe.channels,
        tags: metadata?.tags ?? {},
      },
      renditions,
    };
    return { audio, files, fingerprint };
  }

  return { run, fail };
}

/**
 * Windows within a second of each other at both ends: the preview cut from one stands for the
 * other (a header's length is often a few frames off the decoded one).
 */
function sameWindow(
  a: { startMs: number; lengthMs: number },
  b: { startMs: number; lengthMs: number },
): boolean {
  return (
    Math.abs(a.startMs - b.startMs) <= 1000 &&
    Math.abs(a.startMs + a.lengthMs - (b.startMs + b.lengthMs)) <= 1000
  );
}

/**
 * Every copy must be an MP3 of the channels asked for, as long as the source (the preview: its
 * window).
 */
async function checkRenditions(encoded: EncodedFiles, durationMs: number, channels: 1 | 2) {
  const all = [
    ...encoded.streams.map((s) => ({
      kind: 'stream' as const,
      ...s,
      expectedMs: durationMs,
    })),
    {
      kind: 'preview' as const,
      bitrateKbps: encoded.preview.bitrateKbps,
      file: encoded.preview.file,
      expectedMs: encoded.preview.durationMs,
    },
  ];
  return Promise.all(
    all.map(async (r) => {
      const copy = await readEncodedCopy(r.file);
      if (!copy || copy.codec !== 'MPEG 1 Layer 3' || copy.channels !== channels) {
        throw new UnprocessableAudioError(`A ${r.kind} copy is not the MP3 it was meant to be`);
      }
      const tolerance = Math.max(500, r.expectedMs * 0.02);
      if (Math.abs(copy.durationMs - r.expectedMs) > tolerance) {
        throw new UnprocessableAudioError(`A ${r.kind} copy came out ${copy.durationMs} ms long`);
      }
      const { size } = await stat(r.file);
      return {
        kind: r.kind,
        bitrateKbps: r.bitrateKbps,
        file: r.file,
        durationMs: copy.durationMs,
        sizeBytes: size,
      };
    }),
  );
}

/** The file's chapter marks as the artist would have entered them; none when they do not hold. */
function fileChapters(
  marks: { title: string; startMs: number }[],
  durationMs: number | null,
): Chapter[] | null {
  if (marks.length === 0) return null;
  const result = normaliseChapters(marks.slice(0, CHAPTERS_MAX), durationMs);
  return 'chapters' in result && result.chapters.length > 0 ? result.chapters : null;
}
