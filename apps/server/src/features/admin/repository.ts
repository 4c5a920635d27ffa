// SQL of the admin feature: accounts, their roles and suspension, and artist profiles.
import type { Role } from '@sada/contracts/enums';
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client';
import { artists, profiles, sessions, users } from '../../db/schema';

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      role: profiles.role,
      labelVerifiedAt: profiles.labelVerifiedAt,
      suspendedAt: profiles.suspendedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** An account's role and display name. */
export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ role: profiles.role, name: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** Marks a label verified; a label verified before keeps its first date. */
export async function markLabelVerified(db: Executor, userId: string): Promise<Date> {
  const [row] = await db
    .update(profiles)
    .set({ labelVerifiedAt: sql`coalesce(${profiles.labelVerifiedAt}, now())` })
    .where(eq(profiles.id, userId))
    .returning({ labelVerifiedAt: profiles.labelVerifiedAt });
  return row?.labelVerifiedAt ?? new Date();
}

export async function clearLabelVerified(db: Executor, userId: string): Promise<void> {
  await db.update(profiles).set({ labelVerifiedAt: null }).where(eq(profiles.id, userId));
}

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/**
 * Sets a role (creating the profile if an old account lacks one). Any role but label clears the
 * label's verification. With `verifyLabel` (the command line: whoever runs it vouches for the
 * label) a label is verified at once; otherwise it stays as it was, unverified for a new label.
 */
export async function setRole(
  db: Executor,
  userId: string,
  role: Role,
  { verifyLabel = true }: { verifyLabel?: boolean } = {},
): Promise<void> {
  const verifiedNow = role === 'label' && verifyLabel;
  await db
    .insert(profiles)
    .values({ id: userId, role, labelVerifiedAt: verifiedNow ? new Date() : null })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        role,
        labelVerifiedAt:
          role !== 'label'
            ? null
            : verifiedNow
              ? sql`coalesce(${profiles.labelVerifiedAt}, now())`
              : sql`${profiles.labelVerifiedAt}`,
      },
    });
}

/** Suspends (a date) or restores (null) an account; a suspension keeps its first date. */
export async function setSuspended(db: Executor, userId: string, suspended: boolean) {
  await db
    .update(profiles)
    .set({ suspendedAt: suspended ? sql`coalesce(${profiles.suspendedAt}, now())` : null })
    .where(eq(profiles.id, userId));
}

/** Signs the account out everywhere. */
export async function deleteSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

const labelUsers = alias(users, 'label_users');

const artistColumns = {
  id: artists.id,
  name: artists.name,
  verified: artists.verified,
  labelId: artists.labelId,
  labelName: labelUsers.name,
  ownerUserId: artists.ownerUserId,
};

export async function findArtist(db: Executor, artistId: string) {
  const [row] = await db
    .select(artistColumns)
    .from(artists)
    .leftJoin(labelUsers, eq(labelUsers.id, artists.labelId))
    .where(eq(artists.id, artistId));
  return row ?? null;
}

export type ArtistRow = NonNullable<Awaited<ReturnType<typeof findArtist>>>;

export async function setArtistVerified(db: Executor, artistId: string, verified: boolean) {
  await db.update(artists).set({ verified }).where(eq(artists.id, artistId));
}

export async function setArtistLabel(db: Executor, artistId: string, labelId: string | null) {
  await db.update(artists).set({ labelId }).where(eq(artists.id, artistId));
}

// Microseconds, so that accounts made in the same millisecond are neither lost nor repeated.
const createdKey = sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint::text`;

const userColumns = {
  id: users.id,
  displayName: users.name,
  username: users.username,
  email: users.email,
  avatarUrl: users.image,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  role: profiles.role,
  labelVerifiedAt: profiles.labelVerifiedAt,
  suspendedAt: profiles.suspendedAt,
  lastActiveAt:
    sql<Date | null>`(select max(${sessions.updatedAt}) from ${sessions} where ${sessions.userId} = ${users.id})`.mapWith(
      sessions.updatedAt,
    ),
  artistId: artists.id,
  artistName: artists.name,
  artistVerified: artists.verified,
  artistLabelId: artists.labelId,
  artistLabelName: labelUsers.name,
  sortKey: createdKey,
};

function selectUsers(db: Executor) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(artists, eq(artists.ownerUserId, users.id))
    .leftJoin(labelUsers, eq(labelUsers.id, artists.labelId));
}

export async function findUser(db: Executor, userId: string) {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  return row ?? null;
}

export interface UserFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: 'active' | 'suspended' | undefined;
}

const contains = (column: SQLWrapper, q: string) => sql`strpos(lower(${column}), lower(${q})) > 0`;

/** Accounts newest first, after the position `after`; `limit + 1` rows tell if more follow. */
export async function listUsers(
  db: Executor,
  filter: UserFilter,
  limit: number,
  after: { key: string; id: string } | null,
) {
  const conditions: (SQL | undefined)[] = [
    filter.q
      ? or(
          contains(users.name, filter.q),
          contains(sql`coalesce(${users.username}, '')`, filter.q),
          contains(users.email, filter.q),
        )
      : undefined,
    filter.role ? eq(profiles.role, filter.role) : undefined,
    filter.status === 'suspended' ? isNotNull(profiles.suspendedAt) : undefined,
    filter.status === 'active' ? isNull(profiles.suspendedAt) : undefined,
    after
      ? sql`(${users.createdAt}, ${users.id}) < (timestamptz 'epoch' + ${after.key}::bigint * interval '1 microsecond', ${after.id}::uuid)`
      : undefined,
  ];
  return selectUsers(db)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>[number];
