import { describe, expect, it } from 'vitest';

import {
  adminActionNames,
  allAdminActionNames,
  appSettingsUpdate,
  auditQuery,
  suspendBody,
} from './admin';
import { audioFileProblem, audioTooLargeMessage, uploadMessages } from './uploads';

const MB = 1024 * 1024;

describe('the audio size message', () => {
  it("is the spec's own words at 50MB, and worded the same way for another limit", () => {
    expect(audioTooLargeMessage(50)).toBe('File size too large. Maximum size is 50MB.');
    expect(audioTooLargeMessage(50)).toBe(uploadMessages.audioTooLarge);
    expect(audioTooLargeMessage(120)).toBe('File size too large. Maximum size is 120MB.');
  });

  it('is what a chosen file over the limit in force gets', () => {
    const file = { name: 'a.mp3', type: 'audio/mpeg', size: 10 * MB + 1 };
    expect(audioFileProblem(file)).toBeNull();
    expect(audioFileProblem(file, 10 * MB)).toBe('File size too large. Maximum size is 10MB.');
    expect(audioFileProblem({ ...file, size: 50 * MB + 1 })).toBe(uploadMessages.audioTooLarge);
  });
});

describe('the admin schemas', () => {
  it('take part of the settings, but not none of them', () => {
    expect(appSettingsUpdate.parse({ registrationOpen: false })).toEqual({
      registrationOpen: false,
    });
    expect(appSettingsUpdate.safeParse({}).success).toBe(false);
    expect(appSettingsUpdate.safeParse({ uploadSizeLimitMb: 501 }).success).toBe(false);
    expect(appSettingsUpdate.safeParse({ uploadSizeLimitMb: 500 }).success).toBe(true);
    expect(appSettingsUpdate.safeParse({ defaultReviewPriority: -1 }).success).toBe(false);
  });

  it('trim a suspension reason and drop an empty one', () => {
    expect(suspendBody.parse({ reason: '  spam  ' })).toEqual({ reason: 'spam' });
    expect(suspendBody.parse({ reason: '   ' })).toEqual({});
    expect(suspendBody.parse({})).toEqual({});
  });

  it('accept dotted action names only', () => {
    expect(auditQuery.safeParse({ action: 'user.role' }).success).toBe(true);
    expect(auditQuery.safeParse({ action: 'track.take_down' }).success).toBe(true);
    expect(auditQuery.safeParse({ action: "user.role'; --" }).success).toBe(false);
  });

  it('filter the record by any action it can hold, and by no other', () => {
    for (const action of [
      'track.take_down',
      'track.restore',
      'track.review_priority',
      'job.retry',
    ]) {
      expect(allAdminActionNames).toContain(action);
      expect(auditQuery.safeParse({ action }).success).toBe(true);
    }
    for (const action of Object.values(adminActionNames)) {
      expect(auditQuery.safeParse({ action }).success).toBe(true);
    }
    expect(new Set(allAdminActionNames).size).toBe(allAdminActionNames.length);
    const unknown = auditQuery.safeParse({ action: 'user.delete' });
    expect(unknown.error?.issues[0]?.message).toBe('Not an action name');
  });
});
