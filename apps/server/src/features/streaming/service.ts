// Streaming rules: who gets a stream URL for which file, what a stream request may read, and
// how listens become plays (000 §3 Stream event; 001 §7 signed URLs).

import { accessErrorCodes } from '@sada/contracts/auth';
import {
  DEFAULT_STREAM_QUALITY,
  PLAY_COUNT_MIN_MS,
  STREAM_EVENT_STARTS_PER_MINUTE,
  streamingErrorCodes,
  streamingMessages,
  type StreamEventProgress,
  type StreamEventRecorded,
  type StreamEventStarted,
  type StreamUrl,
} from '@sada/contracts/streaming';

import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { consumeLimit, limitKey } from '../../lib/rate-limit';
import { createReadCache } from '../../lib/read-cache';
import { createSigner } from '../../lib/signing';
import type { OpenObject, Storage } from '../../lib/storage';
import { findPlayableTrack, findTrackRef, trackNotFound } from '../../lib/track-access';
import { createOpenFiles } from './open-files';
import { chooseRendition, playableBitrates } from './renditions';
import {
  findRendition,
  incrementPlayCount,
  insertStreamEvent,
  listRenditions,
  markCounted,
  raiseCompleted,
  type RenditionRow,
} from './repository';
import { createStreamLinks, isUuid, type StreamLink, type StreamLinkQuery } from './stream-link';

/** What a report may claim beyond the time since the start (clocks, buffering). */
const PROGRESS_SLACK_MS = 2_000;
/** A listen that stops this close to the end has reached it. */
const END_TOLERANCE_MS = 1_000;

const noAudio = () => new AppError(404, streamingErrorCodes.noAudio, streamingMessages.noAudio);

/** A listen counts once it lasted the minimum, or reached the end of a shorter track. */
export function countsAsPlay(completedMs: number, durationMs: number | null): boolean {
  if (completedMs >= PLAY_COUNT_MIN_MS) return true;
  if (durationMs === null || durationMs <= 0) return false;
  const tolerance = Math.min(END_TOLERANCE_MS, durationMs / 10);
  return completedMs >= durationMs - tolerance;
}

export interface StreamTarget {
  rendition: RenditionRow;
  /** The file, open: read it, then `release` it (also when not reading). */
  file: OpenObject;
  release(): void;
  /** How long a private cache may keep the answer: until the link expires; null without one. */
  maxAgeSeconds: number | null;
  /**
   * How long the proxy in front may reuse this decision for the same URL: a signed link's, within
   * the cache bound and the link's life; 0 for a session's, which the URL alone does not decide.
   */
  proxyReuseSeconds: number;
}

export function createStreamingService(deps: {
  db: Database;
  storage: Storage;
  secret: string;
  streamUrlTtlSeconds: number;
  /**
   * How long what a signed link resolves to (the file, and for a public link that the track is
   * live) is reused: a player's many Range requests then cost no database round trip, and a
   * track taken down stops playing within this bound. 0: checked at every request.
   */
  cacheSeconds: number;
}) {
  const { db, storage } = deps;
  const links = createStreamLinks(deps.secret);
  const eventTokens = createSigner(deps.secret, 'stream-event');
  const linkedRenditions = createReadCache<RenditionRow | null>({
    ttlMs: deps.cacheSeconds * 1000,
    maxEntries: 10_000,
  });
  const files = createOpenFiles(storage, { keepMs: deps.cacheSeconds * 1000, maxEntries: 256 });

  async function stored(rendition: RenditionRow | null) {
    if (!rendition) throw noAudio();
    const opened = await files.acquire(rendition.storageKey);
    if (!opened) throw noAudio();
    return { rendition, ...opened };
  }

  /** The file a valid link names, if its track may still be played through such a link. */
  async function linkedRendition(link: StreamLink): Promise<RenditionRow | null> {
    if (link.scope === 'public') {
      const track = await findTrackRef(db, link.trackId);
      if (track?.status !== 'live') throw trackNotFound();
    }
    return findRendition(db, link.trackId, link.renditionId);
  }

  return {
    /** Closes the files kept open. */
    close: () => files.close(),

    async streamUrl(actor: Actor | null, trackId: string, quality: number): Promise<StreamUrl> {
      const track = await findPlayableTrack(db, actor, trackId);
      const renditions = await listRenditions(db, trackId);
      const rendition = chooseRendition(renditions, quality);
      if (!rendition) throw noAudio();
      const expires = Math.floor(Date.now() / 1000) + deps.streamUrlTtlSeconds;
      const url = links.url({
        trackId,
        renditionId: rendition.id,
        expires,
        scope: track.status === 'live' ? 'public' : 'private',
      });
      return {
        url,
        expiresAt: new Date(expires * 1000).toISOString(),
        mimeType: rendition.mimeType,
        bitrateKbps: rendition.bitrateKbps,
        qualities: playableBitrates(renditions),
      };
    },

    /**
     * The file a stream request reads. A signed link decides on its own (a 'public' one only
     * while the track is live); without one, the caller's session must be allowed to play.
     */
    async streamTarget(
      trackId: string,
      query: StreamLinkQuery,
      actor: () => Promise<Actor | null>,
    ): Promise<StreamTarget> {
      if (!isUuid(trackId)) throw trackNotFound();
      if (!links.isPresent(query)) {
        await findPlayableTrack(db, await actor(), trackId);
        const rendition = chooseRendition(
          await listRenditions(db, trackId),
          DEFAULT_STREAM_QUALITY,
        );
        return { ...(await stored(rendition)), maxAgeSeconds: null, proxyReuseSeconds: 0 };
      }
      const check = links.check(trackId, query);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new AppError(403, streamingErrorCodes.linkExpired, streamingMessages.linkExpired)
          : new AppError(403, streamingErrorCodes.linkInvalid, streamingMessages.linkInvalid);
      }
      const { link } = check;
      const rendition = await linkedRenditions.get(
        `${link.scope}:${link.trackId}:${link.renditionId}`,
        () => linkedRendition(link),
      );
      const target = await stored(rendition);
      const maxAgeSeconds = Math.max(0, link.expires - Math.floor(Date.now() / 1000));
      return {
        ...target,
        maxAgeSeconds,
        proxyReuseSeconds: Math.min(maxAgeSeconds, deps.cacheSeconds),
      };
    },

    async startEvent(
      actor: Actor | null,
      clientAddress: string,
      trackId: string,
    ): Promise<StreamEventStarted> {
      const limit = await consumeLimit(db, limitKey('stream-start', clientAddress), {
        windowSeconds: 60,
        max: STREAM_EVENT_STARTS_PER_MINUTE,
      });
      if (!limit.allowed) {
        throw new AppError(429, accessErrorCodes.rateLimited, streamingMessages.tooManyStarts);
      }
      await findPlayableTrack(db, actor, trackId);
      const { id } = await insertStreamEvent(db, { trackId, userId: actor?.id ?? null });
      return { eventId: id, token: eventTokens.sign([id]) };
    },

    /** Records how far a listen got; the play count grows once per event that qualifies. */
    async recordProgress(
      eventId: string,
      progress: StreamEventProgress,
    ): Promise<StreamEventRecorded> {
      if (!eventTokens.verify([eventId], progress.token)) {
        throw new AppError(403, streamingErrorCodes.reportInvalid, streamingMessages.reportInvalid);
      }
      return db.transaction(async (tx) => {
        const event = await raiseCompleted(tx, eventId, progress.completedMs, PROGRESS_SLACK_MS);
        if (!event) throw notFound(streamingMessages.eventNotFound);
        let counted = event.countedAt !== null;
        if (!counted && countsAsPlay(event.completedMs, event.durationMs)) {
          if (await markCounted(tx, eventId)) await incrementPlayCount(tx, event.trackId);
          counted = true;
        }
        return { completedMs: event.completedMs, counted };
      });
    },
  };
}
