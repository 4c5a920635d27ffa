// The account's preferred language chooses the interface language when it signs in; a language
// the interface is not translated into leaves the interface as it is.
import type { PreferredLanguage } from '@sada/contracts/enums';
import type { QueryClient } from '@tanstack/react-query';

import { changeLanguage, i18n } from '../i18n/i18n';
import type { InterfaceLanguage } from '../i18n/languages';
import type { Session } from './session-user';
import { refreshSession } from './use-session';

const interfaceLanguages: Partial<Record<PreferredLanguage, InterfaceLanguage>> = {
  english: 'en',
  arabic: 'ar',
};

/** The interface language for a preferred language, or null when there is no translation. */
export function interfaceLanguageFor(
  preferred: PreferredLanguage | undefined,
): InterfaceLanguage | null {
  return (preferred && interfaceLanguages[preferred]) ?? null;
}

/** After a sign-in: reads the session again and applies the account's preferred language. */
export async function completeSignIn(queryClient: QueryClient): Promise<Session> {
  const session = await refreshSession(queryClient);
  const language = interfaceLanguageFor(session.user?.preferredLanguage);
  if (language && language !== i18n.language) await changeLanguage(language);
  return session;
}

/** Set while a sign-in that leaves the page is under way; read once the session is back. */
const REDIRECTED_SIGN_IN_KEY = 'sada.signIn.redirected';

/** The query the e-mail verification link comes back with, after signing the account in. */
const VERIFIED_PARAM = 'verified';

/** Where the verification link leads once the address is verified (and the account signed in). */
export const VERIFICATION_LANDING = `/?${VERIFIED_PARAM}=1`;

/**
 * Before leaving for a sign-in elsewhere (an OpenID Connect provider): the session that comes
 * back applies the account's preferred language, once.
 */
export function expectRedirectedSignIn(): void {
  try {
    sessionStorage.setItem(REDIRECTED_SIGN_IN_KEY, '1');
  } catch {
    // Storage can be unavailable (private mode): the interface keeps its language.
  }
}

function redirectedSignInExpected(): boolean {
  try {
    return sessionStorage.getItem(REDIRECTED_SIGN_IN_KEY) !== null;
  } catch {
    return false;
  }
}

function forgetRedirectedSignIn(): void {
  try {
    sessionStorage.removeItem(REDIRECTED_SIGN_IN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * At start: after a sign-in that left the page (an OpenID Connect provider, or the verification
 * link, which signs the account in), reads the session and applies its preferred language, once.
 * The verification link's marker is taken off the address before the router reads it.
 */
export async function completeRedirectedSignIn(queryClient: QueryClient): Promise<void> {
  const url = new URL(window.location.href);
  if (url.searchParams.has(VERIFIED_PARAM)) {
    expectRedirectedSignIn();
    url.searchParams.delete(VERIFIED_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
  if (!redirectedSignInExpected()) return;
  await completeSignIn(queryClient);
  forgetRedirectedSignIn();
}
