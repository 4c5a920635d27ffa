// A new account's preferred language is the one it signed up in, so that signing in later keeps
// the interface its holder was reading; English when the browser names none we offer.
import type { PreferredLanguage } from '@sada/contracts/enums';

import { preferredLanguage } from '../../http/accept-language';

/** ISO 639-1 codes of the languages a profile can prefer. */
const byCode: Record<string, PreferredLanguage> = {
  en: 'english',
  ar: 'arabic',
  ur: 'urdu',
  tr: 'turkish',
  ms: 'malay',
  fr: 'french',
};

export function signUpLanguage(acceptLanguage: string | null | undefined): PreferredLanguage {
  const tag = preferredLanguage(acceptLanguage ?? undefined);
  const code = tag?.split('-')[0]?.toLowerCase() ?? '';
  return byCode[code] ?? 'english';
}
