// Enumerations shared by the database (check constraints), the API and the web app.

export const roles = ['listener', 'artist', 'label', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a person may choose for themselves at sign-up. */
export const selfSelectableRoles = ['listener', 'artist', 'label'] as const;

export const trackStatuses = [
  'processing',
  'qc',
  'live',
  'approved',
  'rejected',
  'needs_revision',
  'failed',
] as const;
export type TrackStatus = (typeof trackStatuses)[number];

export const processingStages = [
  'uploading',
  'processing',
  'generating_preview',
  'completed',
  'failed',
] as const;
export type ProcessingStage = (typeof processingStages)[number];

export const reviewDecisions = ['approved', 'rejected', 'needs_revision'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

export const contentReviewStatuses = ['pending', ...reviewDecisions] as const;
export type ContentReviewStatus = (typeof contentReviewStatuses)[number];

export const trackLanguages = ['arabic', 'english', 'urdu', 'turkish', 'malay', 'french'] as const;
export type TrackLanguage = (typeof trackLanguages)[number];

export const islamicContentTypes = [
  'nasheed',
  'quran_recitation',
  'dua',
  'dhikr',
  'lecture',
  'other',
] as const;
export type IslamicContentType = (typeof islamicContentTypes)[number];

export const albumTypes = ['album', 'single', 'ep', 'compilation'] as const;
export type AlbumType = (typeof albumTypes)[number];

export const preferredLanguages = [
  'english',
  'arabic',
  'urdu',
  'turkish',
  'malay',
  'french',
] as const;
export type PreferredLanguage = (typeof preferredLanguages)[number];

export const islamicSchools = ['hanafi', 'maliki', 'shafi', 'hanbali', 'other'] as const;
export type IslamicSchool = (typeof islamicSchools)[number];

export const profileVisibilities = ['public', 'private', 'friends'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];

/** The upload as received, the streaming copies, and the 30-second preview. */
export const renditionKinds = ['original', 'stream', 'preview'] as const;
export type RenditionKind = (typeof renditionKinds)[number];

export const audioFormats = ['mp3', 'wav', 'm4a', 'ogg', 'aac', 'flac'] as const;
export type AudioFormat = (typeof audioFormats)[number];
