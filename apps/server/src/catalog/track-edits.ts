// An artist's edit of a track's reviewed details: title, lyrics, language, kind, declared
// instrumentation, genre, the explicit flag, a recitation's provenance, the text layers and the
// chapters. Nothing a listener
// reads changes without review (docs/decisions/007): the edit of a track listeners can see waits
// apart, in `pending_changes`, and sends the track to the moderation queue; an approval applies
// it, a rejection discards it. A track nobody but its artist and reviewers can see takes the edit
// at once and goes back to review as new audio does.
// A taken-down track is the exception: only an admin's restore brings it back, so its edit waits
// apart, out of the queue, and the restore sends it to review.
import type { TrackStatus } from '@sada/contracts/enums';
import type { Instrumentation } from '@sada/contracts/instrumentation';
import {
  RECITATION_GENRE,
  recitationFieldNames,
  recitationProvenance,
} from '@sada/contracts/recitation';
import type { PendingTrackChanges } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';

import type { Database } from '../db/client';
import { tracks } from '../db/schema';
import { AppError } from '../http/errors';
import { noRecitation, recitationColumns, type RecitationRow } from './recitation';
import { isTakenDown } from './taken-down';

/** The declared instrumentation is null on tracks uploaded before it was asked. */
type Details = Omit<Required<PendingTrackChanges>, 'instrumentation'> & {
  instrumentation: Instrumentation | null;
};
type Field = keyof Details;

const fields = [
  'title',
  'lyrics',
  'language',
  'contentType',
  'instrumentation',
  'genre',
  'explicit',
  ...recitationFieldNames,
  'textLayers',
  'chapters',
] as const satisfies readonly Field[];

/** The columns of the reviewed details, as the contracts name them. */
export const reviewedDetailColumns = {
  title: tracks.title,
  lyrics: tracks.lyrics,
  language: tracks.language,
  contentType: tracks.islamicContentType,
  instrumentation: tracks.declaredInstrumentation,
  genre: tracks.genre,
  explicit: tracks.explicit,
  ...recitationColumns,
  textLayers: tracks.textLayers,
  chapters: tracks.chapters,
};

/** The column values that store `changes` (only the fields it names). */
export function columnsOf(changes: PendingTrackChanges) {
  return {
    ...(changes.title === undefined ? {} : { title: changes.title }),
    ...(changes.lyrics === undefined ? {} : { lyrics: changes.lyrics }),
    ...(changes.language === undefined ? {} : { language: changes.language }),
    ...(changes.contentType === undefined ? {} : { islamicContentType: changes.contentType }),
    ...(changes.instrumentation === undefined
      ? {}
      : { declaredInstrumentation: changes.instrumentation }),
    ...(changes.genre === undefined ? {} : { genre: changes.genre }),
    ...(changes.explicit === undefined ? {} : { explicit: changes.explicit }),
    ...(changes.textLayers === undefined ? {} : { textLayers: changes.textLayers }),
    ...(changes.chapters === undefined ? {} : { chapters: changes.chapters }),
    ...(Object.fromEntries(
      recitationFieldNames.flatMap((name) =>
        changes[name] === undefined ? [] : [[name, changes[name]]],
      ),
    ) as Partial<RecitationRow>),
  };
}

/** The fields of `next` that differ from `base`, with their new values. */
function differences(base: Details, next: Details): PendingTrackChanges {
  const changed: Record<string, unknown> = {};
  for (const field of fields) {
    if (!sameValue(next[field], base[field])) changed[field] = next[field];
  }
  return changed as PendingTrackChanges;
}

/** JSON with every object's keys in order: jsonb gives them back in an order of its own. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : 1)))
      : item,
  );
}

/** Equal values; the text layers (arrays of objects) compared by what they hold. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && stableJson(a) === stableJson(b);
}

const isEmpty = (changes: PendingTrackChanges) => Object.keys(changes).length === 0;

/**
 * The details as an edit leaves them: a Quranic recitation with its whole provenance, valid for
 * its surah (else 400, each problem at its field), any other genre with none (cleared).
 */
function withRecitationRule(details: Details): Details {
  if (details.genre !== RECITATION_GENRE) return { ...details, ...noRecitation };
  const parsed = recitationProvenance.safeParse(
    Object.fromEntries(recitationFieldNames.map((name) => [name, details[name] ?? undefined])),
  );
  if (parsed.success) return { ...details, ...parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
  const first = parsed.error.issues[0]?.message ?? 'Invalid value';
  throw new AppError(400, 'validation_failed', first, problems);
}

/**
 * What sends a track back to review when its artist changes it: one a reviewer turned down (needs
 * revision, rejected) waits in quality control again, keeping the reason it was turned down for
 * the reviewer to read. A track processing or in quality control is in the queue already; one
 * whose processing failed needs new audio first. A taken-down track never comes here.
 */
function backToReview(status: TrackStatus) {
  return status === 'needs_revision' || status === 'rejected'
    ? { status: 'qc' as const, requiresReview: true }
    : {};
}

/**
 * Applies the artist's edit of a track the caller has checked they may manage. Returns false when
 * the edit changes nothing (no new review).
 */
export async function editTrackDetails(
  db: Database,
  trackId: string,
  change: PendingTrackChanges,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ...reviewedDetailColumns,
        status: tracks.status,
        pendingChanges: tracks.pendingChanges,
      })
      .from(tracks)
      .where(eq(tracks.id, trackId))
      .for('update');
    if (!row) return false;
    const takenDown = row.status === 'rejected' && (await isTakenDown(tx, trackId));
    const approved: Details = {
      title: row.title,
      lyrics: row.lyrics,
      language: row.language,
      contentType: row.contentType,
      instrumentation: row.instrumentation,
      genre: row.genre,
      explicit: row.explicit,
      reciter: row.reciter,
      riwayah: row.riwayah,
      surah: row.surah,
      ayahFrom: row.ayahFrom,
      ayahTo: row.ayahTo,
      recitationLicence: row.recitationLicence,
      textLayers: row.textLayers,
      chapters: row.chapters,
    };
    const current: Details = { ...approved, ...row.pendingChanges };
    const proposed = withRecitationRule({ ...current, ...defined(change) });
    if (isEmpty(differences(current, proposed))) return false;

    if (row.status === 'live' || takenDown || row.pendingChanges) {
      // Listeners see (or saw) the approved version: the edit waits apart for review. A
      // taken-down track stays as the admin left it, reason and all: no moderator may approve it
      // back, and an admin's restore sends the edit to review.
      const pending = differences(approved, proposed);
      const nothingPending = isEmpty(pending);
      await tx
        .update(tracks)
        .set({
          pendingChanges: nothingPending ? null : pending,
          ...(takenDown
            ? {}
            : row.status === 'live'
              ? { requiresReview: !nothingPending }
              : backToReview(row.status)),
        })
        .where(eq(tracks.id, trackId));
    } else {
      await tx
        .update(tracks)
        .set({ ...columnsOf(differences(approved, proposed)), ...backToReview(row.status) })
        .where(eq(tracks.id, trackId));
    }
    return true;
  });
}

function defined(change: PendingTrackChanges): PendingTrackChanges {
  return Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as PendingTrackChanges;
}

/** On approval: the edit becomes the approved version. */
export function approvedEdit(pending: PendingTrackChanges | null) {
  return { ...(pending ? columnsOf(pending) : {}), pendingChanges: null };
}
