import { trackLikeStates } from '@sada/contracts/tracks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { makeTrack } from '../../testing/tracks';
import { LikeButton } from './like-button';

const page = Array.from({ length: 50 }, (_, i) => makeTrack(i + 1));
const likedIds = new Set([page[0]?.id, page[7]?.id]);

/** The server's like states for every id asked; the stub records every request made. */
function likeServer() {
  const stub = serveApi(
    route('GET', '/me/likes/tracks', trackLikeStates, ({ query }) => ({
      likes: (query.get('ids') ?? '')
        .split(',')
        .map((trackId) => ({ trackId, liked: likedIds.has(trackId), likeCount: 3 })),
    })),
  );
  return { urls: () => stub.mock.calls.map(([input]) => String(input)) };
}

function renderList(signedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: signedIn ? testListener : null });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {/* Each row of a track list holds one of these (TrackRow); the rest of a row asks nothing. */}
        <ul>
          {page.map((track) => (
            <li key={track.id}>
              {track.title}
              <LikeButton trackId={track.id} />
            </li>
          ))}
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the like buttons of a track list', () => {
  it('ask for the like state of a 50-row page in one request', async () => {
    const server = likeServer();
    renderList(true);
    await waitFor(
      () => expect(document.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(2),
      { timeout: 5_000 },
    );
    const likeRequests = server.urls().filter((url) => url.startsWith('/api/me/likes/tracks'));
    expect(likeRequests).toHaveLength(1);
    expect(likeRequests[0]).toBe(`/api/me/likes/tracks?ids=${page.map((t) => t.id).join('%2C')}`);
  });

  it('ask nothing for a visitor', async () => {
    const server = likeServer();
    renderList(false);
    expect(await screen.findAllByRole('button', { name: 'Like' })).toHaveLength(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.urls().filter((url) => url.startsWith('/api/me/likes'))).toEqual([]);
  });
});
