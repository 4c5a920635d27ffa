// Where a Quranic recitation comes from (provenance): the reciter, the riwayah (the transmitted
// reading), the surah and ayah range, and the licence or permission it is shared under.
// Required at upload in the Quranic Recitation genre; other genres carry none.
import { z } from 'zod';

import { MAX_AYAH_COUNT, SURAH_COUNT, surahAt } from './surahs';

/** The twenty riwayat of the ten readers, two for each. */
export const riwayat = [
  'hafs_an_asim',
  'shubah_an_asim',
  'warsh_an_nafi',
  'qalun_an_nafi',
  'bazzi_an_ibn_kathir',
  'qunbul_an_ibn_kathir',
  'duri_an_abi_amr',
  'susi_an_abi_amr',
  'hisham_an_ibn_amir',
  'ibn_dhakwan_an_ibn_amir',
  'khalaf_an_hamzah',
  'khallad_an_hamzah',
  'abul_harith_an_al_kisai',
  'duri_an_al_kisai',
  'ibn_wardan_an_abi_jafar',
  'ibn_jammaz_an_abi_jafar',
  'ruways_an_yaqub',
  'rawh_an_yaqub',
  'ishaq_an_khalaf',
  'idris_an_khalaf',
] as const;
export type Riwayah = (typeof riwayat)[number];

/** The genre whose tracks carry provenance. */
export const RECITATION_GENRE = 'quran_recitation';

/** Each riwayah by name: the transmitter ʿan (from) the reader. */
export const riwayahNames: Record<Riwayah, { en: string; ar: string }> = {
  hafs_an_asim: { en: 'Ḥafṣ ʿan ʿĀṣim', ar: 'حفص عن عاصم' },
  shubah_an_asim: { en: 'Shuʿbah ʿan ʿĀṣim', ar: 'شعبة عن عاصم' },
  warsh_an_nafi: { en: 'Warsh ʿan Nāfiʿ', ar: 'ورش عن نافع' },
  qalun_an_nafi: { en: 'Qālūn ʿan Nāfiʿ', ar: 'قالون عن نافع' },
  bazzi_an_ibn_kathir: { en: 'al-Bazzī ʿan Ibn Kathīr', ar: 'البزي عن ابن كثير' },
  qunbul_an_ibn_kathir: { en: 'Qunbul ʿan Ibn Kathīr', ar: 'قنبل عن ابن كثير' },
  duri_an_abi_amr: { en: 'ad-Dūrī ʿan Abī ʿAmr', ar: 'الدوري عن أبي عمرو' },
  susi_an_abi_amr: { en: 'as-Sūsī ʿan Abī ʿAmr', ar: 'السوسي عن أبي عمرو' },
  hisham_an_ibn_amir: { en: 'Hishām ʿan Ibn ʿĀmir', ar: 'هشام عن ابن عامر' },
  ibn_dhakwan_an_ibn_amir: { en: 'Ibn Dhakwān ʿan Ibn ʿĀmir', ar: 'ابن ذكوان عن ابن عامر' },
  khalaf_an_hamzah: { en: 'Khalaf ʿan Ḥamzah', ar: 'خلف عن حمزة' },
  khallad_an_hamzah: { en: 'Khallād ʿan Ḥamzah', ar: 'خلاد عن حمزة' },
  abul_harith_an_al_kisai: { en: 'Abū al-Ḥārith ʿan al-Kisāʾī', ar: 'أبو الحارث عن الكسائي' },
  duri_an_al_kisai: { en: 'ad-Dūrī ʿan al-Kisāʾī', ar: 'الدوري عن الكسائي' },
  ibn_wardan_an_abi_jafar: { en: 'Ibn Wardān ʿan Abī Jaʿfar', ar: 'ابن وردان عن أبي جعفر' },
  ibn_jammaz_an_abi_jafar: { en: 'Ibn Jammāz ʿan Abī Jaʿfar', ar: 'ابن جماز عن أبي جعفر' },
  ruways_an_yaqub: { en: 'Ruways ʿan Yaʿqūb', ar: 'رويس عن يعقوب' },
  rawh_an_yaqub: { en: 'Rawḥ ʿan Yaʿqūb', ar: 'روح عن يعقوب' },
  ishaq_an_khalaf: { en: 'Isḥāq ʿan Khalaf', ar: 'إسحاق عن خلف' },
  idris_an_khalaf: { en: 'Idrīs ʿan Khalaf', ar: 'إدريس عن خلف' },
};

/**
 * What else a searcher may type for a riwayah besides its names: the transmitter as commonly
 * spelt in Latin letters and in Arabic. A bare Arabic word that is also an everyday word (روح
 * "spirit", خلف "behind") is left out: only the full name finds those two.
 */
export const riwayahAliases: Record<Riwayah, readonly string[]> = {
  hafs_an_asim: ['hafs', 'حفص'],
  shubah_an_asim: ['shubah', 'shuba', 'shouba', 'شعبة'],
  warsh_an_nafi: ['warsh', 'ورش'],
  qalun_an_nafi: ['qalun', 'qaloon', 'kalun', 'قالون'],
  bazzi_an_ibn_kathir: ['bazzi', 'البزي', 'بزي'],
  qunbul_an_ibn_kathir: ['qunbul', 'qonbol', 'قنبل'],
  duri_an_abi_amr: ['duri', 'doori', 'الدوري', 'دوري'],
  susi_an_abi_amr: ['susi', 'soosi', 'السوسي', 'سوسي'],
  hisham_an_ibn_amir: ['hisham', 'هشام'],
  ibn_dhakwan_an_ibn_amir: ['ibn dhakwan', 'dhakwan', 'ابن ذكوان', 'ذكوان'],
  khalaf_an_hamzah: ['khalaf'],
  khallad_an_hamzah: ['khallad', 'خلاد'],
  abul_harith_an_al_kisai: ['abul harith', 'abu al harith', 'abu l harith', 'أبو الحارث'],
  duri_an_al_kisai: ['duri', 'doori', 'الدوري', 'دوري'],
  ibn_wardan_an_abi_jafar: ['ibn wardan', 'wardan', 'ابن وردان'],
  ibn_jammaz_an_abi_jafar: ['ibn jammaz', 'jammaz', 'ابن جماز'],
  ruways_an_yaqub: ['ruways', 'ruwais', 'رويس'],
  rawh_an_yaqub: ['rawh', 'rauh'],
  ishaq_an_khalaf: ['ishaq', 'إسحاق'],
  idris_an_khalaf: ['idris', 'إدريس'],
};

export const RECITER_MAX_LENGTH = 120;
export const RECITATION_LICENCE_MAX_LENGTH = 2000;

export const recitationMessages = {
  reciterRequired: 'Name the reciter',
  reciterTooLong: `The reciter's name can be at most ${RECITER_MAX_LENGTH} characters`,
  riwayahRequired: 'Choose a riwayah from the list',
  surahRequired: 'Choose a surah',
  ayahFromRequired: 'Give the number of the first ayah',
  ayahToRequired: 'Give the number of the last ayah',
  ayahRangeOutside: 'The ayah range is not in this surah',
  ayahRangeReversed: 'The last ayah cannot come before the first',
  licenceRequired: 'State the licence or permission for this recitation',
  licenceTooLong: `The licence or permission can be at most ${RECITATION_LICENCE_MAX_LENGTH} characters`,
} as const;

const m = recitationMessages;

const ayahNumber = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_AYAH_COUNT, { error: m.ayahRangeOutside });

/**
 * Each provenance field on its own, named as the track's columns are. The licence is
 * `recitationLicence` among a track's other details, `licence` inside `recitation` (below).
 */
export const recitationFields = {
  reciter: z
    .string({ error: m.reciterRequired })
    .trim()
    .min(1, { error: m.reciterRequired })
    .max(RECITER_MAX_LENGTH, { error: m.reciterTooLong }),
  riwayah: z.enum(riwayat, { error: m.riwayahRequired }),
  surah: z
    .number({ error: m.surahRequired })
    .int({ error: m.surahRequired })
    .min(1, { error: m.surahRequired })
    .max(SURAH_COUNT, { error: m.surahRequired }),
  ayahFrom: ayahNumber(m.ayahFromRequired),
  ayahTo: ayahNumber(m.ayahToRequired),
  recitationLicence: z
    .string({ error: m.licenceRequired })
    .trim()
    .min(1, { error: m.licenceRequired })
    .max(RECITATION_LICENCE_MAX_LENGTH, { error: m.licenceTooLong }),
};

export const recitationFieldNames = [
  'reciter',
  'riwayah',
  'surah',
  'ayahFrom',
  'ayahTo',
  'recitationLicence',
] as const satisfies readonly (keyof typeof recitationFields)[];
export type RecitationFieldName = (typeof recitationFieldNames)[number];

/** The problem with an ayah range in a surah, at the field to correct; null when it fits. */
export function ayahRangeProblem(
  surah: number,
  ayahFrom: number,
  ayahTo: number,
): { path: 'ayahFrom' | 'ayahTo'; message: string } | null {
  const ayahs = surahAt(surah)?.ayahs;
  if (ayahs === undefined) return null;
  if (ayahFrom > ayahs) return { path: 'ayahFrom', message: m.ayahRangeOutside };
  if (ayahTo > ayahs) return { path: 'ayahTo', message: m.ayahRangeOutside };
  if (ayahTo < ayahFrom) return { path: 'ayahTo', message: m.ayahRangeReversed };
  return null;
}

const rangeChecked = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const { surah, ayahFrom, ayahTo } = value as {
      surah: number;
      ayahFrom: number;
      ayahTo: number;
    };
    const problem = ayahRangeProblem(surah, ayahFrom, ayahTo);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });

/** A complete provenance, as JSON carries it. */
export const recitationProvenance = rangeChecked(z.object(recitationFields));
export type RecitationProvenance = z.infer<typeof recitationProvenance>;

/** A form's digits as a number; nothing entered is missing; anything else fails as not a number. */
const fromDigits = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
};

/** The same as a form sends it: every field as text. */
export const recitationFormProvenance = rangeChecked(
  z.object({
    ...recitationFields,
    surah: z.preprocess(fromDigits, recitationFields.surah),
    ayahFrom: z.preprocess(fromDigits, recitationFields.ayahFrom),
    ayahTo: z.preprocess(fromDigits, recitationFields.ayahTo),
  }),
);

type RawProvenance = Partial<Record<RecitationFieldName, unknown>>;

/**
 * The provenance a track of `genre` carries, read from a form's fields: for the Quranic
 * Recitation genre they must make a valid provenance (else the issues, each at its field); any
 * other genre carries none, whatever was sent.
 */
export function readRecitation(
  genre: string | undefined,
  raw: RawProvenance,
): { recitation: RecitationProvenance | null; issues: { path: string; message: string }[] } {
  if (genre !== RECITATION_GENRE) return { recitation: null, issues: [] };
  const picked = Object.fromEntries(recitationFieldNames.map((name) => [name, raw[name]]));
  const parsed = recitationFormProvenance.safeParse(picked);
  if (parsed.success) return { recitation: parsed.data, issues: [] };
  return {
    recitation: null,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  };
}

type WithRecitation<T> = Omit<T, RecitationFieldName> & {
  recitation: RecitationProvenance | null;
};

/**
 * A form's schema whose text fields include the provenance's: the provenance a track of the
 * form's genre (`genreOf`) carries replaces them, as `recitation` (readRecitation). Its problems
 * are reported with the other fields' (`when`), not only once those are right.
 */
export function withRecitation<S extends z.ZodObject>(
  schema: S,
  genreOf: (fields: Record<string, unknown>) => string | undefined,
) {
  return schema
    .superRefine(
      (fields, ctx) => {
        const values = fields as Record<string, unknown>;
        for (const issue of readRecitation(genreOf(values), values).issues) {
          ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((fields): WithRecitation<z.output<S>> => {
      const values = fields as Record<string, unknown>;
      const rest = Object.fromEntries(
        Object.entries(values).filter(([key]) => !isRecitationField(key)),
      ) as Omit<z.output<S>, RecitationFieldName>;
      return { ...rest, recitation: readRecitation(genreOf(values), values).recitation };
    });
}

const isRecitationField = (key: string): key is RecitationFieldName =>
  (recitationFieldNames as readonly string[]).includes(key);

/** A recitation as its track page and its reviewer see it. */
export const recitationDetails = z
  .object({
    reciter: z.string(),
    riwayah: z.enum(riwayat),
    surah: z.number().int().min(1).max(SURAH_COUNT),
    ayahFrom: z.number().int().min(1),
    ayahTo: z.number().int().min(1),
    licence: z.string(),
  })
  .meta({ id: 'Recitation' });
export type RecitationDetails = z.infer<typeof recitationDetails>;
