// SQL of streaming: the stored files of a track, and stream events with their play counting.
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { streamEvents, streamLinks, trackRenditions, tracks } from '../../db/schema';

const renditionColumns = {
  id: trackRenditions.id,
  trackId: trackRenditions.trackId,
  kind: trackRenditions.kind,
  mimeType: trackRenditions.mimeType,
  bitrateKbps: trackRenditions.bitrateKbps,
  storageKey: trackRenditions.storageKey,
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

/** Whether the event was counted as a play. */
export async function isCounted(tx: Executor, eventId: string): Promise<boolean> {
  const [row] = await tx
    .select({ countedAt: streamEvents.countedAt })
    .from(streamEvents)
    .where(eq(streamEvents.id, eventId));
  return row?.countedAt != null;
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

/** Holds counting for the track until the transaction ends (FOR UPDATE on its row). */
export async function lockTrackForCounting(tx: Executor, trackId: string): Promise<void> {
  await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, trackId)).for('update');
}

/** The bytes a stream link has served so far, as written; null before any were. */
export async function findLinkUsage(tx: Executor, linkId: string) {
  const [row] = await tx
    .select({ fileBytes: streamLinks.fileBytes, bytesServed: streamLinks.bytesServed })
    .from(streamLinks)
    .where(eq(streamLinks.id, linkId));
  return row ?? null;
}

/** How many listens through the link were counted as plays. */
export async function countedPlaysOfLink(tx: Executor, linkId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(streamEvents)
    .where(and(eq(streamEvents.linkId, linkId), isNotNull(streamEvents.countedAt)));
  return row?.n ?? 0;
}

/** How many of the listener's listens of the track were counted in the last `seconds`. */
export async function countedPlaysOfListener(
  tx: Executor,
  listenerKey: string,
  trackId: string,
  seconds: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(streamEvents)
    .where(
      and(
        eq(streamEvents.listenerKey, listenerKey),
        eq(streamEvents.trackId, trackId),
        gt(streamEvents.countedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.n ?? 0;
}
