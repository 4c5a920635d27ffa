// Streaming rules: who gets a stream URL for which file, what a stream request may read, and
// how listens become plays (docs/product/listening.md, "Plays").

import { randomUUID } from 'node:crypto';

import { accessErrorCodes } from '@sada/contracts/auth';
import { instrumentationMessages } from '@sada/contracts/instrumentation';
import {
  COUNTED_PLAYS_PER_TRACK_PER_HOUR,
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

import { hears, type Hearing } from '../../catalog/listening-rule';
import { findPlayableTrack, findTrackRef, trackNotFound } from '../../catalog/track-access';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { consumeLimit, limitKey } from '../../http/rate-limit';
import { type CatalogCaching, createReadCache } from '../../platform/read-cache';
import { createSigner } from '../../platform/signing';
import type { OpenObject, Storage } from '../../platform/storage';
import type { Actor } from '../../policy/policy';
import { createLinkUsage } from './link-usage';
import { createNginxLinks } from './nginx-link';
import { createOpenFiles } from './open-files';
import { chooseRendition, playableBitrates } from './renditions';
import {
  countingState,
  findRendition,
  incrementPlayCount,
  insertStreamEvent,
  listRenditions,
  lockCounting,
  markCounted,
  raiseCompleted,
  type RenditionRow,
} from './repository';
import {
  createStreamLinks,
  isUuid,
  type StreamLink,
  type StreamLinkCheck,
  type StreamLinkQuery,
  streamUrlParts,
} from './stream-link';

/** What a report may claim beyond the time since the start (clocks, buffering). */
const PROGRESS_SLACK_MS = 2_000;
/** A listen that stops this close to the end has reached it. */
const END_TOLERANCE_MS = 1_000;

const noAudio = () => new AppError(404, streamingErrorCodes.noAudio, streamingMessages.noAudio);
const outsideRule = () =>
  new AppError(403, streamingErrorCodes.outsideRule, instrumentationMessages.outsideRule);

/** A listen counts once it lasted the minimum, or reached the end of a shorter track. */
export function countsAsPlay(completedMs: number, durationMs: number | null): boolean {
  if (completedMs >= PLAY_COUNT_MIN_MS) return true;
  if (durationMs === null || durationMs <= 0) return false;
  const tolerance = Math.min(END_TOLERANCE_MS, durationMs / 10);
  return completedMs >= durationMs - tolerance;
}

/**
 * Of the proportional bytes, the share a link must have served: a file's headers, cover art and
 * variable bitrate make the first seconds of audio cost fewer bytes than the average.
 */
const MEANINGFUL_SHARE = 0.8;

/**
 * The bytes a link must have served for one listen through it to count: the part of the file
 * that holds the audio a play needs (the minimum, or all of a shorter track); all of a file
 * whose length is unknown.
 */
export function meaningfulBytes(fileBytes: number, durationMs: number | null): number {
  if (durationMs === null || durationMs <= 0) return Math.ceil(fileBytes * MEANINGFUL_SHARE);
  const tolerance = Math.min(END_TOLERANCE_MS, durationMs / 10);
  const neededMs = Math.min(PLAY_COUNT_MIN_MS, durationMs - tolerance);
  return Math.max(1, Math.ceil(((fileBytes * neededMs) / durationMs) * MEANINGFUL_SHARE));
}

function linkRefusal(check: Exclude<StreamLinkCheck, { ok: true }>): AppError {
  return check.reason === 'expired'
    ? new AppError(403, streamingErrorCodes.linkExpired, streamingMessages.linkExpired)
    : new AppError(403, streamingErrorCodes.linkInvalid, streamingMessages.linkInvalid);
}

export interface StreamTarget {
  rendition: RenditionRow;
  /** The file, open: read it, then `release` it (also when not reading). */
  file: OpenObject;
  release(): void;
  /** Counts bytes sent (or, behind nginx, authorised) through the link; nothing without one. */
  served(bytes: number): void;
  /** How long a private cache may keep the answer: until the link expires; null without one. */
  maxAgeSeconds: number | null;
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
  caching: CatalogCaching;
  /** A batch of served bytes could not be written. */
  onUsageError: (error: unknown) => void;
  /** Links nginx checks alone for `seconds` (nginx-link.ts); null: none. */
  mediaLinks: { secret: string; seconds: number } | null;
}) {
  const { db, storage } = deps;
  const usage = createLinkUsage(db, { onError: deps.onUsageError });
  const links = createStreamLinks(deps.secret);
  const nginxLinks = deps.mediaLinks ? createNginxLinks(deps.mediaLinks) : null;
  const eventTokens = createSigner(deps.secret, 'stream-event');
  const linkedRenditions = createReadCache<RenditionRow | null>({
    ttlMs: deps.caching.seconds * 1000,
    forgetting: deps.caching.forgetting,
    maxEntries: 10_000,
  });
  const files = createOpenFiles(storage, { keepMs: deps.caching.seconds * 1000, maxEntries: 256 });

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

  /** What a stream request may read, decided by its link or, without one, by the session. */
  async function resolveTarget(
    trackId: string,
    query: StreamLinkQuery,
    actor: () => Promise<Actor | null>,
  ): Promise<StreamTarget> {
    if (!links.isPresent(query)) {
      await findPlayableTrack(db, await actor(), trackId);
      const rendition = chooseRendition(await listRenditions(db, trackId), DEFAULT_STREAM_QUALITY);
      return {
        ...(await stored(rendition)),
        served: () => undefined,
        maxAgeSeconds: null,
      };
    }
    const check = links.check(trackId, query);
    if (!check.ok) throw linkRefusal(check);
    const { link } = check;
    const rendition = await linkedRenditions.get(
      `${link.scope}:${link.trackId}:${link.renditionId}`,
      () => linkedRendition(link),
    );
    const target = await stored(rendition);
    const maxAgeSeconds = Math.max(0, link.expires - Math.floor(Date.now() / 1000));
    const fileBytes = target.file.size;
    return {
      ...target,
      served: (bytes) => usage.record(link.id, fileBytes, bytes),
      maxAgeSeconds,
    };
  }

  return {
    /** Writes the bytes served so far and closes the files kept open. */
    async close() {
      files.close();
      await usage.flush();
    },

    async streamUrl(
      actor: Actor | null,
      hearing: Hearing,
      trackId: string,
      quality: number,
    ): Promise<StreamUrl> {
      const track = await findPlayableTrack(db, actor, trackId);
      if (!hears(hearing, track)) throw outsideRule();
      const renditions = await listRenditions(db, trackId);
      const rendition = chooseRendition(renditions, quality);
      if (!rendition) throw noAudio();
      const expires = Math.floor(Date.now() / 1000) + deps.streamUrlTtlSeconds;
      const link: StreamLink = {
        id: randomUUID(),
        trackId,
        renditionId: rendition.id,
        expires,
        scope: track.status === 'live' ? 'public' : 'private',
      };
      const url = links.url(link, nginxLinks?.sign(link, rendition));
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
      /** The file's key when the URL names it (a link nginx checked: nginx-link.ts). */
      fileKey?: string,
    ): Promise<StreamTarget> {
      if (!isUuid(trackId)) throw trackNotFound();
      const target = await resolveTarget(trackId, query, actor);
      if (fileKey !== undefined && fileKey !== target.rendition.storageKey) {
        target.release();
        throw noAudio();
      }
      return target;
    },

    /** Bytes nginx reports it sent through a link it checked alone (served-bytes-log.ts). */
    recordServed(linkId: string, fileBytes: number, bytes: number) {
      usage.record(linkId, fileBytes, bytes);
    },

    /**
     * A listen starts. With the signed URL the player loaded, the listen may count as a play once
     * that link has served enough of the audio. The link may have expired since: it is checked
     * for its signature and track only.
     */
    async startEvent(
      actor: Actor | null,
      clientAddress: string,
      trackId: string,
      streamUrl?: string,
    ): Promise<StreamEventStarted> {
      const limit = await consumeLimit(db, limitKey('stream-start', clientAddress), {
        windowSeconds: 60,
        max: STREAM_EVENT_STARTS_PER_MINUTE,
      });
      if (!limit.allowed) {
        throw new AppError(429, accessErrorCodes.rateLimited, streamingMessages.tooManyStarts);
      }
      await findPlayableTrack(db, actor, trackId);
      let linkId: string | null = null;
      if (streamUrl !== undefined) {
        const parts = streamUrlParts(streamUrl);
        const check = parts?.trackId === trackId ? links.check(trackId, parts.query) : null;
        if (!check) {
          throw new AppError(400, streamingErrorCodes.linkInvalid, streamingMessages.linkInvalid);
        }
        // A link that expired since the player loaded it (a queue resumed after a long pause)
        // still names the audio it served; having expired, it serves no more.
        if (!check.ok && check.reason === 'invalid') throw linkRefusal(check);
        linkId = check.link.id;
      }
      const { id } = await insertStreamEvent(db, {
        trackId,
        userId: actor?.id ?? null,
        linkId,
        listenerKey: actor ? `user:${actor.id}` : limitKey('listener', clientAddress),
      });
      return { eventId: id, token: eventTokens.sign([id]) };
    },

    /**
     * Records how far a listen got. The play count grows once per event that qualifies: heard
     * long enough, through a link that served that much audio and backs no other counted play
     * for those bytes, within the listener's hourly plays of the track.
     */
    async recordProgress(
      eventId: string,
      progress: StreamEventProgress,
    ): Promise<StreamEventRecorded> {
      if (!eventTokens.verify([eventId], progress.token)) {
        throw new AppError(403, streamingErrorCodes.reportInvalid, streamingMessages.reportInvalid);
      }
      const event = await raiseCompleted(db, eventId, progress.completedMs, PROGRESS_SLACK_MS);
      if (!event) throw notFound(streamingMessages.eventNotFound);
      const { completedMs } = event;
      // Most reports come before the listen may count, or after it did: they neither write the
      // bytes served nor read them.
      if (event.countedAt !== null) return { completedMs, counted: true };
      if (!countsAsPlay(completedMs, event.durationMs) || event.linkId === null) {
        return { completedMs, counted: false };
      }
      // What this instance served through the link is in the database before it is read.
      await usage.flush(event.linkId);
      const { linkId, listenerKey } = event;
      if (listenerKey === null) return { completedMs, counted: false };
      const counting = { eventId, linkId, listenerKey, trackId: event.trackId };
      return db.transaction(async (tx) => {
        // One counting at a time per link and per listener of the track: the link's and the
        // listener's plays stay exact, and listens through other links count alongside.
        await lockCounting(tx, counting);
        const state = await countingState(tx, counting, 3_600);
        // A report racing this one may have counted the listen meanwhile.
        if (!state || state.counted) return { completedMs, counted: state?.counted ?? false };
        const { link } = state;
        if (
          !link ||
          // The link served the audio of this play besides those it already backs.
          link.bytesServed <
            meaningfulBytes(link.fileBytes, event.durationMs) * (state.playsOfLink + 1) ||
          state.playsOfListener >= COUNTED_PLAYS_PER_TRACK_PER_HOUR
        ) {
          return { completedMs, counted: false };
        }
        // The track's row stays locked from here to the commit only.
        if (await markCounted(tx, eventId)) await incrementPlayCount(tx, event.trackId);
        return { completedMs, counted: true };
      });
    },
  };
}
