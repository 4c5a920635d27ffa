import type { PlayerTrack } from '../player/state/player-track';

/** A valid track for tests; `n` makes the ids and the title distinct. */
export function makeTrack(n: number, overrides: Partial<PlayerTrack> = {}): PlayerTrack {
  const hex = n.toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${hex}`,
    title: `Track ${n}`,
    artist: { id: `00000000-0000-4000-9000-${hex}`, name: `Artist ${n}`, verified: false },
    album: null,
    durationMs: 120_000,
    coverUrl: null,
    ...overrides,
  };
}
