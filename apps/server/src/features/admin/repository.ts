// SQL of the admin feature.
import type { Role } from '@sada/contracts/enums';
import { eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema';

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, role: profiles.role, labelVerifiedAt: profiles.labelVerifiedAt })
    .from(profiles)
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

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/**
 * Sets a role (creating the profile if an old account lacks one). A label set this way is
 * verified at once: whoever runs the command vouches for it; any other role clears the mark.
 */
export async function setRole(db: Executor, userId: string, role: Role): Promise<void> {
  const labelVerifiedAt = role === 'label' ? new Date() : null;
  await db
    .insert(profiles)
    .values({ id: userId, role, labelVerifiedAt })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        role,
        labelVerifiedAt:
          role === 'label' ? sql`coalesce(${profiles.labelVerifiedAt}, now())` : null,
      },
    });
}
