import { afterAll, describe, expect, it } from 'vitest';

import { changeLanguage, i18n, SUPPORTED_LANGUAGES } from './i18n';
import ar from './locales/ar.json';

afterAll(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('interface languages', () => {
  it('has English built in and fetches Arabic when it is chosen', async () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'ar']);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    // As before a first choice of Arabic (another test in this worker may have made one).
    await changeLanguage('en');
    i18n.removeResourceBundle('ar', 'translation');
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false);

    await changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('queue.title')).toBe(ar.queue.title);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('sada.language')).toBe('ar');

    await changeLanguage('en');
    expect(i18n.t('queue.title')).toBe('Queue');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
