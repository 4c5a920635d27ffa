import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import { playerStore } from './player-store';
import { usePlaySource } from './use-play-source';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const artist = { id: makeTrack(1).artist.id, name: 'The Crescent Storytellers' };
const tracks = [1, 2, 3, 4].map((n) => ({
  ...makeTrack(n),
  explicit: false,
  status: 'live' as const,
  playCount: 0,
  likeCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('usePlaySource', () => {
  it("plays an artist's tracks shuffled, the first of them current", async () => {
    const fetchMock = answer(200, { tracks });
    const { result } = renderHook(() => usePlaySource());
    await act(() => result.current.playArtist(artist));
    expect(fetchMock).toHaveBeenCalledWith(`/api/play/artist/${artist.id}`, expect.anything());
    const { queue, playIntent } = playerStore.getState();
    expect(queue.shuffle).toBe(true);
    expect(queue.currentIndex).toBe(0);
    expect(queue.items.map((item) => item.track.id).sort()).toEqual(tracks.map((t) => t.id).sort());
    expect(playIntent).toBe(true);
  });

  it("an artist without tracks says 'No tracks found'", async () => {
    answer(200, { tracks: [] });
    const { result } = renderHook(() => usePlaySource());
    await act(() => result.current.playArtist(artist));
    expect(toast.error).toHaveBeenCalledWith('No tracks found', {
      description: 'No tracks available from The Crescent Storytellers',
    });
    expect(playerStore.getState().queue.items).toEqual([]);
  });

  it("a failure says 'Failed to load artist tracks'", async () => {
    answer(500, { error: { code: 'internal', message: 'Something broke' } });
    const { result } = renderHook(() => usePlaySource());
    await act(() => result.current.playArtist(artist));
    expect(toast.error).toHaveBeenCalledWith('Failed to load artist tracks');
  });

  it('plays a playlist in its order from the first track', async () => {
    const fetchMock = answer(200, { tracks });
    const { result } = renderHook(() => usePlaySource());
    await act(() => result.current.playPlaylist('playlist-1'));
    expect(fetchMock).toHaveBeenCalledWith('/api/play/playlist/playlist-1', expect.anything());
    const { queue } = playerStore.getState();
    expect(queue.shuffle).toBe(false);
    expect(queue.items.map((item) => item.track.title)).toEqual([
      'Track 1',
      'Track 2',
      'Track 3',
      'Track 4',
    ]);
    expect(queue.currentIndex).toBe(0);
  });

  it("plays all of a genre's tracks in their order from the first", async () => {
    const fetchMock = answer(200, { tracks });
    const { result } = renderHook(() => usePlaySource());
    await act(() => result.current.playGenre('nasheed'));
    expect(fetchMock).toHaveBeenCalledWith('/api/play/genre/nasheed', expect.anything());
    const { queue, playIntent } = playerStore.getState();
    expect(queue.items.map((item) => item.track.id)).toEqual(tracks.map((t) => t.id));
    expect([queue.currentIndex, playIntent]).toEqual([0, true]);
  });
});
