// A large synthetic catalog for benchmarks (npm run bench:seed, bench/seed.ts): listeners,
// artists, albums, tracks with Arabic and Latin titles, playlists, likes, follows and listening
// history, in proportion to the number of tracks. Every table is filled by set-based SQL
// (INSERT … SELECT … FROM generate_series) on one connection inside one transaction, so a failed
// run leaves nothing behind. Values come from random() after setseed(), row ids from the row's
// number: the same seed and size give the same catalog, its times counted back from the run.
import { createHash } from 'node:crypto';

import { genres } from '@sada/contracts/genres';

import type { DatabaseHandle } from '../db/client';

export interface BenchScale {
  tracks: number;
  listeners: number;
  /** Artists owned by an artist account; the others have no owner. */
  artistAccounts: number;
  labels: number;
  artists: number;
  albums: number;
  playlists: number;
  playlistTracks: number;
  likes: number;
  follows: number;
  streamEvents: number;
}

export const minBenchTracks = 1000;

/** Per million tracks: 200k listeners, 50k artists, 100k playlists, 10M likes, 20M plays. */
export function benchScale(tracks: number): BenchScale {
  if (!Number.isInteger(tracks) || tracks < minBenchTracks) {
    throw new BenchSeedError(
      `The number of tracks must be a whole number of at least ${minBenchTracks}.`,
    );
  }
  const per = (ratio: number) => Math.max(1, Math.round(tracks * ratio));
  const artists = per(0.05);
  const playlists = per(0.1);
  return {
    tracks,
    listeners: per(0.2),
    artistAccounts: Math.max(1, Math.round(artists / 10)),
    labels: Math.max(1, Math.round(artists / 500)),
    artists,
    albums: per(0.2),
    playlists,
    playlistTracks: playlists * playlistLength,
    likes: per(10),
    follows: per(2),
    streamEvents: per(20),
  };
}

export interface BenchSeedOptions {
  tracks: number;
  seed: string;
  /** Other sizes than benchScale's for some tables, e.g. fewer plays where only search is measured. */
  scale?: Partial<Omit<BenchScale, 'tracks'>>;
  /** Add to a database that already has accounts other than bench ones. */
  force?: boolean;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface BenchStep {
  name: string;
  rows: number | null;
  seconds: number;
}

export interface BenchSeedResult {
  scale: BenchScale;
  steps: BenchStep[];
  seconds: number;
}

export class BenchSeedError extends Error {}

/** The address domain of every bench account; the check for other accounts looks for it. */
export const benchEmailDomain = 'bench.sada.test';

const playlistLength = 20;
const batchRows = 1_000_000;

/** The tables the bench fills; their secondary indexes and foreign keys are rebuilt after. */
const loadedTables = [
  'users',
  'profiles',
  'user_privacy_settings',
  'artists',
  'albums',
  'tracks',
  'playlists',
  'playlist_tracks',
  'likes',
  'follows',
  'stream_events',
] as const;

const idKinds = {
  user: '001',
  artist: '002',
  album: '003',
  track: '004',
  playlist: '005',
  playlistTrack: '006',
  like: '007',
  follow: '008',
  streamEvent: '009',
} as const;
type IdKind = keyof typeof idKinds;

// Common words first: picks favour the start of each list, so the tail words are rare.
const arabicWords = [
  'نور',
  'قلب',
  'سلام',
  'رحمة',
  'نَشِيد',
  'الحب',
  'محمد',
  'يا رسول الله',
  'المدينة',
  'مكة',
  'الفجر',
  'صلاة',
  'ذِكْر',
  'دعاء',
  'صَبْر',
  'أمل',
  'النبي',
  'الجنة',
  'رمضان',
  'العيد',
  'طَيْبَة',
  'القدس',
  'السماء',
  'قمر',
  'طلع البدر',
  'حنين',
  'شوق',
  'فرح',
  'بُرْدَة',
  'مَوْلِد',
  'تسبيح',
  'استغفار',
  'سُبْحَانَ',
  'الرحمن',
  'الهُدَى',
  'اليقين',
  'إيمان',
  'الأمة',
  'نَسِيم',
  'زَمْزَم',
];

const latinWords = [
  'Light',
  'Heart',
  'Journey',
  'Peace',
  'Mercy',
  'Dawn',
  'Night',
  'Prayer',
  'Hope',
  'Path',
  'Remembrance',
  'Garden',
  'Paradise',
  'Moon',
  'Star',
  'Soul',
  'Praise',
  'Faith',
  'Patience',
  'Gratitude',
  'Medina',
  'Mecca',
  'Ramadan',
  'Eid',
  'Call',
  'Rain',
  'River',
  'Dua',
  'Salawat',
  'Home',
  'Forgiveness',
  'Morning',
  'Evening',
  'Sky',
  'Ocean',
  'Mountain',
  'Desert',
  'Caravan',
  'Lantern',
  'Sanctuary',
];

const arabicFirstNames = [
  'يوسف',
  'عمر',
  'أحمد',
  'مشاري',
  'ماهر',
  'سامي',
  'حمزة',
  'إبراهيم',
  'خالد',
  'عبد الرحمن',
  'مصطفى',
  'سليمان',
  'بلال',
  'فرقة',
];
const arabicLastNames = [
  'العفاسي',
  'الحداد',
  'الشامي',
  'المصري',
  'البغدادي',
  'الأندلسي',
  'القحطاني',
  'الزين',
  'النور',
  'الهاشمي',
];
const latinFirstNames = [
  'Yusuf',
  'Omar',
  'Ahmed',
  'Mishary',
  'Maher',
  'Sami',
  'Hamza',
  'Ibrahim',
  'Khalid',
  'Abdulrahman',
  'Mustafa',
  'Sulaiman',
  'Zain',
  'Bilal',
  'Idris',
  'Harris',
];
const latinLastNames = [
  'Al-Afasy',
  'Yusuf',
  'Bhikha',
  'Islam',
  'Kamal',
  'Haddad',
  'Nasser',
  'Rahman',
  'Ensemble',
  'Brothers',
  'Choir',
];

const genreSlugs = genres.map((g) => g.slug);

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** One of `items`; with `skew` above 1 the first ones come up more often. */
function pick(items: readonly string[], skew = 1): string {
  const power = skew === 1 ? '' : ` ^ ${skew}`;
  return `(ARRAY[${items.map(quote).join(', ')}])[1 + floor(${items.length} * random()${power})::int]`;
}

/** Two or three words of one script, joined by spaces. */
function words(list: readonly string[]): string {
  return `${pick(list, 2)} || ' ' || ${pick(list, 2)} || CASE WHEN random() < 0.3 THEN ' ' || ${pick(list, 2)} ELSE '' END`;
}

const personName = `CASE WHEN random() < 0.5
  THEN ${pick(arabicFirstNames)} || ' ' || ${pick(arabicLastNames)}
  ELSE ${pick(latinFirstNames)} || ' ' || ${pick(latinLastNames)} END`;

interface Session {
  query<T extends Record<string, unknown>>(text: string): Promise<T[]>;
  release(): void;
}

/** One connection: setseed() and the transaction hold for the statements that follow. */
async function openSession(handle: DatabaseHandle): Promise<Session> {
  if (handle.driver.kind === 'postgres') {
    const client = await handle.driver.pool.connect();
    return {
      query: async <T extends Record<string, unknown>>(text: string) =>
        (await client.query<T>(text)).rows,
      release: () => client.release(),
    };
  }
  const client = handle.driver.client;
  return {
    query: async <T extends Record<string, unknown>>(text: string) =>
      (await client.query<T>(text)).rows,
    release: () => {},
  };
}

/** A number in [-1, 1] for setseed(), from the seed and what is being made. */
function seedValue(...parts: string[]): number {
  const hash = createHash('sha256').update(parts.join('\0')).digest();
  return (hash.readUInt32BE(0) / 0xffffffff) * 2 - 1;
}

export async function seedBenchCatalog(
  handle: DatabaseHandle,
  options: BenchSeedOptions,
): Promise<BenchSeedResult> {
  const scale = { ...benchScale(options.tracks), ...options.scale };
  const log = options.log ?? (() => {});
  const digest = createHash('sha256').update(options.seed).digest('hex');
  // Row ids sort by their number (index inserts append) and carry the kind and the seed:
  // UUID version 8, variant 10xx.
  const seedPart = `8${digest.slice(0, 15)}`;
  const tag = digest.slice(0, 8);
  const idOf = (kind: IdKind, index: string) =>
    `(lpad(to_hex(${index}), 12, '0') || '8${idKinds[kind]}${seedPart}')::uuid`;

  const {
    listeners,
    artistAccounts,
    labels,
    artists,
    albums,
    tracks,
    playlists,
    playlistTracks,
    likes,
    follows,
    streamEvents,
  } = scale;
  const accounts = listeners + artistAccounts + labels;
  const tracksPerAlbum = Math.max(1, Math.floor(tracks / albums));
  const likesPerListener = Math.ceil(likes / listeners);
  const followsPerListener = Math.ceil(follows / listeners);

  const session = await openSession(handle);
  const started = performance.now();
  const steps: BenchStep[] = [];
  const timed = async (name: string, rows: number | null, run: () => Promise<void>) => {
    const at = performance.now();
    await run();
    const seconds = (performance.now() - at) / 1000;
    steps.push({ name, rows, seconds });
    const rate = rows ? `, ${Math.round(rows / seconds).toLocaleString('en')} rows/s` : '';
    log(`${name}: ${rows?.toLocaleString('en') ?? 'done'} in ${seconds.toFixed(1)} s${rate}`);
  };
  /** Fills `table` with rows 0 … total-1 of `select(from, to)`, a million at a time. */
  const load = (table: string, total: number, select: (from: number, to: number) => string) =>
    timed(table, total, async () => {
      for (let from = 0; from < total; from += batchRows) {
        const to = Math.min(total, from + batchRows) - 1;
        const at = performance.now();
        await session.query(`SELECT setseed(${seedValue(options.seed, table, String(from))})`);
        await session.query(select(from, to));
        if (total > batchRows) {
          const seconds = (performance.now() - at) / 1000;
          log(
            `  ${table}: ${(to + 1).toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round((to - from + 1) / seconds).toLocaleString('en')} rows/s)`,
          );
        }
      }
    });

  try {
    await refuseUnlessSeedable(session, {
      force: options.force ?? false,
      firstUserId: idOf('user', '0'),
    });

    await session.query('BEGIN');
    await session.query('SET LOCAL synchronous_commit = off');
    if (handle.kind === 'postgres') {
      await session.query(`SET LOCAL maintenance_work_mem = '512MB'`);
      await session.query(`SET LOCAL work_mem = '256MB'`);
    }

    await session.query(
      `INSERT INTO genres (slug, name, sort_order) VALUES ${genres
        .map((g, i) => `(${quote(g.slug)}, ${quote(g.name)}, ${i})`)
        .join(', ')} ON CONFLICT DO NOTHING`,
    );

    // Secondary indexes and foreign keys are dropped for the load and rebuilt from their own
    // definitions after it; primary keys and unique constraints stay.
    const indexes = await session.query<{ name: string; definition: string }>(`
      SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname IN (${loadedTables.map(quote).join(', ')})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY t.relname, c.relname`);
    const foreignKeys = await session.query<{
      tableName: string;
      name: string;
      definition: string;
    }>(`
      SELECT quote_ident(t.relname) AS "tableName", quote_ident(k.conname) AS name,
        pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k
      JOIN pg_class t ON t.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'
        AND t.relname IN (${loadedTables.map(quote).join(', ')})
      ORDER BY t.relname, k.conname`);
    for (const fk of foreignKeys) {
      await session.query(`ALTER TABLE ${fk.tableName} DROP CONSTRAINT ${fk.name}`);
    }
    for (const index of indexes) await session.query(`DROP INDEX ${index.name}`);

    const accountCreated = `now() - random() * interval '3 years'`;
    await load(
      'users',
      accounts,
      (from, to) => `
      INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      SELECT ${idOf('user', 'i')}, name, 'user' || i || '.${tag}@${benchEmailDomain}', true, at, at
      FROM (SELECT i, ${personName} AS name, ${accountCreated} AS at
        FROM generate_series(${from}, ${to}) i OFFSET 0) s`,
    );
    await load(
      'profiles',
      accounts,
      (from, to) => `
      INSERT INTO profiles (id, role, preferred_language, label_verified_at, created_at, updated_at)
      SELECT ${idOf('user', 'i')},
        CASE WHEN i < ${listeners} THEN 'listener'
          WHEN i < ${listeners + artistAccounts} THEN 'artist' ELSE 'label' END,
        language, CASE WHEN i >= ${listeners + artistAccounts} THEN at END, at, updated
      FROM (SELECT i, ${pick(['english', 'arabic', 'arabic', 'urdu', 'turkish', 'malay', 'french'])} AS language,
          ${accountCreated} AS at, now() - random() * interval '1 year' AS updated
        FROM generate_series(${from}, ${to}) i OFFSET 0) s`,
    );
    await load(
      'user_privacy_settings',
      accounts,
      (from, to) => `
      INSERT INTO user_privacy_settings (user_id)
      SELECT ${idOf('user', 'i')} FROM generate_series(${from}, ${to}) i`,
    );
    await load(
      'artists',
      artists,
      (from, to) => `
      INSERT INTO artists (id, name, verified, owner_user_id, label_id, created_at, updated_at)
      SELECT ${idOf('artist', 'i')}, name, verified,
        CASE WHEN i < ${artistAccounts} THEN ${idOf('user', `${listeners} + i`)} END,
        CASE WHEN i % 4 = 0 THEN ${idOf('user', `${listeners + artistAccounts} + (i / 4) % ${labels}`)} END,
        at, at
      FROM (SELECT i, ${personName} AS name, random() < 0.1 AS verified,
          now() - random() * interval '5 years' AS at
        FROM generate_series(${from}, ${to}) i OFFSET 0) s`,
    );
    await load(
      'albums',
      albums,
      (from, to) => `
      INSERT INTO albums (id, title, release_date, album_type, artist_id, created_at, updated_at)
      SELECT ${idOf('album', 'i')}, title, at::date, album_type, ${idOf('artist', 'artist')}, at, at
      FROM (SELECT i,
          CASE WHEN random() < 0.6 THEN ${words(arabicWords)} ELSE ${words(latinWords)} END AS title,
          ${pick(['album', 'album', 'album', 'ep', 'single', 'compilation'])} AS album_type,
          floor(${artists} * random() ^ 1.5)::int AS artist,
          now() - random() * interval '5 years' AS at
        FROM generate_series(${from}, ${to}) i OFFSET 0) s`,
    );
    // Tracks come in runs of tracksPerAlbum that share an album and its artist; one in five
    // stands alone (no album). Newer tracks have higher numbers, popular ones lower (see likes).
    // File sizes are those of 128 kbit/s MP3 (16 bytes a millisecond).
    await load(
      'tracks',
      tracks,
      (from, to) => `
      INSERT INTO tracks (id, title, language, islamic_content_type, genre, artist_id, album_id,
        status, processing_stage, processing_progress, audio_format, duration_ms, file_size_bytes,
        track_number, requires_review, rejection_reason, published_at, created_at, updated_at,
        declared_instrumentation, instrumentation)
      SELECT ${idOf('track', 's.i')}, s.title, s.language, s.content_type, s.genre, al.artist_id,
        CASE WHEN s.single THEN NULL ELSE al.id END, s.status,
        CASE WHEN s.status = 'processing' THEN 'processing' ELSE 'completed' END,
        CASE WHEN s.status = 'processing' THEN 50 ELSE 100 END,
        'mp3', s.duration_ms, s.duration_ms::bigint * 16,
        CASE WHEN NOT s.single THEN s.i - s.album * ${tracksPerAlbum} + 1 END,
        s.status <> 'live',
        CASE WHEN s.status = 'rejected' THEN 'The recording is not clear enough.' END,
        CASE WHEN s.status = 'live' THEN s.at END, s.at, s.at,
        s.instrumentation, CASE WHEN s.status = 'live' THEN s.instrumentation END
      FROM (SELECT i, arabic, least(i / ${tracksPerAlbum}, ${albums - 1}) AS album,
          CASE WHEN arabic THEN 'arabic' ELSE ${pick(['english', 'english', 'english', 'malay', 'turkish', 'french', 'urdu'])} END AS language,
          CASE WHEN arabic THEN ${words(arabicWords)} ELSE ${words(latinWords)} END AS title,
          ${pick(['nasheed', 'nasheed', 'nasheed', 'quran_recitation', 'quran_recitation', 'dua', 'dhikr', 'lecture', 'other'])} AS content_type,
          ${pick(genreSlugs, 1.5)} AS genre,
          ${pick(['vocals_only', 'vocals_only', 'vocals_only', 'vocals_daf', 'vocals_daf', 'instruments', 'vocal_effects', 'spoken_word'])} AS instrumentation,
          random() < 0.2 AS single,
          CASE WHEN status < 0.95 THEN 'live' WHEN status < 0.97 THEN 'qc'
            WHEN status < 0.98 THEN 'processing' WHEN status < 0.99 THEN 'needs_revision'
            ELSE 'rejected' END AS status,
          (60000 + random() ^ 2 * 900000)::int AS duration_ms,
          now() - (${tracks} - i)::float8 / ${tracks} * interval '3 years' - random() * interval '1 day' AS at
        FROM (SELECT i, random() < 0.6 AS arabic, random() AS status
          FROM generate_series(${from}, ${to}) i OFFSET 0) r OFFSET 0) s
      JOIN albums al ON al.id = ${idOf('album', 's.album')}`,
    );
    await load(
      'playlists',
      playlists,
      (from, to) => `
      INSERT INTO playlists (id, name, is_public, collaborative, owner_id, created_at, updated_at)
      SELECT ${idOf('playlist', 'i')}, name, public, collaborative, ${idOf('user', 'owner')}, at,
        at + touched * interval '30 days'
      FROM (SELECT i,
          CASE WHEN random() < 0.5 THEN ${pick(arabicWords, 2)} || ' ' || ${pick(['للقلب', 'الصباح', 'المساء', 'السفر', 'النوم'])}
            ELSE ${pick(['Morning', 'Evening', 'Road Trip', 'Sleep', 'Study', 'Family', 'My'])} || ' ' || ${pick(latinWords, 2)} END AS name,
          random() < 0.8 AS public, random() < 0.05 AS collaborative,
          floor(${listeners} * random())::int AS owner,
          now() - random() * interval '2 years' AS at, random() AS touched
        FROM generate_series(${from}, ${to}) i OFFSET 0) s`,
    );
    // Row j is entry j % n of list j / n. The entries of one list are distinct tracks (artists):
    // entry k is drawn from the k-th of n bands of increasing rank, the bands growing with the
    // power, so low ranks (the popular tracks) come up far more often.
    const entryOf = (n: number, of: number, power: number) =>
      `j % ${n} + floor(${of - n} * ((j % ${n} + random()) / ${n}) ^ ${power})::int`;
    await load(
      'playlist_tracks',
      playlistTracks,
      (from, to) => `
      INSERT INTO playlist_tracks (id, playlist_id, track_id, position, added_by, added_at)
      SELECT ${idOf('playlistTrack', 's.j')}, p.id, ${idOf('track', 's.track')}, s.j % ${playlistLength},
        p.owner_id, p.created_at + s.later * (p.updated_at - p.created_at)
      FROM (SELECT j, ${entryOf(playlistLength, tracks, 2)} AS track, random() AS later
        FROM generate_series(${from}, ${to}) j OFFSET 0) s
      JOIN playlists p ON p.id = ${idOf('playlist', `s.j / ${playlistLength}`)}`,
    );
    await load(
      'likes',
      likes,
      (from, to) => `
      INSERT INTO likes (id, user_id, track_id, created_at)
      SELECT ${idOf('like', 'j')}, ${idOf('user', `j / ${likesPerListener}`)}, ${idOf('track', 'track')}, at
      FROM (SELECT j, ${entryOf(likesPerListener, tracks, 2)} AS track,
          now() - random() * interval '1 year' AS at
        FROM generate_series(${from}, ${to}) j OFFSET 0) s`,
    );
    await load(
      'follows',
      follows,
      (from, to) => `
      INSERT INTO follows (id, follower_id, artist_id, created_at)
      SELECT ${idOf('follow', 'j')}, ${idOf('user', `j / ${followsPerListener}`)}, ${idOf('artist', 'artist')}, at
      FROM (SELECT j, ${entryOf(followsPerListener, artists, 2)} AS artist,
          now() - random() * interval '1 year' AS at
        FROM generate_series(${from}, ${to}) j OFFSET 0) s`,
    );
    // Plays over the last 90 days, denser towards today; one in ten anonymous; a play of 30 s
    // or more counts (counted_at), as the streaming feature counts it.
    await load(
      'stream_events',
      streamEvents,
      (from, to) => `
      INSERT INTO stream_events (id, user_id, track_id, started_at, completed_ms, counted_at)
      SELECT ${idOf('streamEvent', 'j')},
        CASE WHEN listener IS NOT NULL THEN ${idOf('user', 'listener')} END,
        ${idOf('track', 'track')}, at, completed_ms, CASE WHEN completed_ms >= 30000 THEN at END
      FROM (SELECT j,
          CASE WHEN random() >= 0.1 THEN floor(${listeners} * random() ^ 2)::int END AS listener,
          floor(${tracks} * random() ^ 3)::int AS track,
          now() - random() ^ 1.5 * interval '90 days' AS at,
          floor(random() * 300000)::int AS completed_ms
        FROM generate_series(${from}, ${to}) j OFFSET 0) s`,
    );

    await timed('counters', null, async () => {
      await session.query(`
        UPDATE tracks t SET play_count = c.plays, like_count = c.likes
        FROM (SELECT x.id, coalesce(p.n, 0) AS plays, coalesce(l.n, 0)::int AS likes
          FROM tracks x
          LEFT JOIN (SELECT track_id, count(*) AS n FROM stream_events
            WHERE counted_at IS NOT NULL GROUP BY track_id) p ON p.track_id = x.id
          LEFT JOIN (SELECT track_id, count(*) AS n FROM likes
            WHERE track_id IS NOT NULL GROUP BY track_id) l ON l.track_id = x.id) c
        WHERE c.id = t.id AND (t.play_count <> c.plays OR t.like_count <> c.likes)`);
      await session.query(`
        UPDATE albums a SET total_tracks = c.n
        FROM (SELECT album_id, count(*)::int AS n FROM tracks
          WHERE album_id IS NOT NULL GROUP BY album_id) c
        WHERE a.id = c.album_id AND a.total_tracks <> c.n`);
      await session.query(`
        UPDATE playlists p SET track_count = c.n
        FROM (SELECT playlist_id, count(*)::int AS n FROM playlist_tracks GROUP BY playlist_id) c
        WHERE p.id = c.playlist_id AND p.track_count <> c.n`);
      await session.query(`
        UPDATE artists a SET monthly_listeners = c.n
        FROM (SELECT t.artist_id, count(DISTINCT e.user_id)::int AS n
          FROM stream_events e JOIN tracks t ON t.id = e.track_id
          WHERE e.user_id IS NOT NULL AND e.started_at > now() - interval '30 days'
          GROUP BY t.artist_id) c
        WHERE a.id = c.artist_id AND a.monthly_listeners <> c.n`);
    });
    await timed(`indexes (${indexes.length})`, null, async () => {
      for (const index of indexes) await session.query(index.definition);
    });
    await timed(`foreign keys (${foreignKeys.length})`, null, async () => {
      for (const fk of foreignKeys) {
        await session.query(
          `ALTER TABLE ${fk.tableName} ADD CONSTRAINT ${fk.name} ${fk.definition}`,
        );
      }
    });
    await timed('commit', null, async () => {
      await session.query('COMMIT');
    });
  } catch (error) {
    await session.query('ROLLBACK').catch(() => {});
    session.release();
    throw error;
  }
  try {
    await timed('vacuum analyze', null, async () => {
      await session.query(`VACUUM (ANALYZE) ${loadedTables.join(', ')}`);
    });
  } finally {
    session.release();
  }
  return { scale, steps, seconds: (performance.now() - started) / 1000 };
}

async function refuseUnlessSeedable(
  session: Session,
  { force, firstUserId }: { force: boolean; firstUserId: string },
) {
  const [state] = await session.query<{ seeded: boolean; others: boolean }>(`
    SELECT EXISTS (SELECT 1 FROM users WHERE id = ${firstUserId}) AS seeded,
      EXISTS (SELECT 1 FROM users WHERE email NOT LIKE '%@${benchEmailDomain}') AS others`);
  if (state?.seeded) {
    throw new BenchSeedError(
      'This database already holds a bench catalog made with this seed: use another --seed or a fresh database.',
    );
  }
  if (state?.others && !force) {
    throw new BenchSeedError(
      'This database has accounts that are not bench accounts: use a fresh database (--create) or --force to add to it.',
    );
  }
}
