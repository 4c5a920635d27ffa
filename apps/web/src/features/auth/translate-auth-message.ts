import { authMessages, authServerMessages } from '@sada/contracts/auth';
import type { TFunction } from 'i18next';

import type en from '../../lib/i18n/locales/en.json';

type ValidationKey = keyof typeof en.validation;

const keyByMessage = new Map<string, string>();
for (const [key, text] of Object.entries(authMessages)) keyByMessage.set(text, key);
for (const [key, text] of Object.entries(authServerMessages)) {
  if (!keyByMessage.has(text)) keyByMessage.set(text, key);
}

/**
 * The contracts carry the English messages (form rules and server answers alike); this
 * shows one in the current language. A message without a translation is shown as it is.
 */
export function translateAuthMessage(t: TFunction, message: string): string {
  const key = keyByMessage.get(message);
  if (!key) return message;
  // Keys come from the contracts, which may gain messages before the locales do.
  return t(`validation.${key as ValidationKey}`, { defaultValue: message });
}
