// SQL of the artist profile a user owns.
import { eq } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { artists } from '../../db/schema';

const columns = {
  id: artists.id,
  name: artists.name,
  bio: artists.bio,
  avatarUrl: artists.avatarUrl,
  verified: artists.verified,
  monthlyListeners: artists.monthlyListeners,
  createdAt: artists.createdAt,
};

export type ArtistProfileRow = NonNullable<Awaited<ReturnType<typeof findArtistProfile>>>;

export async function findArtistProfile(db: Executor, userId: string) {
  const [row] = await db.select(columns).from(artists).where(eq(artists.ownerUserId, userId));
  return row ?? null;
}

/** Null when the user already owns one (one artist profile per user). */
export async function insertArtistProfile(
  db: Executor,
  values: {
    id: string;
    name: string;
    bio: string | null;
    avatarUrl: string | null;
    ownerUserId: string;
  },
) {
  const [row] = await db
    .insert(artists)
    .values(values)
    .onConflictDoNothing({ target: artists.ownerUserId })
    .returning(columns);
  return row ?? null;
}
