// Fills an empty database with the demo catalog: the four demo accounts, artists, albums, tracks
// with real generated audio and covers, playlists, and an audience whose plays, likes and follows
// the figures are counted from. Runs once: a database that already has the demo accounts is left
// alone.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { defaultApprovalsNeeded, genres as genreList } from '@sada/contracts/genres';
import type { Instrumentation } from '@sada/contracts/instrumentation';
import { PLAY_COUNT_MIN_MS } from '@sada/contracts/streaming';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';

import { recitationValues } from '../catalog/recitation';
import { textHashOf, type ReviewedText } from '../catalog/review-record';
import type { DatabaseHandle, Transaction } from '../db/client';
import {
  accounts,
  albums,
  artists,
  follows,
  genres,
  likes,
  notifications,
  playlistTracks,
  playlists,
  profiles,
  streamEvents,
  trackFingerprints,
  trackRenditions,
  tracks,
  userPrivacySettings,
  users,
  contentReviews,
  reviewerProfiles,
} from '../db/schema';
import { fingerprintKeys } from '../features/processing/fingerprint';
import type { FfmpegBinaries } from '../platform/ffmpeg';
import { sha256OfFile } from '../platform/file-hash';
import type { Storage } from '../platform/storage';
import { createDemoAnalyser } from './demo-analysis';
import {
  demoAccounts,
  demoAlbums,
  demoArtists,
  demoLyrics,
  demoPassword,
  demoPendingTracks,
  demoPlaylists,
} from './demo-catalog';
import { insertAudience, planAudience } from './demo-listening';
import { createDemoAudioFactory, renderAvatar, renderCover } from './demo-media';
import { demoRecitation } from './demo-recitation';
import { demoChapters, insertDemoSeries } from './demo-series';
import { demoTextLayers } from './demo-text';
import { createRandom } from './media-random';
import type { TextureSpec } from './media-textures';

export interface SeedDeps {
  database: DatabaseHandle;
  storage: Storage;
  binaries: FfmpegBinaries;
  log: Logger;
  /** A folder for temporary files. */
  workDir: string;
  /** Where the generated audio is kept between runs (config.cacheDir); none: built every time. */
  cacheDir?: string;
  /** Chromaprint's fpcalc (config.fpcalcPath): the demo tracks' fingerprints are stored. */
  fpcalc?: string;
}

interface PlannedTrack {
  id: string;
  title: string;
  artistIndex: number;
  durationSec: number;
  status: 'live' | 'qc' | 'needs_revision';
  priority: number;
}

/**
 * The demo audio is generated: the daf alone is classed with the daf; rain, wind, sea and a low
 * hum, neither voices nor the daf, with instruments (decision 014).
 */
const demoInstrumentation: Record<TextureSpec['kind'], Instrumentation> = {
  percussion: 'vocals_daf',
  ambience: 'instruments',
  drone: 'instruments',
};

const genreColors: Record<string, string> = {
  nasheed: '#0f766e',
  quran_recitation: '#065f46',
  islamic_stories: '#b45309',
  dhikr: '#4338ca',
  seerah: '#9f1239',
  islamic_lecture: '#1d4ed8',
  arabic_learning: '#7c3aed',
  islamic_children: '#c2410c',
  sufi: '#a16207',
};

export async function isSeeded(database: DatabaseHandle): Promise<boolean> {
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function seedDemoCatalog(deps: SeedDeps): Promise<boolean> {
  const { database, storage, log } = deps;
  if (await isSeeded(database)) return false;
  const started = performance.now();
  const random = createRandom('sada-demo-catalog');

  const planned: PlannedTrack[] = [];
  demoArtists.forEach((artist, artistIndex) => {
    for (const title of artist.titles) {
      planned.push({
        id: crypto.randomUUID(),
        title,
        artistIndex,
        durationSec: 30 + Math.round(random.next() * 330),
        status: 'live',
        priority: 0,
      });
    }
  });
  for (const pending of demoPendingTracks) {
    planned.push({
      id: crypto.randomUUID(),
      title: pending.title,
      artistIndex: demoArtists.findIndex((a) => a.key === pending.artistKey),
      durationSec: 45 + Math.round(random.next() * 150),
      status: pending.status ?? 'qc',
      priority: pending.priority,
    });
  }
  // Keep both ends of the range in the catalog.
  const [first, second] = planned;
  if (first) first.durationSec = 30;
  if (second) second.durationSec = 360;

  const artistIds = demoArtists.map(() => crypto.randomUUID());
  const accountIds = demoAccounts.map(() => crypto.randomUUID());
  const artistAccountId = accountIds[demoAccounts.findIndex((a) => a.role === 'artist')] ?? '';
  const labelAccountId = accountIds[demoAccounts.findIndex((a) => a.role === 'label')] ?? '';
  const listenerId = accountIds[demoAccounts.findIndex((a) => a.role === 'listener')] ?? '';
  const adminAccountId = accountIds[demoAccounts.findIndex((a) => a.role === 'admin')] ?? '';
  const stamp = Date.now();

  // Files first, then every row in one transaction; a failure leaves no half-seeded database.
  const workDir = join(deps.workDir, `seed-${stamp}`);
  await mkdir(workDir, { recursive: true });
  const writtenKeys: string[] = [];
  const put = async (key: string, file: string) => {
    await storage.put(key, await readFile(file));
    writtenKeys.push(key);
    return key;
  };

  try {
    const audio = createDemoAudioFactory({
      ffmpeg: deps.binaries.ffmpeg,
      ffprobe: deps.binaries.ffprobe,
      workDir,
      ...(deps.cacheDir ? { cacheDir: join(deps.cacheDir, 'demo-audio') } : {}),
    });
    const analyser = createDemoAnalyser({
      ffmpeg: deps.binaries.ffmpeg,
      ...(deps.fpcalc ? { fpcalc: deps.fpcalc } : {}),
      ...(deps.cacheDir ? { cacheDir: join(deps.cacheDir, 'demo-analysis') } : {}),
    });
    const media = await mapLimit(planned, 2, async (track, index) => {
      const owner =
        track.artistIndex >= 0 && demoArtists[track.artistIndex]?.ownedByDemoArtist
          ? artistAccountId
          : (artistIds[track.artistIndex] ?? '');
      const audioFile = join(workDir, `${track.id}.mp3`);
      const coverFile = join(workDir, `${track.id}.jpg`);
      const generated = await audio.makeTrack(index, track.durationSec, audioFile);
      const { peaks, loudnessLufs, truePeakDb, fingerprint } = await analyser.analyse(
        audioFile,
        generated.durationMs,
      );
      await renderCover(`track:${track.title}`, coverFile);
      const audioKey = await put(`audio-tracks/${owner}/${track.id}/${stamp}.mp3`, audioFile);
      const contentHash = await sha256OfFile(audioFile);
      const coverKey = await put(`track-covers/${owner}/${track.id}/${stamp}.jpg`, coverFile);
      await rm(audioFile, { force: true });
      const kind = audio.variants[index % audio.variants.length]?.kind ?? 'ambience';
      return {
        ...generated,
        peaks,
        loudnessLufs,
        truePeakDb,
        fingerprint: fingerprint ?? null,
        audioKey,
        coverKey,
        kind,
        contentHash,
      };
    });
    const avatarKeys = await mapLimit(demoArtists, 2, async (artist, index) => {
      const file = join(workDir, `avatar-${index}.jpg`);
      await renderAvatar(`artist:${artist.name}`, file);
      return put(`artist-avatars/${artistIds[index]}/${stamp}.jpg`, file);
    });
    const albumCoverKeys = await mapLimit(demoAlbums, 2, async (album, index) => {
      const file = join(workDir, `album-${index}.jpg`);
      await renderCover(`album:${album.title}`, file);
      return put(`album-covers/${album.artistKey}/${stamp}-${index}.jpg`, file);
    });
    const playlistCoverKeys = await mapLimit(demoPlaylists, 2, async (playlist, index) => {
      const file = join(workDir, `playlist-${index}.jpg`);
      await renderCover(`playlist:${playlist.name}`, file);
      return put(`playlist-covers/${listenerId}/playlist-cover-${stamp + index}.jpg`, file);
    });
    const passwordHash = await hashPassword(demoPassword);

    await database.db.transaction(async (tx) => {
      await insertGenres(tx);
      await insertAccounts(tx, accountIds, passwordHash);
      await tx.insert(artists).values(
        demoArtists.map((artist, i) => ({
          id: artistIds[i],
          name: artist.name,
          bio: artist.bio,
          avatarUrl: mediaUrl(avatarKeys[i]),
          verified: artist.verified,
          ownerUserId: artist.ownedByDemoArtist ? artistAccountId : null,
          labelId: artist.signedToDemoLabel ? labelAccountId : null,
        })),
      );

      const albumIds = demoAlbums.map(() => crypto.randomUUID());
      await tx.insert(albums).values(
        demoAlbums.map((album, i) => ({
          id: albumIds[i],
          title: album.title,
          description: album.description,
          coverUrl: mediaUrl(albumCoverKeys[i]),
          releaseDate: album.releaseDate,
          totalTracks: album.trackCount,
          albumType: album.type,
          artistId: artistIds[demoArtists.findIndex((a) => a.key === album.artistKey)] ?? '',
        })),
      );

      const trackRows = planned.map((track, i) => {
        const artist = demoArtists[track.artistIndex];
        if (!artist) throw new Error(`Unknown demo artist for ${track.title}`);
        const position = artist.titles.indexOf(track.title);
        const albumIndex = demoAlbums.findIndex(
          (a) => a.artistKey === artist.key && position >= 0 && position < a.trackCount,
        );
        const m = media[i];
        if (!m) throw new Error(`No media for ${track.title}`);
        const live = track.status === 'live';
        // Live tracks came out over the last year or so; those still in review are recent uploads.
        const ageDays = Math.round(random.next() * (live ? 400 : 21));
        const createdAt = new Date(stamp - ageDays * 86_400_000);
        return {
          id: track.id,
          title: track.title,
          lyrics: demoLyrics[track.title] ?? null,
          textLayers: demoTextLayers(track.title, m.durationMs),
          chapters: demoChapters(track.title, m.durationMs),
          language: artist.language,
          islamicContentType: artist.contentType,
          // What the generated audio is (decision 014): declared by the artist, and confirmed
          // by review for the tracks already live.
          declaredInstrumentation: demoInstrumentation[m.kind],
          instrumentation: live ? demoInstrumentation[m.kind] : null,
          genre: artist.genre,
          ...recitationValues(demoRecitation(artist.genre, position)),
          explicit: false,
          artistId: artistIds[track.artistIndex] ?? '',
          albumId: albumIndex >= 0 ? albumIds[albumIndex] : null,
          status: track.status,
          processingStage: 'completed' as const,
          processingProgress: 100,
          audioFilePath: m.audioKey,
          coverUrl: mediaUrl(m.coverKey),
          fileSizeBytes: m.bytes,
          durationMs: m.durationMs,
          waveformPeaks: m.peaks,
          loudnessLufs: m.loudnessLufs,
          truePeakDb: m.truePeakDb,
          trackNumber: albumIndex >= 0 ? position + 1 : null,
          audioFormat: 'mp3' as const,
          requiresReview: !live,
          reviewPriority: track.priority,
          publishedAt: live ? createdAt : null,
          createdAt,
        };
      });
      await tx.insert(tracks).values(trackRows);
      await tx.insert(trackRenditions).values(
        trackRows.map((t, i) => ({
          trackId: t.id,
          kind: 'original' as const,
          format: 'mp3' as const,
          mimeType: 'audio/mpeg',
          bitrateKbps: 128,
          sampleRate: 44_100,
          channels: 2,
          durationMs: t.durationMs,
          sizeBytes: t.fileSizeBytes,
          storageKey: t.audioFilePath,
          contentHash: media[i]?.contentHash ?? null,
        })),
      );
      // What a re-upload of demo audio is found by. The demo tracks themselves are left unchecked:
      // made from ten loops, they are one another's duplicates.
      const fingerprints = trackRows.flatMap((t, i) => {
        const fingerprint = media[i]?.fingerprint;
        if (!fingerprint) return [];
        const { values, durationSeconds } = fingerprint;
        return [
          { trackId: t.id, durationSeconds, fingerprint: values, keys: fingerprintKeys(values) },
        ];
      });
      if (fingerprints.length > 0) await tx.insert(trackFingerprints).values(fingerprints);
      await insertDemoReviews(tx, trackRows, media, {
        admin: adminAccountId,
        label: labelAccountId,
        labelArtists: new Set(
          demoArtists.flatMap((artist, i) => (artist.signedToDemoLabel ? [artistIds[i]] : [])),
        ),
      });

      const byTitle = new Map(trackRows.map((t) => [t.title, t]));
      const playlistIds = demoPlaylists.map(() => crypto.randomUUID());
      await tx.insert(playlists).values(
        demoPlaylists.map((playlist, i) => ({
          id: playlistIds[i],
          name: playlist.name,
          description: playlist.description,
          isPublic: true,
          coverUrl: mediaUrl(playlistCoverKeys[i]),
          ownerId: i % 2 === 0 ? listenerId : labelAccountId,
          trackCount: playlist.trackTitles.length,
          createdAt: new Date(stamp - (demoPlaylists.length - i) * 86_400_000),
        })),
      );
      await tx.insert(playlistTracks).values(
        demoPlaylists.flatMap((playlist, i) =>
          playlist.trackTitles.map((title, position) => {
            const track = byTitle.get(title);
            if (!track)
              throw new Error(`Demo playlist ${playlist.name} names unknown track ${title}`);
            return { playlistId: playlistIds[i] ?? '', trackId: track.id, position };
          }),
        ),
      );

      const seriesArtist = demoArtists.findIndex((artist) => artist.key === 'idris-lectures');
      await insertDemoSeries(tx, artistIds[seriesArtist] ?? '', trackRows, new Date(stamp));

      await insertListenerActivity(tx, listenerId, trackRows, artistIds, stamp);
      const audience = planAudience(
        demoArtists.map((artist, i) => ({ id: artistIds[i] ?? '', listeners: artist.listeners })),
        trackRows
          .filter((track) => track.status === 'live')
          .map((track) => ({
            id: track.id,
            artistId: track.artistId,
            durationMs: track.durationMs,
            createdAt: track.createdAt,
          })),
        stamp,
      );
      await insertAudience(tx, audience, stamp);
    });

    log.info(
      { tracks: planned.length, ms: Math.round(performance.now() - started) },
      'demo catalog seeded',
    );
    return true;
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => storage.delete(key)));
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Covers and avatars are public images, served from /api/media. */
function mediaUrl(key: string | undefined): string | null {
  return key ? `/api/media/${key}` : null;
}

/**
 * The reviews that put the live demo tracks live: by the demo admin, whose reviewer profile is
 * verified, and for a genre that needs two approvals (the Quran) also by the demo label where it
 * may review. Each covers the track's audio and text as seeded (catalog/review-record.ts).
 */
async function insertDemoReviews(
  tx: Transaction,
  trackRows: ({
    id: string;
    status: string;
    artistId: string;
    genre: string;
    instrumentation: Instrumentation | null;
    createdAt: Date;
  } & ReviewedText)[],
  media: { contentHash: string }[],
  reviewers: { admin: string; label: string; labelArtists: Set<string | undefined> },
) {
  await tx.insert(reviewerProfiles).values({
    userId: reviewers.admin,
    publicName: 'Demo Review Board (invented)',
    organisation: 'Sada demo reviewers',
    credentials: 'A demo account: its name and credentials are invented for trying Sada.',
    verifiedAt: new Date(),
    verifiedBy: reviewers.admin,
  });
  const reviews = trackRows.flatMap((track, i) => {
    if (track.status !== 'live') return [];
    const by = [reviewers.admin];
    if (defaultApprovalsNeeded(track.genre) > 1 && !reviewers.labelArtists.has(track.artistId)) {
      by.push(reviewers.label);
    }
    return by.map((reviewerId, k) => ({
      trackId: track.id,
      reviewerId,
      status: 'approved' as const,
      islamicComplianceScore: 9,
      audioQualityScore: 8,
      instrumentation: track.instrumentation,
      audioHash: media[i]?.contentHash ?? null,
      textHash: textHashOf(track),
      reviewedAt: new Date(track.createdAt.getTime() + (k + 1) * 3_600_000),
    }));
  });
  if (reviews.length > 0) await tx.insert(contentReviews).values(reviews);
}

async function insertGenres(tx: Transaction) {
  await tx
    .insert(genres)
    .values(
      genreList.map((g, i) => ({
        slug: g.slug,
        name: g.name,
        color: genreColors[g.slug] ?? null,
        sortOrder: i,
        approvalsNeeded: defaultApprovalsNeeded(g.slug),
      })),
    )
    .onConflictDoNothing();
}

async function insertAccounts(tx: Transaction, ids: string[], passwordHash: string) {
  await tx.insert(users).values(
    demoAccounts.map((account, i) => ({
      id: ids[i],
      name: account.name,
      email: account.email,
      emailVerified: true,
      username: account.username,
      displayUsername: account.username,
    })),
  );
  await tx.insert(accounts).values(
    demoAccounts.map((_, i) => ({
      accountId: ids[i] ?? '',
      providerId: 'credential',
      userId: ids[i] ?? '',
      password: passwordHash,
    })),
  );
  await tx.insert(profiles).values(
    demoAccounts.map((account, i) => ({
      id: ids[i] ?? '',
      role: account.role,
      // The demo label is one an admin has already verified, so it can moderate.
      labelVerifiedAt: account.role === 'label' ? new Date() : null,
    })),
  );
  await tx.insert(userPrivacySettings).values(ids.map((id) => ({ userId: id })));
}

async function insertListenerActivity(
  tx: Transaction,
  listenerId: string,
  trackRows: { id: string; status: string; title: string }[],
  artistIds: string[],
  stamp: number,
) {
  const live = trackRows.filter((t) => t.status === 'live');
  await tx
    .insert(likes)
    .values(live.slice(0, 8).map((t) => ({ userId: listenerId, trackId: t.id })));
  await tx
    .insert(follows)
    .values(artistIds.slice(0, 3).map((artistId) => ({ followerId: listenerId, artistId })));
  await tx.insert(streamEvents).values(
    live.slice(10, 22).map((t, i) => ({
      userId: listenerId,
      trackId: t.id,
      startedAt: new Date(stamp - i * 5 * 3_600_000),
      completedMs: PLAY_COUNT_MIN_MS,
      countedAt: new Date(stamp - i * 5 * 3_600_000 + PLAY_COUNT_MIN_MS),
    })),
  );
  await tx.insert(notifications).values([
    {
      userId: listenerId,
      kind: 'general',
      title: 'Welcome to Sada',
      message: 'As-salaam alaikum! Explore nasheeds, recitation practice, stories and more.',
      link: '/browse',
    },
  ]);
  await tx.update(profiles).set({ prayerNotifications: true }).where(eq(profiles.id, listenerId));
}

/** Maps over items with at most `limit` running at once, keeping order. */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}
