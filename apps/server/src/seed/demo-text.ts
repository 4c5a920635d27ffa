// Text layers of a few demo tracks, so following along shows on first start. Every line is
// invented for this demo (no scripture, no real nasheed's words), and the lines are spread over
// the generated audio, which has no words to time them to.
import { directionOf, type TextLayer } from '@sada/contracts/text-layers';

interface DemoText {
  /** The language of the first layer. */
  original: { language: string; lines: string[] };
  transliteration?: string[];
  translation?: { language: string; lines: string[] };
}

const demoTexts: Record<string, DemoText> = {
  'نسيم الصباح': {
    original: {
      language: 'ar',
      lines: [
        'نسيمُ الصباحِ يمرُّ على الدار',
        'ويوقظُ في القلبِ نورَ النهار',
        'نقومُ معاً والشكرُ في كلِّ حال',
        'ونمشي إلى الخيرِ خطوةً خطوة',
        'على الدربِ نورٌ وفي الصدرِ سلام',
        'نسيمُ الصباحِ يعودُ كلَّ يوم',
      ],
    },
    transliteration: [
      'Nasīmu ṣ-ṣabāḥi yamurru ʿala d-dār',
      'Wa yūqiẓu fi l-qalbi nūra n-nahār',
      'Naqūmu maʿan wa sh-shukru fī kulli ḥāl',
      'Wa namshī ila l-khayri khaṭwatan khaṭwa',
      'ʿAla d-darbi nūrun wa fi ṣ-ṣadri salām',
      'Nasīmu ṣ-ṣabāḥi yaʿūdu kulla yawm',
    ],
    translation: {
      language: 'en',
      lines: [
        'The morning breeze passes over the house',
        'And wakes the light of day in the heart',
        'We rise together, grateful in every state',
        'And walk toward good, step by step',
        'Light on the path, and peace in the chest',
        'The morning breeze comes back every day',
      ],
    },
  },
  'قلب مطمئن': {
    original: {
      language: 'ar',
      lines: [
        'قلبٌ مطمئنٌّ في هدوءِ المساء',
        'يعدُّ النِّعَمَ واحدةً واحدة',
        'بيتٌ صغيرٌ وخبزٌ وماء',
        'وصحبةٌ طيبةٌ تملأُ المكان',
        'قلبٌ مطمئنٌّ ينامُ بسلام',
      ],
    },
    transliteration: [
      'Qalbun muṭmaʾinnun fī hudūʾi l-masāʾ',
      'Yaʿuddu n-niʿama wāḥidatan wāḥida',
      'Baytun ṣaghīrun wa khubzun wa māʾ',
      'Wa ṣuḥbatun ṭayyibatun tamlaʾu l-makān',
      'Qalbun muṭmaʾinnun yanāmu bi-salām',
    ],
    translation: {
      language: 'en',
      lines: [
        'A heart at peace in the calm of evening',
        'Counts its blessings one by one',
        'A small house, bread and water',
        'And good company filling the room',
        'A heart at peace sleeps in peace',
      ],
    },
  },
  'Lesson 3: Greetings': {
    original: {
      language: 'ar',
      lines: ['مرحباً', 'صباحُ الخير', 'صباحُ النور', 'كيف حالُك؟', 'أنا بخير، شكراً', 'مع السلامة'],
    },
    transliteration: [
      'Marḥaban',
      'Ṣabāḥu l-khayr',
      'Ṣabāḥu n-nūr',
      'Kayfa ḥāluk?',
      'Anā bi-khayr, shukran',
      'Maʿa s-salāma',
    ],
    translation: {
      language: 'en',
      lines: [
        'Hello',
        'Good morning',
        'Good morning (the reply: "a morning of light")',
        'How are you?',
        'I am well, thank you',
        'Goodbye',
      ],
    },
  },
  'Grateful Heart': {
    original: {
      language: 'en',
      lines: [
        'Every morning that I wake',
        'I count the gifts I did not make',
        'A roof, a meal, a friendly face',
        'A grateful heart in every place',
      ],
    },
    translation: {
      language: 'ar',
      lines: [
        'كلَّ صباحٍ حين أصحو',
        'أعدُّ هدايا لم أصنعها',
        'سقفٌ وطعامٌ ووجهٌ صديق',
        'قلبٌ شاكرٌ في كلِّ مكان',
      ],
    },
  },
};

/** Seconds of audio before the first line, and at most between two lines. */
const LEAD_IN_MS = 4000;
const MAX_STEP_MS = 12_000;

function layer(
  kind: TextLayer['kind'],
  language: string,
  lines: string[],
  starts: number[],
): TextLayer {
  return {
    kind,
    language,
    direction: directionOf(language),
    synced: true,
    lines: lines.map((text, i) => ({ startMs: starts[i] ?? 0, endMs: null, text })),
  };
}

/** The layers of a demo track, timed across its audio; null for the tracks without text. */
export function demoTextLayers(title: string, durationMs: number): TextLayer[] | null {
  const text = demoTexts[title];
  if (!text) return null;
  const count = text.original.lines.length;
  const step = Math.min(MAX_STEP_MS, Math.floor((durationMs - 2 * LEAD_IN_MS) / count));
  const starts = text.original.lines.map((_, i) => LEAD_IN_MS + i * step);
  return [
    layer('original', text.original.language, text.original.lines, starts),
    ...(text.transliteration
      ? [layer('transliteration', 'ar-Latn', text.transliteration, starts)]
      : []),
    ...(text.translation
      ? [layer('translation', text.translation.language, text.translation.lines, starts)]
      : []),
  ];
}
