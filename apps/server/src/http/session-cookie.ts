/** The session cookie better-auth sets (cookiePrefix 'sada' in features/auth/auth.ts). */
export const SESSION_COOKIE = 'sada.session_token';

/** Its plain and https names: better-auth adds __Secure- when the site is served over https. */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`] as const;

/** Whether a Cookie header carries a session cookie (valid or not: only the server can tell). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const name = pair.slice(0, pair.indexOf('=')).trim();
    return (SESSION_COOKIE_NAMES as readonly string[]).includes(name);
  });
}
