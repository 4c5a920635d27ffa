// The demo catalog: invented artists, albums, tracks and playlists. No title, name or lyric here
// is a real recording or sacred text; the audio behind them is generated ambience and percussion.
import type { AlbumType, IslamicContentType, TrackLanguage } from '@sada/contracts/enums';
import type { GenreSlug } from '@sada/contracts/genres';

export const demoPassword = 'Sada-demo-2026';

export const demoAccounts = [
  {
    email: 'listener@sada.test',
    name: 'Demo Listener',
    username: 'demo_listener',
    role: 'listener',
  },
  { email: 'artist@sada.test', name: 'Demo Artist', username: 'demo_artist', role: 'artist' },
  { email: 'label@sada.test', name: 'Demo Label', username: 'demo_label', role: 'label' },
  { email: 'admin@sada.test', name: 'Demo Admin', username: 'demo_admin', role: 'admin' },
] as const;

export interface DemoArtist {
  key: string;
  name: string;
  bio: string;
  verified: boolean;
  /** Demo listeners who played the artist in the last 30 days: its monthly listeners. */
  listeners: number;
  genre: GenreSlug;
  language: TrackLanguage;
  contentType: IslamicContentType;
  /** Owned by the demo artist account. */
  ownedByDemoArtist?: boolean;
  /** Signed to the demo label. */
  signedToDemoLabel?: boolean;
  titles: string[];
}

export const demoArtists: DemoArtist[] = [
  {
    key: 'nur-ensemble',
    name: 'Nur al-Huda Ensemble',
    bio: 'A vocal and frame-drum ensemble formed by friends who met at a community iftar. Their sound is warm, unhurried and built for evening listening.',
    verified: true,
    listeners: 1_843,
    genre: 'nasheed',
    language: 'arabic',
    contentType: 'nasheed',
    signedToDemoLabel: true,
    titles: [
      'نسيم الصباح',
      'Lanterns on the Water',
      'Steps Toward the Light',
      'قلب مطمئن',
      'Gathering of Friends',
      'Evening Caravan',
    ],
  },
  {
    key: 'harun-basri',
    name: 'Harun Basri',
    bio: 'Harun writes gentle nasheeds about family, gratitude and the small mercies of ordinary days.',
    verified: true,
    listeners: 928,
    genre: 'nasheed',
    language: 'english',
    contentType: 'nasheed',
    titles: [
      'Grateful Heart',
      'The Long Road Home',
      'Open Hands',
      'Morning Tea with Grandfather',
      'A Quiet Promise',
    ],
  },
  {
    key: 'amina-rahal',
    name: 'Amina Rahal',
    bio: 'A teacher of recitation practice who records calm study sessions for learners at every level.',
    verified: true,
    listeners: 1_430,
    genre: 'quran_recitation',
    language: 'arabic',
    contentType: 'quran_recitation',
    titles: [
      'Practice Session: Breath and Pause',
      'Practice Session: Long Vowels',
      'Practice Session: Steady Pace',
      'Dawn Study Hour',
      'Evening Review Circle',
    ],
  },
  {
    key: 'crescent-storytellers',
    name: 'The Crescent Storytellers',
    bio: 'Three friends who tell stories of kindness, patience and courage for the whole family.',
    verified: false,
    listeners: 384,
    genre: 'islamic_stories',
    language: 'english',
    contentType: 'lecture',
    signedToDemoLabel: true,
    titles: [
      'The Baker Who Shared His Bread',
      'The Traveller and the Well',
      'A Lantern for the Neighbour',
      'The Patient Gardener',
      'Stories by the Fire',
    ],
  },
  {
    key: 'safiya-noor',
    name: 'Safiya Noor',
    bio: 'Safiya records quiet remembrance sessions with soft percussion, made for moments of stillness.',
    verified: true,
    listeners: 780,
    genre: 'dhikr',
    language: 'arabic',
    contentType: 'dhikr',
    titles: [
      'سلام الليل',
      'Stillness After Rain',
      'Counting the Stars',
      'Soft Remembrance',
      'Before Sleep',
    ],
  },
  {
    key: 'idris-lectures',
    name: 'Ustadh Idris Kamara',
    bio: 'An invented demo speaker whose talks cover the life of the Prophet and the history of early Muslim communities.',
    verified: true,
    listeners: 561,
    genre: 'seerah',
    language: 'english',
    contentType: 'lecture',
    titles: [
      'Seerah Notes: The Early Years',
      'Seerah Notes: Trust and Honesty',
      'Seerah Notes: Migration',
      'Seerah Notes: Building a Community',
      'Seerah Notes: Mercy',
    ],
  },
  {
    key: 'maryam-idris',
    name: 'Maryam Idris',
    bio: 'Maryam speaks on everyday ethics, good character and caring for one another.',
    verified: false,
    listeners: 216,
    genre: 'islamic_lecture',
    language: 'english',
    contentType: 'lecture',
    titles: [
      'On Good Character',
      'Neighbours and Their Rights',
      'Patience in Hard Times',
      'The Value of Time',
      'Gentle Speech',
    ],
  },
  {
    key: 'harf-academy',
    name: 'Harf Academy',
    bio: 'Short, friendly Arabic lessons for beginners: letters, sounds and first words.',
    verified: true,
    listeners: 645,
    genre: 'arabic_learning',
    language: 'arabic',
    contentType: 'lecture',
    signedToDemoLabel: true,
    titles: [
      'Lesson 1: Letters and Sounds',
      'Lesson 2: Short Vowels',
      'Lesson 3: Greetings',
      'Lesson 4: Numbers',
      'Lesson 5: Around the House',
      'دَرْبُ الهُدَى',
    ],
  },
  {
    key: 'little-lanterns',
    name: 'Little Lanterns',
    bio: 'Songs and stories for young Muslims, with lots of clapping and drumming.',
    verified: false,
    listeners: 452,
    genre: 'islamic_children',
    language: 'english',
    contentType: 'nasheed',
    titles: [
      'Clap Along Bismillah',
      'My Little Prayer Mat',
      'Counting Camels',
      'Helping Hands',
      'Sleepy Moon',
    ],
  },
  {
    key: 'konya-circle',
    name: 'The Whirling Reed Circle',
    bio: 'A circle of reed flute and frame-drum players exploring long, meditative forms.',
    verified: true,
    listeners: 1_019,
    genre: 'sufi',
    language: 'turkish',
    contentType: 'other',
    titles: ['Reed Longing', 'Circle at Dusk', 'ضوء القمر', 'Seven Turns', 'The Open Door'],
  },
  {
    key: 'yusuf-okafor',
    name: 'Yusuf Okafor',
    bio: 'Yusuf blends West African rhythm with nasheed vocals. Percussion only, no instruments.',
    verified: false,
    listeners: 331,
    genre: 'nasheed',
    language: 'english',
    contentType: 'nasheed',
    titles: ['Harmattan Morning', 'Drum of the Village', 'River Crossing', 'Homecoming'],
  },
  {
    key: 'layla-haddad',
    name: 'Layla Haddad',
    bio: 'Layla records duas and reflections for travellers, students and new parents.',
    verified: true,
    listeners: 689,
    genre: 'dhikr',
    language: 'arabic',
    contentType: 'dua',
    titles: ['For the Traveller', 'For the Student', 'أنوار', 'For New Parents', 'For the Sick'],
  },
  {
    key: 'demo-artist',
    name: 'Bilal Rahman',
    bio: 'The demo artist account: sign in as artist@sada.test to see this profile from the inside.',
    verified: false,
    listeners: 54,
    genre: 'nasheed',
    language: 'english',
    contentType: 'nasheed',
    // Not signed to the demo label: a label never reviews its own artists' tracks, and the
    // demo label reviews the demo artist's uploads.
    ownedByDemoArtist: true,
    titles: ['First Light', 'Kindness Is a Language', 'Paper Boats'],
  },
];

/**
 * Tracks not released yet: most wait in the moderation queue as `qc`; one was sent back to its
 * artist for revision.
 */
export const demoPendingTracks: {
  artistKey: string;
  title: string;
  priority: number;
  status?: 'qc' | 'needs_revision';
}[] = [
  { artistKey: 'demo-artist', title: 'New Song for Review', priority: 2 },
  { artistKey: 'nur-ensemble', title: 'Unreleased: Harbour Lights', priority: 1 },
  { artistKey: 'little-lanterns', title: 'Unreleased: Brushing My Teeth', priority: 0 },
  { artistKey: 'maryam-idris', title: 'Unreleased: On Forgiveness', priority: 0 },
  {
    artistKey: 'crescent-storytellers',
    title: 'Unreleased: The Night Market',
    priority: 1,
    status: 'needs_revision',
  },
];

export interface DemoAlbum {
  artistKey: string;
  title: string;
  description: string;
  type: AlbumType;
  releaseDate: string;
  /** How many of the artist's tracks, from the first, belong to it. */
  trackCount: number;
}

export const demoAlbums: DemoAlbum[] = [
  {
    artistKey: 'nur-ensemble',
    title: 'Lanterns',
    description: 'The ensemble’s first collection, recorded over one long winter.',
    type: 'album',
    releaseDate: '2024-03-08',
    trackCount: 5,
  },
  {
    artistKey: 'harun-basri',
    title: 'Open Hands',
    description: 'Songs of gratitude for the small things.',
    type: 'album',
    releaseDate: '2023-11-17',
    trackCount: 4,
  },
  {
    artistKey: 'amina-rahal',
    title: 'Study Sessions, Vol. 1',
    description: 'Practice recordings for learners.',
    type: 'compilation',
    releaseDate: '2024-09-01',
    trackCount: 3,
  },
  {
    artistKey: 'idris-lectures',
    title: 'Seerah Notes',
    description: 'A series of short talks.',
    type: 'album',
    releaseDate: '2022-05-20',
    trackCount: 5,
  },
  {
    artistKey: 'harf-academy',
    title: 'First Steps in Arabic',
    description: 'Five short lessons for beginners.',
    type: 'ep',
    releaseDate: '2025-01-12',
    trackCount: 5,
  },
  {
    artistKey: 'konya-circle',
    title: 'Circle at Dusk',
    description: 'Long meditative pieces for reed and drum.',
    type: 'album',
    releaseDate: '2024-12-02',
    trackCount: 4,
  },
  {
    artistKey: 'little-lanterns',
    title: 'Clap Along',
    description: 'Songs for little ones.',
    type: 'single',
    releaseDate: '2025-06-30',
    trackCount: 1,
  },
];

export const demoPlaylists: { name: string; description: string; trackTitles: string[] }[] = [
  {
    name: 'Calm Evenings',
    description: 'Slow, quiet listening for the end of the day.',
    trackTitles: [
      'سلام الليل',
      'Stillness After Rain',
      'Lanterns on the Water',
      'Reed Longing',
      'Before Sleep',
      'Evening Caravan',
    ],
  },
  {
    name: 'Morning Nasheeds',
    description: 'Bright voices and drums to start the day.',
    trackTitles: [
      'نسيم الصباح',
      'Grateful Heart',
      'Harmattan Morning',
      'First Light',
      'Steps Toward the Light',
    ],
  },
  {
    name: 'Family Story Time',
    description: 'Stories and songs for the whole family.',
    trackTitles: [
      'The Baker Who Shared His Bread',
      'Clap Along Bismillah',
      'The Traveller and the Well',
      'Counting Camels',
      'Sleepy Moon',
    ],
  },
  {
    name: 'Study Focus',
    description: 'Practice sessions and lessons for steady study.',
    trackTitles: [
      'Practice Session: Breath and Pause',
      'Lesson 1: Letters and Sounds',
      'Dawn Study Hour',
      'Lesson 2: Short Vowels',
    ],
  },
  {
    name: 'Seerah Weekly',
    description: 'A talk a day from the Seerah Notes series.',
    trackTitles: [
      'Seerah Notes: The Early Years',
      'Seerah Notes: Trust and Honesty',
      'Seerah Notes: Migration',
      'Seerah Notes: Building a Community',
    ],
  },
  {
    name: 'Duas for the Road',
    description: 'Duas and reflections for travellers.',
    trackTitles: ['For the Traveller', 'River Crossing', 'The Long Road Home', 'Homecoming'],
  },
  {
    name: 'Sufi Circle',
    description: 'Reed, drum and remembrance.',
    trackTitles: ['Circle at Dusk', 'Seven Turns', 'The Open Door', 'Soft Remembrance'],
  },
];

export const demoLyrics: Record<string, string> = {
  'Grateful Heart':
    'Every morning that I wake\nI count the gifts I did not make\nA roof, a meal, a friendly face\nA grateful heart in every place',
  'Clap Along Bismillah':
    'Clap your hands and say it true\nBefore we eat and when we start anew\nOne, two, three, we begin\nWith a smile that comes from within',
  'Kindness Is a Language':
    'Kindness is a language\nThat every heart can read\nA word, a hand, a water cup\nFor anyone in need',
  'Harmattan Morning':
    'Dust on the road and the sun coming through\nThe drum says good morning, the day is brand new',
  'Open Hands': 'Open hands and an open door\nWhat we share becomes much more',
};
