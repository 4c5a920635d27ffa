import { describe, expect, it } from 'vitest';

import { localizeMessage } from './messages-ar';
import {
  readRecitation,
  recitationMessages,
  recitationProvenance,
  riwayahAliases,
  riwayahNames,
  riwayat,
} from './recitation';
import { riwayatNamedIn } from './recitation-search';
import { MAX_AYAH_COUNT, SURAH_COUNT, surahAt, surahs } from './surahs';
import { trackMetadataUpdate, uploadTrackFields } from './uploads';

const valid = {
  reciter: 'Demo reciter',
  riwayah: 'warsh_an_nafi',
  surah: '1',
  ayahFrom: '1',
  ayahTo: '7',
  recitationLicence: 'Recorded by the uploader, shared with permission',
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the surahs', () => {
  it('are 114 with 6236 ayahs in the Kufan count', () => {
    expect(surahs).toHaveLength(SURAH_COUNT);
    expect(surahs.reduce((sum, surah) => sum + surah.ayahs, 0)).toBe(6236);
    expect(Math.max(...surahs.map((surah) => surah.ayahs))).toBe(MAX_AYAH_COUNT);
  });

  it('have an English and an Arabic name each, all different', () => {
    expect(new Set(surahs.map((surah) => surah.en)).size).toBe(SURAH_COUNT);
    expect(new Set(surahs.map((surah) => surah.ar)).size).toBe(SURAH_COUNT);
    for (const surah of surahs) expect(surah.ar).toMatch(/^[\u0600-\u06ff ]+$/);
  });

  it('are found by number', () => {
    expect(surahAt(1)).toEqual({ en: 'Al-Fatihah', ar: 'الفاتحة', ayahs: 7 });
    expect(surahAt(114)?.ayahs).toBe(6);
    expect(surahAt(0)).toBeUndefined();
    expect(surahAt(115)).toBeUndefined();
    expect(surahAt(1.5)).toBeUndefined();
  });
});

describe('the riwayat', () => {
  it('each have names in both languages and aliases', () => {
    for (const riwayah of riwayat) {
      expect(riwayahNames[riwayah].en).toMatch(/ʿan /);
      expect(riwayahNames[riwayah].ar).toMatch(/ عن /);
      expect(riwayahAliases[riwayah].length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['Warsh', ['warsh_an_nafi']],
    ['warsh', ['warsh_an_nafi']],
    ['WARSH an Nafi', ['warsh_an_nafi']],
    ['Warsh ʿan Nāfiʿ', ['warsh_an_nafi']],
    ['ورش', ['warsh_an_nafi']],
    ['رواية ورش عن نافع', ['warsh_an_nafi']],
    ['Ḥafṣ', ['hafs_an_asim']],
    ['hafs', ['hafs_an_asim']],
    ['حفص', ['hafs_an_asim']],
    ["Shu'bah", ['shubah_an_asim']],
    ['shuba', ['shubah_an_asim']],
    ['Qaloon', ['qalun_an_nafi']],
    ['قالون', ['qalun_an_nafi']],
    ['al-Bazzi', ['bazzi_an_ibn_kathir']],
    ['duri', ['duri_an_abi_amr', 'duri_an_al_kisai']],
    ['ad-Dūrī ʿan Abī ʿAmr', ['duri_an_abi_amr']],
    ['الدوري', ['duri_an_abi_amr', 'duri_an_al_kisai']],
    ['susi', ['susi_an_abi_amr']],
    ['qunbul', ['qunbul_an_ibn_kathir']],
    ['روح عن يعقوب', ['rawh_an_yaqub']],
  ])('finds %j', (text, expected) => {
    expect(riwayatNamedIn(text)).toEqual(expected);
  });

  it.each(['Warshan', 'Light road', 'روح', 'خلف الباب', '', '  ', 'an'])(
    'finds none in %j',
    (text) => {
      expect(riwayatNamedIn(text)).toEqual([]);
    },
  );
});

describe('the provenance', () => {
  it('accepts a complete one, trimmed, with numbers', () => {
    expect(
      recitationProvenance.parse({
        ...valid,
        reciter: '  Demo reciter ',
        surah: 2,
        ayahFrom: 255,
        ayahTo: 257,
      }),
    ).toEqual({ ...valid, surah: 2, ayahFrom: 255, ayahTo: 257 });
  });

  it('asks for every field when none is given', () => {
    expect(messagesOf(recitationProvenance.safeParse({}))).toEqual({
      reciter: 'Name the reciter',
      riwayah: 'Choose a riwayah from the list',
      surah: 'Choose a surah',
      ayahFrom: 'Give the number of the first ayah',
      ayahTo: 'Give the number of the last ayah',
      recitationLicence: 'State the licence or permission for this recitation',
    });
  });

  it.each([
    [{ riwayah: 'hafs' }, 'riwayah', 'Choose a riwayah from the list'],
    [{ surah: 115 }, 'surah', 'Choose a surah'],
    [{ surah: 0 }, 'surah', 'Choose a surah'],
    [{ ayahFrom: 0 }, 'ayahFrom', 'Give the number of the first ayah'],
    [{ ayahTo: 8 }, 'ayahTo', 'The ayah range is not in this surah'],
    [{ ayahFrom: 8, ayahTo: 8 }, 'ayahFrom', 'The ayah range is not in this surah'],
    [{ ayahFrom: 5, ayahTo: 4 }, 'ayahTo', 'The last ayah cannot come before the first'],
    [{ ayahTo: 99_999 }, 'ayahTo', 'The ayah range is not in this surah'],
    [{ reciter: '   ' }, 'reciter', 'Name the reciter'],
    [{ reciter: 'x'.repeat(121) }, 'reciter', "The reciter's name can be at most 120 characters"],
    [{ recitationLicence: '' }, 'recitationLicence', recitationMessages.licenceRequired],
  ])('refuses %j', (change, field, message) => {
    const result = recitationProvenance.safeParse({
      ...valid,
      surah: 1,
      ayahFrom: 1,
      ayahTo: 7,
      ...change,
    });
    expect(messagesOf(result)).toEqual({ [field]: message });
  });

  it('has every message in Arabic', () => {
    for (const message of Object.values(recitationMessages)) {
      expect(localizeMessage(message, 'ar')).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('readRecitation', () => {
  it('reads a form’s text for the recitation genre', () => {
    expect(readRecitation('quran_recitation', valid)).toEqual({
      recitation: { ...valid, surah: 1, ayahFrom: 1, ayahTo: 7 },
      issues: [],
    });
  });

  it('says what is wrong at each field', () => {
    const { recitation, issues } = readRecitation('quran_recitation', {
      ...valid,
      surah: 'one',
      ayahTo: '',
    });
    expect(recitation).toBeNull();
    expect(issues).toEqual([
      { path: 'surah', message: 'Choose a surah' },
      { path: 'ayahTo', message: 'Give the number of the last ayah' },
    ]);
  });

  it('ignores the fields in any other genre', () => {
    expect(readRecitation('nasheed', { riwayah: 'nonsense' })).toEqual({
      recitation: null,
      issues: [],
    });
  });
});

describe('the upload form', () => {
  const base = { title: 'A title', instrumentation: 'vocals_only' };

  it('needs the provenance in the recitation genre, with the other problems', () => {
    const result = uploadTrackFields.safeParse({ genre: 'quran_recitation', language: 'x' });
    expect(messagesOf(result)).toMatchObject({
      title: 'Missing information: Please provide at least a title and audio file',
      language: 'Choose one of the listed languages',
      reciter: 'Name the reciter',
      recitationLicence: 'State the licence or permission for this recitation',
    });
  });

  it('takes the genre from the content type when none is chosen', () => {
    const result = uploadTrackFields.safeParse({ ...base, contentType: 'quran_recitation' });
    expect(messagesOf(result).reciter).toBe('Name the reciter');
  });

  it('gives the provenance of a recitation', () => {
    const parsed = uploadTrackFields.parse({ ...base, genre: 'quran_recitation', ...valid });
    expect(parsed.recitation).toEqual({ ...valid, surah: 1, ayahFrom: 1, ayahTo: 7 });
    expect(parsed).not.toHaveProperty('reciter');
  });

  it('drops the provenance sent for another genre', () => {
    const parsed = uploadTrackFields.parse({ ...base, genre: 'nasheed', ...valid, surah: 'x' });
    expect(parsed.recitation).toBeNull();
  });
});

describe('the edit', () => {
  it('takes provenance fields one by one', () => {
    expect(trackMetadataUpdate.parse({ riwayah: 'hafs_an_asim' })).toEqual({
      riwayah: 'hafs_an_asim',
    });
    expect(messagesOf(trackMetadataUpdate.safeParse({ surah: 115 }))).toEqual({
      surah: 'Choose a surah',
    });
  });
});
