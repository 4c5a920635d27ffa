// What a listener chose to hear (decision 014), as the one predicate every query that hands out
// tracks takes beside `isLive`: listings, play sources, playlists and stream links alike.
import {
  allowedInstrumentations,
  passesListeningRule,
  type Instrumentation,
  type ListeningRule,
} from '@sada/contracts/instrumentation';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';

import { tracks } from '../db/schema';
import { isLive } from './summaries';

/** Whose rule applies, and who they are (their own uploads always pass it). */
export interface Hearing {
  rule: ListeningRule;
  /** The signed-in viewer, or null for a visitor. */
  viewerId: string | null;
  /** The viewer's own artist profile, if they have one. */
  artistId: string | null;
}

/** SQL true for a track (of `tracks`) that `hearing` lets through; undefined when all pass. */
export function heard(hearing: Hearing): SQL | undefined {
  if (hearing.rule === 'everything') return undefined;
  const allowed = inArray(tracks.instrumentation, [...allowedInstrumentations[hearing.rule]]);
  return hearing.artistId === null ? allowed : or(allowed, eq(tracks.artistId, hearing.artistId));
}

/** Live, and within what the viewer chose to hear. */
export const liveAndHeard = (hearing: Hearing): SQL => and(isLive, heard(hearing)) ?? isLive;

/** The same decision for one track already read (its reviewed kind and its artist's owner). */
export function hears(
  hearing: Hearing,
  track: { instrumentation: Instrumentation | null; artistOwnerId: string | null },
): boolean {
  return (
    passesListeningRule(hearing.rule, track.instrumentation) ||
    (hearing.viewerId !== null && track.artistOwnerId === hearing.viewerId)
  );
}
