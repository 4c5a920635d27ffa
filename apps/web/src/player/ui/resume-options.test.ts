import { QueryClient } from '@tanstack/react-query';
import type * as sonner from 'sonner';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionQueryKey } from '../../lib/session/use-session';
import { testListener } from '../../testing/session-user';
import { makeTrack } from '../../testing/tracks';
import { continueListeningKey } from '../api/continue-listening-key';
import { playerStore } from '../state/player-store';
import { resumeOptions } from './resume-options';

vi.mock('sonner', async (importOriginal) => {
  const original = await importOriginal<typeof sonner>();
  return { ...original, toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) };
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('what keeping places asks of the app', () => {
  it('knows who is signed in from the session the app holds', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, { user: testListener });
    await expect(resumeOptions(client).signedIn()).resolves.toBe(true);
    client.setQueryData(sessionQueryKey, { user: null });
    await expect(resumeOptions(client).signedIn()).resolves.toBe(false);
  });

  it('says where a track resumed, with a way back to its start', () => {
    playerStore.getState().playTracks([makeTrack(1, { durationMs: 3_600_000 })]);
    playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 3600 });
    playerStore.getState().seek(720);
    resumeOptions(new QueryClient()).onResumed?.(720);
    const [message, options] = vi.mocked(toast).mock.calls[0] ?? [];
    expect(message).toBe('Resumed at 12:00');
    const action = (options as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe('Start over');
    action.onClick();
    expect(playerStore.getState().player.currentTime).toBe(0);
  });

  it('refreshes Continue listening at once after a pause, and later while playing', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    resumeOptions(client).onSaved?.('pause');
    resumeOptions(client).onSaved?.('tick');
    expect(invalidate.mock.calls).toEqual([
      [{ queryKey: continueListeningKey, refetchType: 'active' }],
      [{ queryKey: continueListeningKey, refetchType: 'none' }],
    ]);
  });
});
