import 'i18next';

import type en from './locales/en.json';
import type legal from './locales/legal/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The legal texts load with their pages (i18n.ts), under the same keys.
    resources: { translation: typeof en & { legal: typeof legal } };
  }
}
