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
