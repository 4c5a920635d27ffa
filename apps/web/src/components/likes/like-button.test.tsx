import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionQueryKey } from '../../lib/session/use-session';
import { testListener } from '../../testing/session-user';
import { makeTrack } from '../../testing/tracks';
import { LikeButton } from './like-button';

const page = Array.from({ length: 50 }, (_, i) => makeTrack(i + 1));
const likedIds = new Set([page[0]?.id, page[7]?.id]);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's like states for every id asked, and a record of every request made. */
function likeServer() {
  const requests: string[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/me/likes/tracks') {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      return Promise.resolve(
        json(200, {
          likes: ids.map((trackId) => ({ trackId, liked: likedIds.has(trackId), likeCount: 3 })),
        }),
      );
    }
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the like buttons of a track list', () => {
  it('ask for the like state of a 50-row page in one request', async () => {
    const requests = likeServer();
    renderList(true);
    await waitFor(
      () => expect(document.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(2),
      { timeout: 5_000 },
    );
    const likeRequests = requests.filter((url) => url.startsWith('/api/me/likes/tracks'));
    expect(likeRequests).toHaveLength(1);
    expect(likeRequests[0]).toBe(`/api/me/likes/tracks?ids=${page.map((t) => t.id).join('%2C')}`);
  });

  it('ask nothing for a visitor', async () => {
    const requests = likeServer();
    renderList(false);
    expect(await screen.findAllByRole('button', { name: 'Like' })).toHaveLength(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((url) => url.startsWith('/api/me/likes'))).toEqual([]);
  });
});
