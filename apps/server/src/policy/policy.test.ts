import type { Role } from '@sada/contracts/enums';
import { describe, expect, it } from 'vitest';

import { authorize, can, type Actor } from './policy';

const actor = (role: Role, overrides: Partial<Actor> = {}): Actor => ({
  id: `${role}-id`,
  role,
  emailVerified: true,
  labelVerified: role === 'label',
  ...overrides,
});
const everyone: [string, Actor | null][] = [
  ['anonymous', null],
  ['listener', actor('listener')],
  ['artist', actor('artist')],
  ['label', actor('label')],
  ['admin', actor('admin')],
];
const pendingTrack = {
  status: 'qc' as const,
  artistOwnerId: 'artist-id',
  artistLabelId: 'label-id',
};

describe('permission matrix', () => {
  const expected: Record<string, (string | null)[]> = {
    'library:use': ['listener', 'artist', 'label', 'admin'],
    'track:like': ['listener', 'artist', 'label', 'admin'],
    'artist:follow': ['listener', 'artist', 'label', 'admin'],
    'playlist:create': ['listener', 'artist', 'label', 'admin'],
    'dashboard:view': ['artist', 'label', 'admin'],
    'label-dashboard:view': ['label'],
    'moderation:access': ['label', 'admin'],
    'admin:access': ['admin'],
    'artist-profile:create': ['artist'],
    'catalog:read': ['anonymous', 'listener', 'artist', 'label', 'admin'],
  };
  for (const [action, allowed] of Object.entries(expected)) {
    it.each(everyone)(`${action} for %s`, (name, who) => {
      expect(can(who, action as 'library:use')).toBe(allowed.includes(name));
    });
  }
});

describe('tracks', () => {
  it('anyone may play a live track', () => {
    expect(can(null, 'track:play', { ...pendingTrack, status: 'live' })).toBe(true);
  });

  it.each(everyone)(
    'a track in review is playable by its artist and moderators only (%s)',
    (name, who) => {
      const allowed = ['label', 'admin'].includes(name) || who?.id === 'artist-id';
      expect(can(who, 'track:play', pendingTrack)).toBe(allowed);
    },
  );

  it('a label never reviews the tracks of its own artists', () => {
    expect(can(actor('label'), 'track:moderate', pendingTrack)).toBe(false);
    expect(can(actor('label', { id: 'other-label' }), 'track:moderate', pendingTrack)).toBe(true);
    expect(can(actor('admin'), 'track:moderate', pendingTrack)).toBe(true);
  });

  it.each(['artist', 'label', 'admin'] as const)(
    'nobody reviews a track of their own artist profile, whatever the role (%s)',
    (role) => {
      const own = { ...pendingTrack, artistOwnerId: `${role}-id`, artistLabelId: null };
      expect(can(actor(role), 'track:moderate', own)).toBe(false);
      expect(can(actor(role), 'track:moderate', { ...own, artistOwnerId: 'someone-else' })).toBe(
        role !== 'artist',
      );
    },
  );

  it('reviewing needs a verified e-mail address', () => {
    expect(can(actor('admin', { emailVerified: false }), 'moderation:access')).toBe(false);
  });

  it('uploading needs a verified e-mail address', () => {
    expect(can(actor('artist'), 'track:upload')).toBe(true);
    expect(can(actor('artist', { emailVerified: false }), 'track:upload')).toBe(false);
  });
});

describe('playlists', () => {
  const privateList = { ownerId: 'listener-id', isPublic: false, collaborative: false };

  it('a private playlist is visible to its owner only', () => {
    expect(can(actor('listener'), 'playlist:read', privateList)).toBe(true);
    expect(can(actor('admin'), 'playlist:read', privateList)).toBe(false);
    expect(can(null, 'playlist:read', privateList)).toBe(false);
  });

  it('others may add tracks to a public collaborative playlist only', () => {
    const shared = { ...privateList, isPublic: true, collaborative: true };
    expect(can(actor('artist'), 'playlist:add-track', shared)).toBe(true);
    expect(can(actor('artist'), 'playlist:add-track', { ...shared, collaborative: false })).toBe(
      false,
    );
    expect(can(null, 'playlist:add-track', shared)).toBe(false);
    expect(can(actor('artist'), 'playlist:edit', shared)).toBe(false);
  });
});

describe('authorize', () => {
  it('throws 401 for anonymous visitors and 403 for others', () => {
    expect(() => authorize(null, 'admin:access')).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => authorize(actor('listener'), 'admin:access')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => authorize(actor('admin'), 'admin:access')).not.toThrow();
  });
});

describe('verification', () => {
  const unverifiedLabel = actor('label', { labelVerified: false });

  it('a label moderates only once an admin has verified it', () => {
    expect(can(unverifiedLabel, 'moderation:access')).toBe(false);
    expect(can(unverifiedLabel, 'track:moderate', { ...pendingTrack, artistLabelId: null })).toBe(
      false,
    );
    expect(can(unverifiedLabel, 'track:play', pendingTrack)).toBe(false);
    expect(can(unverifiedLabel, 'dashboard:view')).toBe(true);
    expect(can(unverifiedLabel, 'label-dashboard:view')).toBe(true);
    expect(can(actor('label'), 'moderation:access')).toBe(true);
  });

  it('says when a verified e-mail address is what is missing', () => {
    const call = () => authorize(actor('artist', { emailVerified: false }), 'track:upload');
    expect(call).toThrow(
      expect.objectContaining({
        status: 403,
        code: 'email_not_verified',
        message: 'Please verify your email to upload or review tracks',
      }),
    );
    expect(() => authorize(actor('admin', { emailVerified: false }), 'moderation:access')).toThrow(
      expect.objectContaining({ code: 'email_not_verified' }),
    );
  });

  it('says when the label verification is what is missing', () => {
    expect(() => authorize(unverifiedLabel, 'moderation:access')).toThrow(
      expect.objectContaining({ status: 403, code: 'label_not_verified' }),
    );
    expect(() =>
      authorize(
        actor('label', { labelVerified: false, emailVerified: false }),
        'moderation:access',
      ),
    ).toThrow(expect.objectContaining({ code: 'email_not_verified' }));
  });

  it('gives the plain refusal when no verification would help', () => {
    expect(() =>
      authorize(actor('listener', { emailVerified: false }), 'moderation:access'),
    ).toThrow(expect.objectContaining({ status: 403, code: 'forbidden' }));
    expect(() => authorize(actor('listener'), 'admin:access')).toThrow(
      expect.objectContaining({ code: 'forbidden' }),
    );
  });

  it('tells whoever may not moderate so, in the words of the moderation page', () => {
    for (const role of ['listener', 'artist'] as const) {
      expect(() => authorize(actor(role), 'moderation:access')).toThrow(
        expect.objectContaining({
          status: 403,
          code: 'forbidden',
          message: "Access denied: You don't have permission to access content moderation",
        }),
      );
    }
  });
});

describe('uploads', () => {
  it('only the owner of the artist profile manages a track, whatever its status', () => {
    for (const status of ['processing', 'qc', 'live', 'failed'] as const) {
      const track = { ...pendingTrack, status };
      expect(can(actor('artist'), 'track:manage', track)).toBe(true);
      expect(can(actor('artist', { id: 'another-artist' }), 'track:manage', track)).toBe(false);
      expect(can(actor('admin'), 'track:manage', track)).toBe(false);
      expect(can(null, 'track:manage', track)).toBe(false);
    }
  });

  it('tells an anonymous uploader to sign in, in the words of the upload page', () => {
    expect(() => authorize(null, 'track:upload')).toThrow(
      expect.objectContaining({
        status: 401,
        message: 'Authentication required: Please sign in to upload tracks',
      }),
    );
  });
});
