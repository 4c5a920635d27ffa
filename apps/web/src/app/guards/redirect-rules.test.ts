import { describe, expect, it } from 'vitest';

import type { Role } from '../../lib/session/session-user';
import { isGuardedPath, resolveRedirect } from './redirect-rules';

describe('resolveRedirect', () => {
  it.each<[Role, string]>([
    ['admin', '/dashboard'],
    ['artist', '/dashboard'],
    ['label', '/dashboard'],
    ['listener', '/home'],
  ])('sends a signed-in %s away from the landing page to %s', (role, target) => {
    expect(resolveRedirect('/', role)).toBe(target);
  });

  it('leaves signed-out visitors on the landing page', () => {
    expect(resolveRedirect('/', null)).toBeNull();
  });

  it('lets only admins into /admin paths', () => {
    expect(resolveRedirect('/admin/users', 'admin')).toBeNull();
    expect(resolveRedirect('/admin/analytics', 'artist')).toBe('/dashboard');
    expect(resolveRedirect('/admin/settings/', 'label')).toBe('/dashboard');
  });

  it('sends a listener who reaches the dashboard to the library', () => {
    expect(resolveRedirect('/dashboard', 'listener')).toBe('/library');
  });

  it('follows the chain: a listener on an admin path lands on the library in one step', () => {
    expect(resolveRedirect('/admin/database', 'listener')).toBe('/library');
  });

  it('keeps artists, labels and admins on their dashboard', () => {
    expect(resolveRedirect('/dashboard', 'artist')).toBeNull();
    expect(resolveRedirect('/dashboard', 'label')).toBeNull();
    expect(resolveRedirect('/dashboard', 'admin')).toBeNull();
  });

  it('asks signed-out visitors of the dashboard and admin pages to sign in', () => {
    expect(resolveRedirect('/dashboard', null)).toBe('/auth');
    expect(resolveRedirect('/admin/system', null)).toBe('/auth');
  });

  it('does not treat look-alike paths as admin paths', () => {
    expect(resolveRedirect('/administration', 'listener')).toBeNull();
  });

  it('leaves every other page alone', () => {
    for (const role of ['listener', 'artist', 'label', 'admin', null] as const) {
      expect(resolveRedirect('/browse', role)).toBeNull();
      expect(resolveRedirect('/library', role)).toBeNull();
    }
  });
});

describe('isGuardedPath', () => {
  it('marks the pages that wait for the session', () => {
    expect(isGuardedPath('/')).toBe(true);
    expect(isGuardedPath('/dashboard')).toBe(true);
    expect(isGuardedPath('/admin/content')).toBe(true);
    expect(isGuardedPath('/browse')).toBe(false);
  });
});
