import { createIdFactory } from '@sada/player-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import { createPlayerStore, type PlayerStore } from '../state/player-store';
import { startMediaSession } from './media-session';

class FakeMediaMetadata {
  constructor(readonly init: MediaMetadataInit) {}
}

interface FakeSession {
  metadata: FakeMediaMetadata | null;
  playbackState: MediaSessionPlaybackState;
  handlers: Map<MediaSessionAction, MediaSessionActionHandler | null>;
  setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => void;
  setPositionState: ReturnType<typeof vi.fn>;
}

let session: FakeSession;
let store: PlayerStore;
let stop: () => void;

beforeEach(() => {
  session = {
    metadata: null,
    playbackState: 'none',
    handlers: new Map(),
    setActionHandler: (action, handler) => session.handlers.set(action, handler),
    setPositionState: vi.fn(),
  };
  vi.stubGlobal('MediaMetadata', FakeMediaMetadata);
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  store = createPlayerStore({ makeId: createIdFactory() });
  stop = startMediaSession(store);
});

afterEach(() => {
  stop();
  Reflect.deleteProperty(navigator, 'mediaSession');
  vi.unstubAllGlobals();
});

function handle(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) {
  session.handlers.get(action)?.({ action, ...details });
}

describe('media session', () => {
  it('tells the system the title, artist, album and artwork', () => {
    store.getState().playTracks([
      makeTrack(1, {
        title: 'Dawn Caravan',
        album: { id: makeTrack(9).id, title: 'Caravans' },
        coverUrl: '/api/media/track-covers/a.jpg',
      }),
    ]);
    expect(session.metadata?.init).toEqual({
      title: 'Dawn Caravan',
      artist: 'Artist 1',
      album: 'Caravans',
      artwork: [
        { src: `${window.location.origin}/api/media/track-covers/a.jpg`, sizes: '512x512' },
      ],
    });
  });

  it('lets the system drive the player', () => {
    store.getState().playTracks([makeTrack(1), makeTrack(2)]);
    store.getState().dispatch({ type: 'metadataLoaded', duration: 100 });
    handle('pause');
    expect(store.getState().playIntent).toBe(false);
    handle('play');
    expect(store.getState().playIntent).toBe(true);
    handle('seekto', { seekTime: 40 });
    expect(store.getState().player.currentTime).toBe(40);
    handle('seekforward');
    expect(store.getState().player.currentTime).toBe(50);
    handle('seekbackward', { seekOffset: 5 });
    expect(store.getState().player.currentTime).toBe(45);
    handle('nexttrack');
    expect(store.getState().player.currentTrack?.title).toBe('Track 2');
    handle('previoustrack');
    expect(store.getState().player.currentTrack?.title).toBe('Track 1');
  });

  it('keeps the position state and playback state in step', () => {
    store.getState().playTracks([makeTrack(1)]);
    store.getState().dispatch({ type: 'metadataLoaded', duration: 100 });
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 100,
      playbackRate: 1,
      position: 0,
    });
    store.getState().dispatch({ type: 'play' });
    expect(session.playbackState).toBe('playing');
    store.getState().seek(30);
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 100,
      playbackRate: 1,
      position: 30,
    });
    store.getState().close();
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
  });

  it('tells the system the speed, so that it moves the position at that rate', () => {
    store.getState().playTracks([makeTrack(1)]);
    store.getState().dispatch({ type: 'metadataLoaded', duration: 100 });
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 12 });
    store.getState().setSpeed(1.25);
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 100,
      playbackRate: 1.25,
      position: 12,
    });
  });
});
