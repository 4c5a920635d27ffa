import { hasDashboard } from '../../lib/policy';
import type { Role } from '../../lib/session/session-user';

// Client mirror of the route guards. The server enforces the same rules on every /api call.

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isAdminPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

/** Paths whose content depends on who is signed in, so they wait for the session. */
export function isGuardedPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/' || path === '/dashboard' || isAdminPath(path);
}

function nextRedirect(path: string, role: Role | null): string | null {
  if (path === '/') {
    if (role === null) return null;
    return hasDashboard(role) ? '/dashboard' : '/home';
  }
  if (isAdminPath(path)) {
    if (role === null) return '/auth';
    return role === 'admin' ? null : '/dashboard';
  }
  if (path === '/dashboard') {
    if (role === null) return '/auth';
    return role === 'listener' ? '/library' : null;
  }
  return null;
}

/**
 * Where a visitor with `role` (null when signed out) who opened `pathname` must go instead, or
 * null to stay. Chains are followed, so a listener on /admin/users goes straight to /library.
 */
export function resolveRedirect(pathname: string, role: Role | null): string | null {
  let path = normalize(pathname);
  let target: string | null = null;
  for (let hop = 0; hop < 5; hop += 1) {
    const next = nextRedirect(path, role);
    if (next === null || next === path) break;
    target = next;
    path = next;
  }
  return target;
}
