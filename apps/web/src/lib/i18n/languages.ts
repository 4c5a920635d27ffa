/** The interface languages, each named in itself so a reader finds their own. */
export const INTERFACE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]['code'];
