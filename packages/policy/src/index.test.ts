import { describe, expect, it } from 'vitest';

import { actions, can, missingVerification, needsAccount, roleMay, type Actor } from './index';

const label: Actor = { id: 'label-id', role: 'label', emailVerified: true, labelVerified: false };

describe('the rules', () => {
  it('list every action once', () => {
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(20);
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

  it("name the verification that alone stands in a label's way", () => {
    expect(can(label, 'moderation:access')).toBe(false);
    expect(missingVerification(label, 'moderation:access')).toBe('label');
    expect(missingVerification({ ...label, emailVerified: false }, 'moderation:access')).toBe(
      'email',
    );
    expect(missingVerification({ ...label, role: 'listener' }, 'moderation:access')).toBeNull();
  });
});
