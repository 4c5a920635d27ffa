// Rows of the admin feature as the API shows them.
import type { AdminArtist, AdminUser, AuditEntry } from '@sada/contracts/admin';

import type { AdminActionRow } from './audit';
import type { ArtistRow, UserRow } from './repository';

export function toAdminArtist(row: ArtistRow): AdminArtist {
  return {
    id: row.id,
    name: row.name,
    verified: row.verified,
    labelId: row.labelId,
    labelName: row.labelName,
    ownerUserId: row.ownerUserId,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    displayName: row.displayName,
    username: row.username,
    email: row.email,
    avatarUrl: row.avatarUrl,
    role: row.role,
    emailVerified: row.emailVerified,
    labelVerified: row.role === 'label' && row.labelVerifiedAt !== null,
    artist:
      row.artistId && row.artistName !== null
        ? {
            id: row.artistId,
            name: row.artistName,
            verified: row.artistVerified ?? false,
            labelId: row.artistLabelId,
            labelName: row.artistLabelName,
            ownerUserId: row.id,
          }
        : null,
    suspended: row.suspendedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}

export function toAuditEntry(row: AdminActionRow): AuditEntry {
  return {
    id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    adminName: row.adminName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: row.targetName,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
