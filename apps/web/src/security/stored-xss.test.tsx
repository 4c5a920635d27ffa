// Stored XSS, the web side: script payloads that the API returns as plain strings (see
// apps/server/src/security/stored-xss.test.ts) are rendered as text by the track row, the
// playlist header and a person's profile; no element comes out of them.
import type { PlaylistDetail } from '@sada/contracts/playlists';
import { publicProfile, type PublicProfile } from '@sada/contracts/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { TrackRow } from '../components/tracks/track-row';
import { PlaylistHeader } from '../features/playlists/playlist-header';
import { UserPage } from '../features/profile/user-page';
import { route, serveApi, signedOut } from '../testing/fetch';
import { renderWithProviders, signedOutFetch } from '../testing/render';
import { makeTrack } from '../testing/tracks';

const payloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  "</title><svg onload=alert('x')>",
];

afterEach(() => vi.unstubAllGlobals());

let rendered = 0;
let found = 0;

/** No element a payload could have made, and no attribute that runs code. */
function expectNoInjectedMarkup(container: HTMLElement) {
  expect(container.querySelectorAll('script, img[src="x"], svg[onload], iframe')).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
    }
    const href = element.getAttribute('href');
    if (href) expect(href.toLowerCase().startsWith('javascript:')).toBe(false);
  }
}

describe.each(payloads)('the payload %s', (payload) => {
  it('is the text of a track row, as title and artist', () => {
    vi.stubGlobal('fetch', signedOutFetch());
    const track = makeTrack(1, {
      title: payload,
      artist: { id: makeTrack(1).artist.id, name: payload, verified: false },
    });
    const { container } = renderWithProviders(
      <ul>
        <TrackRow track={track} position={1} />
      </ul>,
    );
    expect(screen.getAllByText(payload).length).toBeGreaterThanOrEqual(2);
    expectNoInjectedMarkup(container);
    rendered += 1;
    found += screen.getAllByText(payload).length;
  });

  it('is the text of a playlist header, as name, description and owner', () => {
    vi.stubGlobal('fetch', signedOutFetch());
    const playlist: PlaylistDetail = {
      id: '00000000-0000-4000-8000-000000000001',
      name: payload,
      description: payload,
      coverUrl: null,
      trackCount: 1,
      owner: { id: '00000000-0000-4000-8000-000000000002', displayName: payload },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      isPublic: true,
      collaborative: false,
      entries: [
        {
          entryId: '00000000-0000-4000-8000-000000000003',
          position: 0,
          addedAt: '2026-01-01T00:00:00.000Z',
          track: {
            ...makeTrack(1),
            explicit: false,
            status: 'live',
            playCount: 0,
            likeCount: 0,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
          outsideRule: false,
        },
      ],
      totalDurationMs: 120_000,
      canEdit: false,
      canAddTracks: false,
      liked: false,
      likeCount: 0,
    };
    const { container } = renderWithProviders(<PlaylistHeader playlist={playlist} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(payload);
    expect(screen.getAllByText(payload)).toHaveLength(3);
    expectNoInjectedMarkup(container);
    rendered += 1;
    found += 3;
  });

  it('is the text of a profile, as name, bio and location', async () => {
    const profile: PublicProfile = {
      id: '00000000-0000-4000-8000-000000000004',
      displayName: payload,
      username: 'someone',
      avatarUrl: null,
      visible: true,
      visibility: 'public',
      bio: payload,
      location: payload,
      memberSince: '2026-01-01T00:00:00.000Z',
      playlists: null,
      following: null,
      recentTracks: null,
    };
    serveApi(route('GET', '/users/:id', publicProfile, profile), signedOut);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/user/${profile.id}`]}>
          <Routes>
            <Route path="/user/:id" element={<UserPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(payload);
    const texts = screen.getAllByText(payload);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expectNoInjectedMarkup(container);
    rendered += 1;
    found += texts.length;
  });
});

afterAll(() => {
  // eslint-disable-next-line no-console -- the figure this file stands for
  console.log(
    `stored XSS (web): ${payloads.length} payloads × ${rendered / payloads.length} views, ` +
      `${found} found as text, 0 elements or handlers injected`,
  );
});
