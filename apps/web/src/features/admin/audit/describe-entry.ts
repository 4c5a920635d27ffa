// How one recorded admin action reads: what was done, and what changed.
import {
  allAdminActionNames,
  type AdminActionName,
  type AppSettings,
  type AuditEntry,
} from '@sada/contracts/admin';
import { roles, type Role } from '@sada/contracts/enums';
import type { TFunction } from 'i18next';

/** Each admin action: how a row says it, and its filter's name. */
export const actionTexts = {
  'user.role': { verb: 'adminAudit.actions.userRole', name: 'adminAudit.filters.userRole' },
  'user.suspend': {
    verb: 'adminAudit.actions.userSuspend',
    name: 'adminAudit.filters.userSuspend',
  },
  'user.restore': {
    verb: 'adminAudit.actions.userRestore',
    name: 'adminAudit.filters.userRestore',
  },
  'label.verify': {
    verb: 'adminAudit.actions.labelVerify',
    name: 'adminAudit.filters.labelVerify',
  },
  'label.unverify': {
    verb: 'adminAudit.actions.labelUnverify',
    name: 'adminAudit.filters.labelUnverify',
  },
  'artist.verify': {
    verb: 'adminAudit.actions.artistVerify',
    name: 'adminAudit.filters.artistVerify',
  },
  'artist.unverify': {
    verb: 'adminAudit.actions.artistUnverify',
    name: 'adminAudit.filters.artistUnverify',
  },
  'artist.label': {
    verb: 'adminAudit.actions.artistLabel',
    name: 'adminAudit.filters.artistLabel',
  },
  'settings.update': {
    verb: 'adminAudit.actions.settingsUpdate',
    name: 'adminAudit.filters.settingsUpdate',
  },
  'track.take_down': {
    verb: 'adminAudit.actions.trackTakeDown',
    name: 'adminAudit.filters.trackTakeDown',
  },
  'track.restore': {
    verb: 'adminAudit.actions.trackRestore',
    name: 'adminAudit.filters.trackRestore',
  },
  'track.review_priority': {
    verb: 'adminAudit.actions.trackReviewPriority',
    name: 'adminAudit.filters.trackReviewPriority',
  },
  'job.retry': { verb: 'adminAudit.actions.jobRetry', name: 'adminAudit.filters.jobRetry' },
  'reviewer.verify': {
    verb: 'adminAudit.actions.reviewerVerify',
    name: 'adminAudit.filters.reviewerVerify',
  },
  'reviewer.unverify': {
    verb: 'adminAudit.actions.reviewerUnverify',
    name: 'adminAudit.filters.reviewerUnverify',
  },
  'genre.approvals': {
    verb: 'adminAudit.actions.genreApprovals',
    name: 'adminAudit.filters.genreApprovals',
  },
} as const satisfies Record<AdminActionName, { verb: string; name: string }>;

/** The action filter's choices: every action the record can hold. */
export const actionNames: readonly AdminActionName[] = allAdminActionNames;

export function isKnownAction(action: string): action is AdminActionName {
  return action in actionTexts;
}

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (roles as readonly string[]).includes(value);

const settingNames = {
  requireEmailVerification: 'adminSettings.requireEmailVerification',
  registrationOpen: 'adminSettings.registrationOpen',
  defaultReviewPriority: 'adminSettings.defaultReviewPriority',
  uploadSizeLimitMb: 'adminSettings.uploadSizeLimit',
  maxUploadDurationMinutes: 'adminSettings.maxUploadDuration',
  longUploadSizeLimitMb: 'adminSettings.longUploadSizeLimit',
  longUploadMaxMinutes: 'adminSettings.longUploadMaxMinutes',
} as const satisfies Record<keyof AppSettings, string>;

function isSetting(key: string): key is keyof AppSettings {
  return key in settingNames;
}

function settingValue(t: TFunction, value: unknown): string {
  if (value === true) return t('adminAudit.on');
  if (value === false) return t('adminAudit.off');
  return String(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : null);

/** Lines that say what changed, in the interface language; none when there is nothing to add. */
export function describeDetails(t: TFunction, entry: AuditEntry): string[] {
  const { details } = entry;
  const lines: string[] = [];
  if (entry.action === 'user.role' && isRole(details.from) && isRole(details.to)) {
    lines.push(
      t('adminAudit.change', { from: t(`roles.${details.from}`), to: t(`roles.${details.to}`) }),
    );
  }
  if (entry.action === 'settings.update') {
    const before = asRecord(details.before);
    const after = asRecord(details.after);
    for (const key of Object.keys(after)) {
      lines.push(
        t('adminAudit.settingChange', {
          setting: isSetting(key) ? t(settingNames[key]) : key,
          from: settingValue(t, before[key]),
          to: settingValue(t, after[key]),
        }),
      );
    }
  }
  if (entry.action === 'artist.label') {
    const to = text(details.toName);
    lines.push(
      to
        ? t('adminAudit.signedTo', { label: to })
        : t('adminAudit.unsignedFrom', {
            label: text(details.fromName) ?? t('adminAudit.unknownLabel'),
          }),
    );
  }
  if (entry.action === 'track.review_priority') {
    const from = numberText(details.from);
    const to = numberText(details.to);
    if (from !== null && to !== null) lines.push(t('adminAudit.priorityChange', { from, to }));
  }
  if (entry.action === 'genre.approvals') {
    const from = numberText(details.from);
    const to = numberText(details.to);
    if (from !== null && to !== null) lines.push(t('adminAudit.approvalsChange', { from, to }));
  }
  if (entry.action === 'track.restore') {
    const takeDownReason = text(details.takeDownReason);
    if (takeDownReason) {
      lines.push(t('adminAudit.takeDownReason', { reason: takeDownReason }));
    }
  }
  if (entry.action === 'job.retry') {
    const queue = text(details.queue);
    const track = text(details.trackTitle);
    if (queue) lines.push(t('adminAudit.queue', { queue }));
    if (track) lines.push(t('adminAudit.track', { title: track }));
  }
  const reason = text(details.reason);
  if (reason) lines.push(t('adminAudit.reason', { reason }));
  return lines;
}
