import { describe, expect, it } from 'vitest';

import { actions, can, missingVerification, needsAccount, roleMay, type Actor } from './index';

const label: Actor = { id: 'label-id', role: 'label', emailVerified: true, labelVerified: false };

describe('the rules', () => {
  it('list every action once', () => {
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(22);
  });

  it('let anonymous visitors read the catalogue, play and open public playlists only', () => {
    expect(actions.filter((action) => !needsAccount(action)).sort()).toEqual([
      'catalog:read',
      'playlist:read',
      'track:play',
    ]);
  });

  it('answer for a role alone where the role decides', () => {
    expect(roleMay(null, 'dashboard:view')).toBe(false);
    expect(roleMay('listener', 'dashboard:view')).toBe(false);
    expect(roleMay('artist', 'dashboard:view')).toBe(true);
    expect(can(label, 'label-dashboard:view')).toBe(true);
  });

  it('let only the owner of its artist profile manage a series', () => {
    const owner: Actor = {
      id: 'artist-id',
      role: 'artist',
      emailVerified: true,
      labelVerified: false,
    };
    expect(can(owner, 'series:manage', { artistOwnerId: 'artist-id' })).toBe(true);
    expect(can(owner, 'series:manage', { artistOwnerId: 'someone-else' })).toBe(false);
    expect(can({ ...owner, role: 'admin' }, 'series:manage', { artistOwnerId: null })).toBe(false);
    expect(can(null, 'series:manage', { artistOwnerId: 'artist-id' })).toBe(false);
  });

  it('let a moderator review a series, never of their own artist profile nor a label its own artists', () => {
    const admin: Actor = {
      id: 'admin-id',
      role: 'admin',
      emailVerified: true,
      labelVerified: false,
    };
    const verifiedLabel: Actor = { ...label, labelVerified: true };
    const ofArtist = { artistOwnerId: 'artist-id', artistLabelId: 'label-id' };
    expect(can(admin, 'series:moderate', ofArtist)).toBe(true);
    // An admin is never held back by the label, only by owning the artist profile.
    expect(can(admin, 'series:moderate', { ...ofArtist, artistLabelId: 'admin-id' })).toBe(true);
    expect(can(admin, 'series:moderate', { ...ofArtist, artistOwnerId: 'admin-id' })).toBe(false);
    expect(can(verifiedLabel, 'series:moderate', ofArtist)).toBe(false);
    expect(can(verifiedLabel, 'series:moderate', { ...ofArtist, artistLabelId: null })).toBe(true);
    expect(can(label, 'series:moderate', { ...ofArtist, artistLabelId: null })).toBe(false);
    expect(
      can({ ...admin, emailVerified: false }, 'series:moderate', {
        ...ofArtist,
        artistLabelId: null,
      }),
    ).toBe(false);
    expect(
      can({ ...admin, role: 'artist' }, 'series:moderate', { ...ofArtist, artistLabelId: null }),
    ).toBe(false);
    expect(can(null, 'series:moderate', ofArtist)).toBe(false);
  });

  it("name the verification that alone stands in a label's way", () => {
    expect(can(label, 'moderation:access')).toBe(false);
    expect(missingVerification(label, 'moderation:access')).toBe('label');
    expect(missingVerification({ ...label, emailVerified: false }, 'moderation:access')).toBe(
      'email',
    );
    expect(missingVerification({ ...label, role: 'listener' }, 'moderation:access')).toBeNull();
  });
});
