// Receiving an upload: the form streamed to a folder of its own, the audio judged by its
// content (magic bytes, then ffprobe), the cover decoded and re-encoded.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { recitationMessages } from '@sada/contracts/recitation';
import {
  audioTooLargeMessage,
  BYTES_PER_MB,
  MAX_IMAGE_BYTES,
  uploadErrorCodes,
  uploadMessages,
  uploadTrackFields,
  type UploadAudioFormat,
  type UploadTrackFields,
} from '@sada/contracts/uploads';
import type { FastifyRequest } from 'fastify';

import { AppError, badRequest } from '../../http/errors';
import { receiveForm, type FileRule, type ReceivedForm } from '../../http/multipart-files';
import {
  audioFormatFromHead,
  audioFormatFromProbe,
  audioMimeTypes,
} from '../../platform/audio-formats';
import { FfmpegError, probeAudio } from '../../platform/ffmpeg';
import { InvalidImageError, readHead, reencodeImage } from '../../platform/images';
import { ownedTmpName } from '../../platform/tmp-dirs';

export const COVER_SIZE = 1400;

export const missingInformation = () =>
  new AppError(400, uploadErrorCodes.missingInformation, uploadMessages.missingInformation);
const invalidAudio = () =>
  new AppError(415, uploadErrorCodes.invalidAudioType, uploadMessages.invalidAudioType);
const invalidImage = () =>
  new AppError(415, uploadErrorCodes.invalidImageType, uploadMessages.invalidImageType);

/** The audio limit an admin has set (50MB unless changed), in whole MB. */
const audioRule = (maxMb: number) => ({
  maxBytes: maxMb * BYTES_PER_MB,
  tooLarge: () => new AppError(413, uploadErrorCodes.audioTooLarge, audioTooLargeMessage(maxMb)),
});
const coverRule = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: () => new AppError(413, uploadErrorCodes.imageTooLarge, uploadMessages.imageTooLarge),
};

const fieldMessages: Record<string, string> = {
  title: uploadMessages.titleTooLong,
  lyrics: uploadMessages.lyricsTooLong,
  reciter: recitationMessages.reciterTooLong,
  recitationLicence: recitationMessages.licenceTooLong,
};
const MAX_FIELD_BYTES = 80_000;

/** Runs `fn` with an empty folder for this request, removed afterwards whatever happens. */
export async function withUploadDir<T>(tmpDir: string, fn: (dir: string) => Promise<T>) {
  const dir = join(tmpDir, 'uploads', ownedTmpName());
  await mkdir(dir, { recursive: true });
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text fields of the upload form; 400 with a message for each field that is wrong. */
export function parseUploadFields(raw: Record<string, string>): UploadTrackFields {
  const parsed = uploadTrackFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  if (fields.title === uploadMessages.missingInformation) throw missingInformation();
  const first = Object.values(fields)[0] ?? uploadMessages.missingInformation;
  throw new AppError(400, 'validation_failed', first, fields);
}

/**
 * The form of an upload, of an audio replacement (`fields` empty, no cover) or of a cover alone
 * (`fields` empty, `maxAudioMb` null: no audio).
 */
export async function receiveUploadForm(
  request: FastifyRequest,
  dir: string,
  accept: { fields: readonly string[]; cover: boolean; maxAudioMb: number | null },
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw missingInformation();
  const files: Record<string, FileRule> = {};
  if (accept.maxAudioMb !== null) files.audio = audioRule(accept.maxAudioMb);
  if (accept.cover) files.cover = coverRule;
  return receiveForm(request, {
    dir,
    files,
    fields: accept.fields,
    maxFieldBytes: MAX_FIELD_BYTES,
    unexpectedFile: () => badRequest(uploadMessages.unexpectedFile),
    tooManyParts: () => badRequest(uploadMessages.tooManyParts),
    fieldTooLong: (name) => badRequest(fieldMessages[name] ?? uploadMessages.tooManyParts),
    malformed: () => badRequest(uploadMessages.malformedUpload),
  });
}

export interface CheckedAudio {
  format: UploadAudioFormat;
  mimeType: string;
  durationMs: number;
  bitrateKbps: number | null;
  sampleRate: number | null;
  channels: number | null;
}

/** The file's bytes must announce an accepted format and ffprobe must find that format inside. */
export async function checkAudio(ffprobe: string, path: string): Promise<CheckedAudio> {
  const announced = await audioFormatFromHead(await readHead(path));
  if (!announced) throw invalidAudio();
  let probe;
  try {
    probe = await probeAudio(ffprobe, path);
  } catch (error) {
    if (error instanceof FfmpegError && error.reason !== 'spawn') throw invalidAudio();
    throw error;
  }
  if (audioFormatFromProbe(probe) !== announced) throw invalidAudio();
  return {
    format: announced,
    mimeType: audioMimeTypes[announced],
    durationMs: probe.durationMs,
    bitrateKbps: probe.bitRate ? Math.round(probe.bitRate / 1000) : null,
    sampleRate: probe.sampleRate,
    channels: probe.channels,
  };
}

/** The cover as a fresh JPEG at `output`; 415 when it is not a JPEG, PNG or WebP picture. */
export async function prepareCover(input: string, output: string): Promise<void> {
  try {
    await reencodeImage(input, output, COVER_SIZE);
  } catch (error) {
    if (error instanceof InvalidImageError) throw invalidImage();
    throw error;
  }
}
