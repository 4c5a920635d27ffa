// The accounts an admin manages: finding them, changing a role, verifying labels and artists,
// signing an artist to a label, and suspending or restoring an account. An admin never changes
// their own role or suspends themself, so the platform always keeps an admin who can act.
import {
  adminActionNames,
  adminMessages,
  type AdminArtist,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserPage,
} from '@sada/contracts/admin';
import type { Role } from '@sada/contracts/enums';
import { z } from 'zod';

import type { Database, Executor } from '../../db/client';
import { decodeCursor, pageOf } from '../../http/cursor';
import { AppError, notFound } from '../../http/errors';
import { recordAdminAction, type AdminActor } from './audit';
import { toAdminArtist, toAdminUser } from './presenter';
import {
  clearLabelVerified,
  deleteSessions,
  findAccount,
  findArtist,
  findProfile,
  findUser,
  listUsers,
  setArtistLabel,
  setArtistVerified,
  setRole,
  setSuspended,
} from './repository';

const cursorKey = z.object({ key: z.string().regex(/^\d{1,20}$/), id: z.uuid() });

const userNotFound = () => notFound(adminMessages.userNotFound);
const artistNotFound = () => notFound(adminMessages.artistNotFound);
const notALabel = () => new AppError(409, 'not_a_label', adminMessages.notALabel);

async function presentUser(db: Executor, userId: string): Promise<AdminUser> {
  const row = await findUser(db, userId);
  if (!row) throw userNotFound();
  return toAdminUser(row);
}

async function presentArtist(db: Executor, artistId: string): Promise<AdminArtist> {
  const row = await findArtist(db, artistId);
  if (!row) throw artistNotFound();
  return toAdminArtist(row);
}

async function existingProfile(db: Executor, userId: string) {
  const profile = await findProfile(db, userId);
  if (!profile) throw userNotFound();
  return profile;
}

export function createAdminUsersService(db: Database) {
  return {
    async list(query: AdminUserListQuery): Promise<AdminUserPage> {
      const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
      const rows = await listUsers(db, query, query.limit, after);
      const { page, nextCursor } = pageOf(rows, query.limit, (last) => ({
        key: last.sortKey,
        id: last.id,
      }));
      return { users: page.map(toAdminUser), nextCursor };
    },

    get: (userId: string): Promise<AdminUser> => presentUser(db, userId),

    /** The new role applies from the account's next request: every request reads it afresh. */
    changeRole: (admin: AdminActor, userId: string, role: Role): Promise<AdminUser> =>
      db.transaction(async (tx) => {
        const profile = await existingProfile(tx, userId);
        if (profile.role === role) return presentUser(tx, userId);
        if (userId === admin.id) throw new AppError(409, 'own_role', adminMessages.ownRole);
        // A label made here is verified separately, as any new label is.
        await setRole(tx, userId, role, { verifyLabel: false });
        await recordAdminAction(tx, admin, {
          action: adminActionNames.userRole,
          targetType: 'user',
          targetId: userId,
          details: { from: profile.role, to: role },
        });
        return presentUser(tx, userId);
      }),

    unverifyLabel: (admin: AdminActor, userId: string): Promise<AdminUser> =>
      db.transaction(async (tx) => {
        const profile = await existingProfile(tx, userId);
        if (profile.role !== 'label') throw notALabel();
        if (profile.labelVerifiedAt) {
          await clearLabelVerified(tx, userId);
          await recordAdminAction(tx, admin, {
            action: adminActionNames.labelUnverify,
            targetType: 'user',
            targetId: userId,
          });
        }
        return presentUser(tx, userId);
      }),

    /** Suspends the account and ends all its sessions; it cannot sign in until restored. */
    suspend: (admin: AdminActor, userId: string, reason: string | undefined): Promise<AdminUser> =>
      db.transaction(async (tx) => {
        const profile = await existingProfile(tx, userId);
        if (userId === admin.id) {
          throw new AppError(409, 'own_suspension', adminMessages.ownSuspension);
        }
        await setSuspended(tx, userId, true);
        await deleteSessions(tx, userId);
        if (!profile.suspendedAt) {
          await recordAdminAction(tx, admin, {
            action: adminActionNames.userSuspend,
            targetType: 'user',
            targetId: userId,
            details: reason ? { reason } : {},
          });
        }
        return presentUser(tx, userId);
      }),

    restore: (admin: AdminActor, userId: string): Promise<AdminUser> =>
      db.transaction(async (tx) => {
        const profile = await existingProfile(tx, userId);
        if (profile.suspendedAt) {
          await setSuspended(tx, userId, false);
          await recordAdminAction(tx, admin, {
            action: adminActionNames.userRestore,
            targetType: 'user',
            targetId: userId,
          });
        }
        return presentUser(tx, userId);
      }),

    /** The 'Verified Artist' badge, given or taken away. */
    setArtistVerified: (
      admin: AdminActor,
      artistId: string,
      verified: boolean,
    ): Promise<AdminArtist> =>
      db.transaction(async (tx) => {
        const artist = await findArtist(tx, artistId);
        if (!artist) throw artistNotFound();
        if (artist.verified !== verified) {
          await setArtistVerified(tx, artistId, verified);
          await recordAdminAction(tx, admin, {
            action: verified ? adminActionNames.artistVerify : adminActionNames.artistUnverify,
            targetType: 'artist',
            targetId: artistId,
          });
        }
        return presentArtist(tx, artistId);
      }),

    /** Signs the artist to a label account, or (null) to none. */
    assignLabel: (
      admin: AdminActor,
      artistId: string,
      labelId: string | null,
    ): Promise<AdminArtist> =>
      db.transaction(async (tx) => {
        const artist = await findArtist(tx, artistId);
        if (!artist) throw artistNotFound();
        const label = labelId ? await findAccount(tx, labelId) : null;
        if (labelId && !label) throw userNotFound();
        if (label && label.role !== 'label') throw notALabel();
        if (artist.labelId !== labelId) {
          await setArtistLabel(tx, artistId, labelId);
          await recordAdminAction(tx, admin, {
            action: adminActionNames.artistLabel,
            targetType: 'artist',
            targetId: artistId,
            details: {
              from: artist.labelId,
              to: labelId,
              fromName: artist.labelName,
              toName: label?.name ?? null,
            },
          });
        }
        return presentArtist(tx, artistId);
      }),
  };
}
