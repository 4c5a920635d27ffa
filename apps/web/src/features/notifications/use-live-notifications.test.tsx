import type { Notification } from '@sada/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { artistDashboardKey } from '../../components/uploads/api/artist-dashboard';
import { myTracksKey } from '../../components/uploads/api/my-tracks';
import { FakeEventSource } from '../../testing/fake-event-source';
import { serveApi } from '../../testing/fetch';
import { notificationsKey } from './api/notifications';
import { useLiveNotifications } from './use-live-notifications';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

function decision(kind: Notification['kind']): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind,
    title: 'Your track is live',
    message: '"Dawn" was approved and is now live.',
    link: '/track/00000000-0000-4000-8000-000000000002',
    data: { trackId: '00000000-0000-4000-8000-000000000002', trackTitle: 'Dawn' },
    read: false,
    createdAt: new Date().toISOString(),
  };
}

function Listener() {
  useLiveNotifications();
  return null;
}

/** A client that already holds the artist's track list and dashboard, fresh for an hour. */
function renderListener() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 3_600_000 } },
  });
  client.setQueryData(myTracksKey, { pages: [], pageParams: [] });
  client.setQueryData(artistDashboardKey, {});
  client.setQueryData(notificationsKey, { notifications: [], unreadCount: 0 });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Listener />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  // Nothing here needs an answer: every request is a 404.
  serveApi();
});

describe('a review decision arriving live', () => {
  it.each(['track_approved', 'track_rejected', 'track_needs_revision'] as const)(
    "reads the artist's tracks and dashboard again (%s)",
    async (kind) => {
      const client = renderListener();
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const [source] = FakeEventSource.instances;
      expect(client.getQueryState(myTracksKey)?.isInvalidated).toBe(false);

      act(() =>
        source?.emit('notification', { type: 'notification', notification: decision(kind) }),
      );
      expect(client.getQueryState(myTracksKey)?.isInvalidated).toBe(true);
      expect(client.getQueryState(artistDashboardKey)?.isInvalidated).toBe(true);
    },
  );

  it('leaves them alone for a notification about something else', async () => {
    const client = renderListener();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const [source] = FakeEventSource.instances;
    act(() =>
      source?.emit('notification', {
        type: 'notification',
        notification: { ...decision('new_follower'), data: {} },
      }),
    );
    expect(client.getQueryState(myTracksKey)?.isInvalidated).toBe(false);
  });
});
