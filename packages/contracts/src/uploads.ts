// Uploading tracks, the artist's own tracks and artist profile, and audio processing
// (docs/product/catalogue-and-review.md). The server decides file types by content; the web form
// uses the same limits and messages to warn early.
import { z } from 'zod';

import { chapter } from './chapters';
import {
  contentReviewStatuses,
  islamicContentTypes,
  processingStages,
  trackLanguages,
  trackStatuses,
  type IslamicContentType,
} from './enums';
import { genreSlugs, type GenreSlug } from './genres';
import { instrumentation, instrumentations } from './instrumentation';
import { pageQuery } from './pagination';
import {
  recitationFieldNames,
  recitationFields,
  riwayat,
  withRecitation,
  type RecitationFieldName,
} from './recitation';
import { textLayer } from './text-layers';

const MB = 1024 * 1024;

/** Audio at most 50MB, covers at most 5MB (docs/product/catalogue-and-review.md, "Upload"). */
export const MAX_AUDIO_BYTES = 50 * MB;
export const MAX_IMAGE_BYTES = 5 * MB;

/** Bytes in a megabyte, as the size limits count them. */
export const BYTES_PER_MB = MB;

/** After processing the page waits 2 seconds, so the last stage can be read. */
export const PROCESSING_SETTLE_MS = 2000;

/** Where each processing stage puts the progress bar. */
export const processingProgress = {
  uploading: 0,
  processing: 10,
  generating_preview: 70,
  completed: 100,
} as const;

/** What the progress bar says during each stage. */
export const processingStageLabels = {
  uploading: 'uploading',
  processing: 'extracting metadata',
  generating_preview: 'generating preview',
  completed: 'completed',
  failed: 'failed',
} as const;

/** The audio formats an upload may be in (docs/product/catalogue-and-review.md, "Upload"). */
export const uploadAudioFormats = ['mp3', 'wav', 'm4a', 'ogg'] as const;
export type UploadAudioFormat = (typeof uploadAudioFormats)[number];

/** The types a browser may report for them; only a hint, the server reads the content. */
export const uploadAudioMimeTypes = [
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
  'audio/aac',
  'audio/ogg',
  'audio/opus',
  'application/ogg',
] as const;
export const uploadImageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** For `<input type="file" accept=…>`. */
export const audioFileAccept = [...uploadAudioMimeTypes, '.mp3', '.wav', '.m4a', '.ogg'].join(',');
export const imageFileAccept = [...uploadImageMimeTypes, '.jpg', '.jpeg', '.png', '.webp'].join(
  ',',
);

export const uploadMessages = {
  invalidAudioType: 'Invalid audio file type. Please upload MP3, WAV, M4A, or OGG files.',
  audioTooLarge: 'File size too large. Maximum size is 50MB.',
  invalidImageType: 'Invalid image file type. Please upload JPEG, PNG, or WebP files.',
  imageTooLarge: 'Image size too large. Maximum size is 5MB.',
  missingInformation: 'Missing information: Please provide at least a title and audio file',
  authenticationRequired: 'Authentication required: Please sign in to upload tracks',
  artistProfileRequired: 'Artist profile required: Please create an artist profile first',
  signInRequired: 'Sign in required',
  uploadFailed: 'Upload failed',
  audioUploadFailed: 'Failed to upload audio file',
  processingFailed: 'Processing failed',
  audioProcessingFailed: 'Failed to process audio file',
  uploadSuccessful: 'Upload successful!',
  coverUploaded: 'Cover uploaded!',
  fileDeleted: 'File deleted',
  audioProcessed:
    'Audio processed successfully! Your track is now ready for quality control review.',
  uploadedAndProcessed:
    'Track uploaded and processed! Your track is now under quality control review',
  titleTooLong: 'The title can be at most 200 characters',
  lyricsTooLong: 'The lyrics can be at most 20000 characters',
  unknownLanguage: 'Choose one of the listed languages',
  unknownContentType: 'Choose one of the listed content types',
  unknownGenre: 'Choose one of the listed genres',
  unexpectedFile: 'Only an audio file and a cover image can be sent',
  tooManyParts: 'The upload has too many parts',
  malformedUpload: 'The upload could not be read. Please try again.',
  invalidIdempotencyKey: 'Idempotency-Key must be 8 to 200 letters, digits, "-", "_", ":" or "."',
  nothingToChange: 'Nothing to change',
  trackNotFound: 'Track not found',
  /** A track whose upload was cut short (the server stopped while storing it). */
  takenDown: 'This track was taken down. It can get new audio once an admin restores it.',
  uploadFailedTryAgain: 'Upload failed — try again',
  /** The resumable upload's (tus) answers, sent as plain text. */
  titleRequired: 'Please add a title',
  uploadNotSaved: 'The upload could not be saved. Please try again.',
  uploadNotFound: 'Upload not found',
  coverRequired: 'Please choose a cover image',
  /** A cover sent on its own (after a resumable upload) to a track already reviewed. */
  coverAfterReview: 'The cover can be set only before the track is reviewed.',
} as const;

/**
 * What one artist may upload, unless the upload service is given other figures: a rate, how
 * many tracks may be processing at once (ffmpeg's work is bounded per artist, not only per
 * file) and a storage quota that counts every stored copy of their tracks.
 */
export const artistUploadQuota = {
  uploadsPerHour: 20,
  maxProcessing: 2,
  storageBytes: 5 * 1024 * MB,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An audio file longer than the limit in force (an admin setting, in minutes). */
export function audioTooLongMessage(limitMinutes: number): string {
  return `Audio too long. Maximum length is ${plural(limitMinutes, 'minute', 'minutes')}.`;
}

export function tooManyUploadsMessage(perHour: number): string {
  return `Too many uploads: at most ${perHour} an hour. Please try again later.`;
}

export function tooManyProcessingMessage(maxProcessing: number): string {
  return (
    `You already have ${plural(maxProcessing, 'upload', 'uploads')} processing, the most at ` +
    'once. Please wait until one is done, then try again.'
  );
}

/** Whole megabytes, rounded up, as the quota messages count them. */
export const megabytes = (bytes: number) => Math.ceil(bytes / MB);

export function storageQuotaMessage(quotaBytes: number): string {
  return (
    `Not enough storage left for this upload (your quota is ${megabytes(quotaBytes)}MB). ` +
    'Delete tracks you no longer need, then try again.'
  );
}

/**
 * The message for an audio file over the limit; an admin may set another limit (in whole
 * MB), worded the same way.
 */
export function audioTooLargeMessage(limitMb: number): string {
  return limitMb * MB === MAX_AUDIO_BYTES
    ? uploadMessages.audioTooLarge
    : `File size too large. Maximum size is ${limitMb}MB.`;
}

/** GET /api/uploads/limits: the sizes an upload may have now, and what the caller has used. */
export const uploadLimits = z
  .object({
    maxAudioBytes: z.number().int().positive(),
    maxAudioMb: z.number().int().positive(),
    maxImageBytes: z.number().int().positive(),
    /** The longest audio an upload may hold. */
    maxDurationSeconds: z.number().int().positive(),
    /**
     * A file over `maxAudioBytes` goes by the resumable upload (tus, /api/uploads/resumable), up
     * to these limits.
     */
    maxLongAudioBytes: z.number().int().positive(),
    maxLongAudioMb: z.number().int().positive(),
    maxLongDurationSeconds: z.number().int().positive(),
    /** Every stored copy of the caller's tracks against their quota. */
    storage: z.object({
      usedBytes: z.number().int().nonnegative(),
      quotaBytes: z.number().int().positive(),
    }),
    uploads: z.object({
      lastHour: z.number().int().nonnegative(),
      perHour: z.number().int().positive(),
      processing: z.number().int().nonnegative(),
      maxProcessing: z.number().int().positive(),
    }),
  })
  .meta({ id: 'UploadLimits' });
export type UploadLimits = z.infer<typeof uploadLimits>;

export const uploadErrorCodes = {
  invalidAudioType: 'invalid_audio_type',
  audioTooLarge: 'audio_too_large',
  invalidImageType: 'invalid_image_type',
  imageTooLarge: 'image_too_large',
  missingInformation: 'missing_information',
  artistProfileRequired: 'artist_profile_required',
  artistProfileExists: 'artist_profile_exists',
  uploadFailed: 'upload_failed',
  audioTooLong: 'audio_too_long',
  tooManyUploads: 'too_many_uploads',
  tooManyProcessing: 'too_many_processing',
  storageQuotaExceeded: 'storage_quota_exceeded',
  takenDown: 'taken_down',
  coverAfterReview: 'cover_after_review',
} as const;

export const artistProfileMessages = {
  nameRequired: 'Please enter your artist name',
  nameTooLong: 'The artist name can be at most 100 characters',
  bioTooLong: 'The bio can be at most 2000 characters',
  alreadyExists: 'You already have an artist profile',
  created: 'Artist profile created',
  createFirst: 'Create your artist profile to start uploading tracks',
} as const;

/**
 * The resumable upload (tus 1.0) of a file over the ordinary limit: where it is sent, and the
 * header of the last part's answer that names the new track.
 */
export const resumableUpload = {
  path: '/api/uploads/resumable',
  trackIdHeader: 'Sada-Track-Id',
} as const;

/** Sent with an upload so that sending it again does not make a second track. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, { error: uploadMessages.invalidIdempotencyKey });

/** Every content type maps to a genre when the uploader picks none. */
export const defaultGenreFor: Record<IslamicContentType, GenreSlug> = {
  nasheed: 'nasheed',
  quran_recitation: 'quran_recitation',
  dua: 'dhikr',
  dhikr: 'dhikr',
  lecture: 'islamic_lecture',
  other: 'nasheed',
};

const title = z
  .string({ error: uploadMessages.missingInformation })
  .trim()
  .min(1, { error: uploadMessages.missingInformation })
  .max(200, { error: uploadMessages.titleTooLong });
const lyrics = z.string().max(20_000, { error: uploadMessages.lyricsTooLong });
const language = z.enum(trackLanguages, { error: uploadMessages.unknownLanguage });
const contentType = z.enum(islamicContentTypes, { error: uploadMessages.unknownContentType });
const genre = z.enum(genreSlugs, { error: uploadMessages.unknownGenre });
/** Form fields arrive as text: a checkbox sends "on", a script "true" or "false". */
const formBoolean = z
  .enum(['true', 'false', 'on', 'off', '1', '0'], { error: 'Must be true or false' })
  .transform((v) => v === 'true' || v === 'on' || v === '1');

/** Provenance as a form sends it, as text: read only for the recitation genre (recitation.ts). */
const rawRecitation = Object.fromEntries(
  recitationFieldNames.map((name) => [name, z.string().optional()]),
) as Record<RecitationFieldName, z.ZodOptional<z.ZodString>>;

const uploadTrackObject = z.object({
  title,
  lyrics: lyrics.optional().transform((v) => (v?.trim() ? v : undefined)),
  language: language.default('arabic'),
  contentType: contentType.default('nasheed'),
  instrumentation,
  genre: genre.optional(),
  explicit: formBoolean.default(false),
  ...rawRecitation,
});

/** The names of the upload form's text fields. */
export const uploadTrackFieldNames = Object.keys(uploadTrackObject.shape);

/** The genre an upload goes to: the one chosen, else its content type's. */
function uploadGenre(fields: { genre?: unknown; contentType?: unknown }): string | undefined {
  if (typeof fields.genre === 'string') return fields.genre;
  const byContentType: Partial<Record<string, string>> = defaultGenreFor;
  return typeof fields.contentType === 'string' ? byContentType[fields.contentType] : undefined;
}

/**
 * The text fields of the upload form (multipart); empty optional fields count as absent. An
 * upload to the Quranic Recitation genre (chosen, or by its content type) must give its
 * provenance; an upload to any other genre carries none (`recitation: null`), whatever was sent.
 */
export const uploadTrackFields = withRecitation(uploadTrackObject, uploadGenre);
export type UploadTrackFields = z.output<typeof uploadTrackFields>;

const optionalRecitation = {
  reciter: recitationFields.reciter.optional(),
  riwayah: recitationFields.riwayah.optional(),
  surah: recitationFields.surah.optional(),
  ayahFrom: recitationFields.ayahFrom.optional(),
  ayahTo: recitationFields.ayahTo.optional(),
  recitationLicence: recitationFields.recitationLicence.optional(),
};

/**
 * PATCH /api/me/tracks/:trackId: any of the metadata, at least one. The provenance fields are
 * checked together with the track's others once merged: a track that is (or becomes) a
 * Quranic recitation must end up with a complete provenance; a track leaving that genre loses it.
 */
export const trackMetadataUpdate = z
  .object({
    title: title.optional(),
    lyrics: lyrics.nullable().optional(),
    language: language.optional(),
    contentType: contentType.optional(),
    instrumentation: instrumentation.optional(),
    genre: genre.optional(),
    explicit: z.boolean({ error: 'Must be true or false' }).optional(),
    ...optionalRecitation,
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: uploadMessages.nothingToChange,
  });
export type TrackMetadataUpdate = z.infer<typeof trackMetadataUpdate>;

/**
 * An edit of a track's reviewed details waiting for review: only the fields that differ from the
 * approved version, with their new values. Listeners keep the approved version until a reviewer
 * approves the edit; a rejection discards it.
 */
export const pendingTrackChanges = z
  .object({
    title: z.string().optional(),
    lyrics: z.string().nullable().optional(),
    language: z.enum(trackLanguages).optional(),
    contentType: z.enum(islamicContentTypes).optional(),
    instrumentation: z.enum(instrumentations).optional(),
    genre: z.string().optional(),
    explicit: z.boolean().optional(),
    /** Provenance fields: null when the edit leaves the recitation genre. */
    reciter: z.string().nullable().optional(),
    riwayah: z.enum(riwayat).nullable().optional(),
    surah: z.number().int().nullable().optional(),
    ayahFrom: z.number().int().nullable().optional(),
    ayahTo: z.number().int().nullable().optional(),
    recitationLicence: z.string().nullable().optional(),
    /** The whole text, in layers, when the edit changes it; null when it removes it. */
    textLayers: z.array(textLayer).nullable().optional(),
    /** The whole list of chapters, when the edit changes it; null when it removes them. */
    chapters: z.array(chapter).nullable().optional(),
  })
  .meta({ id: 'PendingTrackChanges' });
export type PendingTrackChanges = z.infer<typeof pendingTrackChanges>;

/** The latest review of a track, as its artist sees it. */
export const trackReviewNote = z
  .object({
    status: z.enum(contentReviewStatuses),
    notes: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'TrackReviewNote' });

/** One of the artist's own tracks, in any state. */
export const myTrack = z
  .object({
    id: z.uuid(),
    title: z.string(),
    lyrics: z.string().nullable(),
    language: z.enum(trackLanguages),
    contentType: z.enum(islamicContentTypes),
    /** What the artist declared; `instrumentation` is what review confirmed (null until then). */
    declaredInstrumentation: z.enum(instrumentations).nullable(),
    instrumentation: z.enum(instrumentations).nullable(),
    genre: z.string(),
    explicit: z.boolean(),
    /** Provenance of a Quranic recitation, as the edit form holds it; null in other genres. */
    reciter: z.string().nullable(),
    riwayah: z.enum(riwayat).nullable(),
    surah: z.number().int().nullable(),
    ayahFrom: z.number().int().nullable(),
    ayahTo: z.number().int().nullable(),
    recitationLicence: z.string().nullable(),
    status: z.enum(trackStatuses),
    processing: z.object({
      stage: z.enum(processingStages),
      progress: z.number().int().min(0).max(100),
      label: z.string(),
      error: z.string().nullable(),
    }),
    coverUrl: z.string().nullable(),
    audioFormat: z.string().nullable(),
    fileSizeBytes: z.number().int().nonnegative().nullable(),
    durationMs: z.number().int().nonnegative().nullable(),
    playCount: z.number().int().nonnegative(),
    likeCount: z.number().int().nonnegative(),
    /** The latest review; with status needs_revision its notes say what to change. */
    review: trackReviewNote.nullable(),
    /** The artist's edit waiting for review; the fields above are the approved version. */
    pendingChanges: pendingTrackChanges.nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'MyTrack' });
export type MyTrack = z.infer<typeof myTrack>;

export const myTrackResponse = z.object({ track: myTrack }).meta({ id: 'MyTrackResponse' });
export type MyTrackResponse = z.infer<typeof myTrackResponse>;

export const MY_TRACKS_MAX_LIMIT = 100;
export const myTrackListQuery = pageQuery(50, MY_TRACKS_MAX_LIMIT);
export const myTrackPage = z
  .object({ tracks: z.array(myTrack), nextCursor: z.string().nullable() })
  .meta({ id: 'MyTrackPage' });
export type MyTrackPage = z.infer<typeof myTrackPage>;

export const trackDeleted = z.object({ message: z.string() }).meta({ id: 'TrackDeleted' });

/** The artist profile a user owns (each upload needs one). */
export const artistProfile = z
  .object({
    id: z.uuid(),
    name: z.string(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    verified: z.boolean(),
    monthlyListeners: z.number().int().nonnegative(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ArtistProfile' });
export type ArtistProfile = z.infer<typeof artistProfile>;

export const myArtistProfile = z
  .object({ artistProfile: artistProfile.nullable() })
  .meta({ id: 'MyArtistProfile' });
export type MyArtistProfile = z.infer<typeof myArtistProfile>;

/** The text fields of the artist profile form (multipart, with an optional `avatar` image). */
export const artistProfileFields = z.object({
  name: z
    .string({ error: artistProfileMessages.nameRequired })
    .trim()
    .min(1, { error: artistProfileMessages.nameRequired })
    .max(100, { error: artistProfileMessages.nameTooLong }),
  bio: z
    .string()
    .trim()
    .max(2000, { error: artistProfileMessages.bioTooLong })
    .optional()
    .transform((v) => v || undefined),
});
export type ArtistProfileFields = z.infer<typeof artistProfileFields>;

/**
 * Checks the browser's claim about a chosen audio file against the limit in force; null when it
 * looks acceptable.
 */
export function audioFileProblem(
  file: { name: string; type: string; size: number },
  maxBytes: number = MAX_AUDIO_BYTES,
): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    (uploadAudioMimeTypes as readonly string[]).includes(file.type) ||
    (file.type === '' && (uploadAudioFormats as readonly string[]).includes(extension));
  if (!typeOk) return uploadMessages.invalidAudioType;
  if (file.size > maxBytes) return audioTooLargeMessage(Math.round(maxBytes / MB));
  return null;
}

/** The same for a cover image or avatar. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(uploadImageMimeTypes as readonly string[]).includes(file.type)) {
    return uploadMessages.invalidImageType;
  }
  if (file.size > MAX_IMAGE_BYTES) return uploadMessages.imageTooLarge;
  return null;
}
