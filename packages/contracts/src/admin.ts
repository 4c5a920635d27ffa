// Admin-only settings and actions: platform settings, the accounts an admin manages (roles,
// verification, label assignment, suspension) and the record of what admins did.
import { z } from 'zod';

import { roles } from './enums';
import { pageQuery } from './pagination';

export const REVIEW_PRIORITY_MIN = 0;
export const REVIEW_PRIORITY_MAX = 10;
export const UPLOAD_LIMIT_MIN_MB = 1;
export const UPLOAD_LIMIT_MAX_MB = 500;
export const UPLOAD_DURATION_MIN_MINUTES = 1;
export const UPLOAD_DURATION_MAX_MINUTES = 24 * 60;
/** Long-form (resumable) uploads: a lecture of hours. */
export const LONG_UPLOAD_MAX_MB = 10 * 1024;
export const SUSPEND_REASON_MAX_LENGTH = 500;

export const adminMessages = {
  labelNotFound: 'No account with this id',
  notALabel: 'This account is not a record label',
  userNotFound: 'No account with this id',
  artistNotFound: 'No artist profile with this id',
  ownRole: 'You cannot change your own role, so that the platform always keeps an admin',
  ownSuspension: 'You cannot suspend your own account',
  roleInvalid: 'Choose one of the roles: listener, artist, label or admin',
  reviewPriorityInvalid: `The default review priority must be a whole number from ${REVIEW_PRIORITY_MIN} to ${REVIEW_PRIORITY_MAX}`,
  uploadLimitInvalid: `The upload size limit must be a whole number of megabytes from ${UPLOAD_LIMIT_MIN_MB} to ${UPLOAD_LIMIT_MAX_MB}`,
  uploadDurationInvalid: `The longest upload must be a whole number of minutes from ${UPLOAD_DURATION_MIN_MINUTES} to ${UPLOAD_DURATION_MAX_MINUTES}`,
  longUploadLimitInvalid: `The long upload size limit must be a whole number of megabytes from ${UPLOAD_LIMIT_MIN_MB} to ${LONG_UPLOAD_MAX_MB}`,
  reasonTooLong: `The reason can be at most ${SUSPEND_REASON_MAX_LENGTH} characters`,
  reasonInvalid: 'The reason must be text',
  labelIdInvalid: 'Choose a record label account, or none',
  searchTooLong: 'The search can be at most 100 characters',
  actionInvalid: 'Not an action name',
  targetTypeInvalid: 'Choose one of the target types: user, track, artist, settings or job',
  targetIdInvalid: 'The target id can be at most 100 characters',
  statusInvalid: 'Choose active or suspended',
  nothingToChange: 'Nothing to change',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** Platform settings an admin changes at run time. */
export const appSettings = z
  .object({
    /** When on, an account must verify its e-mail address before it can sign in. */
    requireEmailVerification: z.boolean({
      error: 'requireEmailVerification must be true or false',
    }),
    /** When off, nobody can make a new account (by password or through a provider). */
    registrationOpen: z.boolean({ error: 'registrationOpen must be true or false' }),
    /** The review priority a new upload starts with; the moderation queue takes higher first. */
    defaultReviewPriority: wholeNumber(
      REVIEW_PRIORITY_MIN,
      REVIEW_PRIORITY_MAX,
      adminMessages.reviewPriorityInvalid,
    ),
    /** The largest audio file an upload may have, in MB (50MB unless changed here). */
    uploadSizeLimitMb: wholeNumber(
      UPLOAD_LIMIT_MIN_MB,
      UPLOAD_LIMIT_MAX_MB,
      adminMessages.uploadLimitInvalid,
    ),
    /**
     * The longest audio an ordinary upload may hold, in minutes; checked before any transcoding,
     * and no transcode runs longer. Long-form uploads may be given their own limit.
     */
    maxUploadDurationMinutes: wholeNumber(
      UPLOAD_DURATION_MIN_MINUTES,
      UPLOAD_DURATION_MAX_MINUTES,
      adminMessages.uploadDurationInvalid,
    ),
    /** The largest file a long-form (resumable) upload may be, in MB: 1 GB unless changed. */
    longUploadSizeLimitMb: wholeNumber(
      UPLOAD_LIMIT_MIN_MB,
      LONG_UPLOAD_MAX_MB,
      adminMessages.longUploadLimitInvalid,
    ),
    /** The longest audio a long-form upload may hold, in minutes: four hours unless changed. */
    longUploadMaxMinutes: wholeNumber(
      UPLOAD_DURATION_MIN_MINUTES,
      UPLOAD_DURATION_MAX_MINUTES,
      adminMessages.uploadDurationInvalid,
    ),
  })
  .strict()
  .meta({ id: 'AppSettings' });
export type AppSettings = z.infer<typeof appSettings>;

export const defaultAppSettings: AppSettings = {
  requireEmailVerification: false,
  registrationOpen: true,
  defaultReviewPriority: 0,
  uploadSizeLimitMb: 50,
  maxUploadDurationMinutes: 30,
  longUploadSizeLimitMb: 1024,
  longUploadMaxMinutes: 240,
};

/** PUT /api/admin/settings: any of the settings, at least one; the others keep their values. */
export const appSettingsUpdate = appSettings
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: adminMessages.nothingToChange,
  })
  .meta({ id: 'AppSettingsUpdate' });
export type AppSettingsUpdate = z.infer<typeof appSettingsUpdate>;

export const userIdParams = z.object({ userId: z.uuid({ error: 'Not a user id' }) });

export const labelVerification = z
  .object({
    userId: z.uuid(),
    labelVerified: z.literal(true),
    labelVerifiedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'LabelVerification' });
export type LabelVerification = z.infer<typeof labelVerification>;

/** An artist profile as the admin console shows it. */
export const adminArtist = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The 'Verified Artist' badge. */
    verified: z.boolean(),
    /** The label account the artist is signed to. */
    labelId: z.uuid().nullable(),
    labelName: z.string().nullable(),
    ownerUserId: z.uuid().nullable(),
  })
  .meta({ id: 'AdminArtist' });
export type AdminArtist = z.infer<typeof adminArtist>;

export const adminArtistResponse = z
  .object({ artist: adminArtist })
  .meta({ id: 'AdminArtistResponse' });
export type AdminArtistResponse = z.infer<typeof adminArtistResponse>;

/** One account in the admin console. */
export const adminUser = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    role: z.enum(roles),
    emailVerified: z.boolean(),
    /** For label accounts: an admin has verified the label. */
    labelVerified: z.boolean(),
    /** The artist profile the account owns, if any. */
    artist: adminArtist.nullable(),
    suspended: z.boolean(),
    suspendedAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** When one of the account's sessions was last used or renewed; null if it has none. */
    lastActiveAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserResponse = z.object({ user: adminUser }).meta({ id: 'AdminUserResponse' });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

export const userStatuses = ['active', 'suspended'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const ADMIN_USERS_MAX_LIMIT = 100;

/** GET /api/admin/users: newest accounts first. */
export const adminUserListQuery = pageQuery(25, ADMIN_USERS_MAX_LIMIT).extend({
  /** Part of the display name, username or e-mail address, in any case. */
  q: z
    .string()
    .trim()
    .max(100, { error: adminMessages.searchTooLong })
    .optional()
    .transform((v) => v || undefined),
  role: z.enum(roles, { error: adminMessages.roleInvalid }).optional(),
  status: z.enum(userStatuses, { error: adminMessages.statusInvalid }).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

export const adminUserPage = z
  .object({ users: z.array(adminUser), nextCursor: z.string().nullable() })
  .meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const changeRoleBody = z
  .object({ role: z.enum(roles, { error: adminMessages.roleInvalid }) })
  .strict()
  .meta({ id: 'ChangeRoleBody' });
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

export const suspendBody = z
  .object({
    reason: z
      .string({ error: adminMessages.reasonInvalid })
      .trim()
      .max(SUSPEND_REASON_MAX_LENGTH, { error: adminMessages.reasonTooLong })
      .optional()
      .transform((v) => v || undefined),
  })
  .strict()
  .meta({ id: 'SuspendBody' });
export type SuspendBody = z.infer<typeof suspendBody>;

export const assignLabelBody = z
  .object({
    /** The label account's user id, or null to leave the artist unsigned. */
    labelId: z.uuid({ error: adminMessages.labelIdInvalid }).nullable(),
  })
  .strict()
  .meta({ id: 'AssignLabelBody' });
export type AssignLabelBody = z.infer<typeof assignLabelBody>;

export const auditTargetTypes = ['user', 'track', 'artist', 'settings', 'job'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** What the user-management and settings actions are called in the record. */
export const adminActionNames = {
  userRole: 'user.role',
  userSuspend: 'user.suspend',
  userRestore: 'user.restore',
  labelVerify: 'label.verify',
  labelUnverify: 'label.unverify',
  artistVerify: 'artist.verify',
  artistUnverify: 'artist.unverify',
  artistLabel: 'artist.label',
  settingsUpdate: 'settings.update',
  reviewerVerify: 'reviewer.verify',
  reviewerUnverify: 'reviewer.unverify',
  genreApprovals: 'genre.approvals',
} as const;

/** The content page's actions (/admin/content); admin-console.ts exports them too. */
export const contentActionNames = {
  takeDown: 'track.take_down',
  restore: 'track.restore',
  reviewPriority: 'track.review_priority',
} as const;

/** The system page's actions (/admin/system). */
export const systemActionNames = {
  jobRetry: 'job.retry',
} as const;

/** Every action the record can hold: an action is recorded only under one of these names. */
export const allAdminActionNames = [
  ...Object.values(adminActionNames),
  ...Object.values(contentActionNames),
  ...Object.values(systemActionNames),
] as const;
export type AdminActionName = (typeof allAdminActionNames)[number];

/** One admin action: who did what to which target, and when. */
export const auditEntry = z
  .object({
    id: z.uuid(),
    /** Null once the admin's account is gone; the e-mail still says who. */
    adminId: z.uuid().nullable(),
    adminEmail: z.string(),
    adminName: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    /** The target's name now (an account's display name, an artist's name), when it has one. */
    targetName: z.string().nullable(),
    /** What changed: the values before and after, a reason … */
    details: z.record(z.string(), z.unknown()),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_MAX_LIMIT = 100;

/** GET /api/admin/audit: newest first, optionally one action or one target. */
export const auditQuery = pageQuery(50, AUDIT_MAX_LIMIT).extend({
  action: z.enum(allAdminActionNames, { error: adminMessages.actionInvalid }).optional(),
  targetType: z.enum(auditTargetTypes, { error: adminMessages.targetTypeInvalid }).optional(),
  targetId: z
    .string({ error: adminMessages.targetIdInvalid })
    .min(1, { error: adminMessages.targetIdInvalid })
    .max(100, { error: adminMessages.targetIdInvalid })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z
  .object({ entries: z.array(auditEntry), nextCursor: z.string().nullable() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPage>;
