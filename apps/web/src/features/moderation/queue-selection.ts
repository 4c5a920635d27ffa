/**
 * Which track to show once `decidedId` leaves the queue: the next one, the one after it,
 * else the one before it, else none.
 */
export function nextAfterDecision(ids: readonly string[], decidedId: string): string | null {
  const index = ids.indexOf(decidedId);
  if (index === -1) return ids[0] ?? null;
  return ids[index + 1] ?? ids[index - 1] ?? null;
}

/** The selected track if it is still in the queue, else the first one. */
export function selectedTrackId(ids: readonly string[], chosen: string | null): string | null {
  return chosen !== null && ids.includes(chosen) ? chosen : (ids[0] ?? null);
}
