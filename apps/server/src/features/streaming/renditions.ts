// Which stored file of a track a listener gets for the quality they asked for.
import type { RenditionKind } from '@sada/contracts/enums';

export interface RenditionOption {
  kind: RenditionKind;
  bitrateKbps: number | null;
}

/**
 * Among the streaming copies, the best one not above `qualityKbps`; when every copy is above
 * it, the smallest; without streaming copies, the original upload (by the same rule when there
 * are several). Null when the track has no audio at all.
 */
export function chooseRendition<R extends RenditionOption>(
  renditions: readonly R[],
  qualityKbps: number,
): R | null {
  const pool = playable(renditions);
  if (pool.length === 0) return null;
  const known = pool
    .filter((r): r is R & { bitrateKbps: number } => r.bitrateKbps !== null)
    .sort((a, b) => a.bitrateKbps - b.bitrateKbps);
  const fitting = known.filter((r) => r.bitrateKbps <= qualityKbps);
  return fitting.at(-1) ?? known[0] ?? pool[0] ?? null;
}

/** What a listener may be given: the streaming copies, else the original upload. */
function playable<R extends RenditionOption>(renditions: readonly R[]): R[] {
  const streams = renditions.filter((r) => r.kind === 'stream');
  return streams.length > 0 ? streams : renditions.filter((r) => r.kind === 'original');
}

/** The bitrates a listener can get of the track, best first: what a quality menu may offer. */
export function playableBitrates(renditions: readonly RenditionOption[]): number[] {
  const known = playable(renditions).flatMap((r) =>
    r.bitrateKbps === null ? [] : [r.bitrateKbps],
  );
  return [...new Set(known)].sort((a, b) => b - a);
}
