// SQL of streaming: the stored files of a track, and stream events with their play counting.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { lockUntilCommit } from '../../db/advisory-lock';
import type { Executor } from '../../db/client';
import { streamEvents, streamLinks, trackRenditions, tracks } from '../../db/schema';

const renditionColumns = {
  id: trackRenditions.id,
  trackId: trackRenditions.trackId,
  kind: trackRenditions.kind,
  mimeType: trackRenditions.mimeType,
  bitrateKbps: trackRenditions.bitrateKbps,
  storageKey: trackRenditions.storageKey,
  sizeBytes: trackRenditions.sizeBytes,
};

export function listRenditions(db: Executor, trackId: string) {
  return db
    .select(renditionColumns)
    .from(trackRenditions)
    .where(eq(trackRenditions.trackId, trackId));
}

export type RenditionRow = Awaited<ReturnType<typeof listRenditions>>[number];

export async function findRendition(
  db: Executor,
  trackId: string,
  renditionId: string,
): Promise<RenditionRow | null> {
  const [row] = await db
    .select(renditionColumns)
    .from(trackRenditions)
    .where(and(eq(trackRenditions.id, renditionId), eq(trackRenditions.trackId, trackId)));
  return row ?? null;
}

export async function insertStreamEvent(
  db: Executor,
  event: { trackId: string; userId: string | null; linkId: string | null; listenerKey: string },
): Promise<{ id: string }> {
  const [row] = await db.insert(streamEvents).values(event).returning({ id: streamEvents.id });
  if (!row) throw new Error('stream event was not inserted');
  return row;
}

/**
 * Raises how far the event got to what the report says, but never beyond what could have been
 * heard: the time since it started (plus slack) and the track's length. Lowering is ignored.
 */
export async function raiseCompleted(
  tx: Executor,
  eventId: string,
  reportedMs: number,
  /** Added to the time since the start, for clocks and buffering. */
  slackMs: number,
) {
  const elapsedMs = sql`floor(extract(epoch from (now() - ${streamEvents.startedAt})) * 1000)`;
  const heardMs = sql`least(
    ${reportedMs}::bigint,
    greatest(${elapsedMs}, 0)::bigint + ${slackMs},
    coalesce(${tracks.durationMs}::bigint, ${reportedMs}::bigint)
  )`;
  const [row] = await tx
    .update(streamEvents)
    .set({ completedMs: sql`greatest(${streamEvents.completedMs}, ${heardMs})` })
    .from(tracks)
    .where(and(eq(streamEvents.id, eventId), eq(tracks.id, streamEvents.trackId)))
    .returning({
      trackId: streamEvents.trackId,
      completedMs: streamEvents.completedMs,
      countedAt: streamEvents.countedAt,
      linkId: streamEvents.linkId,
      listenerKey: streamEvents.listenerKey,
      durationMs: tracks.durationMs,
    });
  return row ?? null;
}

/** Marks the event counted if it was not yet; true when this call did it. */
export async function markCounted(tx: Executor, eventId: string): Promise<boolean> {
  const rows = await tx
    .update(streamEvents)
    .set({ countedAt: sql`now()` })
    .where(and(eq(streamEvents.id, eventId), isNull(streamEvents.countedAt)))
    .returning({ id: streamEvents.id });
  return rows.length === 1;
}

export async function incrementPlayCount(tx: Executor, trackId: string): Promise<void> {
  await tx
    .update(tracks)
    // A counter is not an edit of the track: updated_at stays.
    .set({ playCount: sql`${tracks.playCount} + 1`, updatedAt: sql`${tracks.updatedAt}` })
    .where(eq(tracks.id, trackId));
}

/**
 * Holds the counting of plays through the link, and of the listener's plays of the track, until
 * the transaction ends: what decides whether a listen counts (the link's counted plays, the
 * listener's recent ones) cannot change meanwhile. Always in this order: link, then listener.
 */
export async function lockCounting(
  tx: Executor,
  event: { linkId: string; listenerKey: string; trackId: string },
): Promise<void> {
  await lockUntilCommit(
    tx,
    `stream-link:${event.linkId}`,
    `stream-listener:${event.listenerKey}:${event.trackId}`,
  );
}

/**
 * In one statement, what decides whether the event counts: whether it already was, the bytes
 * its link served (null before any were written), the plays counted through the link, and the
 * listener's plays of the track counted in the last `seconds`.
 */
export async function countingState(
  tx: Executor,
  event: { eventId: string; linkId: string; listenerKey: string; trackId: string },
  seconds: number,
) {
  const counted = alias(streamEvents, 'counted');
  const [row] = await tx
    .select({
      counted: sql<boolean>`(${streamEvents.countedAt} is not null)`,
      fileBytes: streamLinks.fileBytes,
      bytesServed: streamLinks.bytesServed,
      playsOfLink: sql<number>`(
        select count(*) from ${streamEvents} ${counted}
        where ${counted.linkId} = ${event.linkId} and ${counted.countedAt} is not null
      )`.mapWith(Number),
      playsOfListener: sql<number>`(
        select count(*) from ${streamEvents} ${counted}
        where ${counted.listenerKey} = ${event.listenerKey}
          and ${counted.trackId} = ${event.trackId}
          and ${counted.countedAt} > now() - make_interval(secs => ${seconds})
      )`.mapWith(Number),
    })
    .from(streamEvents)
    .leftJoin(streamLinks, eq(streamLinks.id, event.linkId))
    .where(eq(streamEvents.id, event.eventId));
  if (!row) return null;
  const { fileBytes, bytesServed, ...rest } = row;
  return {
    ...rest,
    link: fileBytes === null || bytesServed === null ? null : { fileBytes, bytesServed },
  };
}
