import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';

import { createInterpolationFormatter } from './interpolation-format';

async function instance(language: string, resources: Resource) {
  const i18n = i18next.createInstance();
  await i18n.use(createInterpolationFormatter()).init({
    lng: language,
    resources,
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  return i18n;
}

const english = {
  queue: { songs: '{{n}} songs', remove: 'Remove {{title}} from queue' },
  album: { songCount_one: '{{count}} song', songCount_other: '{{count}} songs' },
};

describe('the interpolation formatter', () => {
  it('leaves English numbers as the specification writes them', async () => {
    const i18n = await instance('en', { en: { translation: english } });
    expect(i18n.t('album.songCount', { count: 1 })).toBe('1 song');
    expect(i18n.t('album.songCount', { count: 1234 })).toBe('1234 songs');
    expect(i18n.t('queue.songs', { n: 12 })).toBe('12 songs');
  });

  it('writes numbers in Arabic-Indic digits in Arabic, and leaves text alone', async () => {
    const i18n = await instance('ar', {
      ar: {
        translation: {
          queue: { songs: '{{n}} أغنية', remove: 'إزالة {{title}} من قائمة التشغيل' },
          album: { songCount_many: '{{count}} أغنية' },
        },
      },
    });
    expect(i18n.t('queue.songs', { n: 12 })).toBe('١٢ أغنية');
    expect(i18n.t('album.songCount', { count: 12 })).toBe('١٢ أغنية');
    expect(i18n.t('queue.remove', { title: 'Track 2' })).toBe('إزالة Track 2 من قائمة التشغيل');
  });

  it('keeps named formats', async () => {
    const i18n = await instance('en', {
      en: { translation: { queue: { songs: '{{n, number}} songs' } } },
    });
    expect(i18n.t('queue.songs', { n: 1234 })).toBe('1,234 songs');
  });

  it('keeps a missing variable missing', async () => {
    const i18n = await instance('en', { en: { translation: english } });
    expect(i18n.t('queue.remove')).toBe('Remove {{title}} from queue');
  });
});
