// The listener's rule as a condition on `tracks` (decision 014): every query that lists, plays
// or links tracks for a listener takes it from here.
import { allowedInstrumentations, type ListeningRule } from '@sada/contracts/instrumentation';
import { inArray, or, eq, type SQL } from 'drizzle-orm';

import { artists, tracks } from '../db/schema';

/**
 * Tracks whose reviewed instrumentation `rule` lets through; undefined (no condition) for
 * 'everything' or no rule. With `ownerUserId`, that account's own tracks pass whatever their
 * instrumentation (the query must join `artists`).
 */
export function passesRule(
  rule: ListeningRule | null | undefined,
  ownerUserId?: string | null,
): SQL | undefined {
  if (!rule || rule === 'everything') return undefined;
  const byKind = inArray(tracks.instrumentation, [...allowedInstrumentations[rule]]);
  return ownerUserId ? or(byKind, eq(artists.ownerUserId, ownerUserId)) : byKind;
}
