// What the upload and my-tracks services share: who may manage a track, presenting one, and
// making sure a chosen genre has its row.
import { defaultApprovalsNeeded, genres as genreList } from '@sada/contracts/genres';
import { uploadMessages, type MyTrack } from '@sada/contracts/uploads';

import { trackNotFound } from '../../catalog/track-access';
import type { Executor } from '../../db/client';
import { genres } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { toMyTrack } from './presenter';
import { findMyTrack, latestReviews } from './repository';

export async function presentMyTrack(db: Executor, trackId: string): Promise<MyTrack> {
  const row = await findMyTrack(db, trackId);
  if (!row) throw trackNotFound();
  const reviews = await latestReviews(db, [trackId]);
  return toMyTrack(row, reviews.get(trackId));
}

/** Genres are fixed (contracts); a database without the demo catalog gets the row on first use. */
export async function ensureGenre(db: Executor, slug: string): Promise<void> {
  const index = genreList.findIndex((g) => g.slug === slug);
  const genre = genreList[index];
  if (!genre) throw badRequest(uploadMessages.unknownGenre);
  await db
    .insert(genres)
    .values({
      slug,
      name: genre.name,
      sortOrder: index,
      approvalsNeeded: defaultApprovalsNeeded(slug),
    })
    .onConflictDoNothing();
}
