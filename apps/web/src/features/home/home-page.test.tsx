import { continueListening } from '@sada/contracts/positions';
import { userSettings } from '@sada/contracts/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { makeTrack } from '../../testing/tracks';
import { settingsWith } from '../../testing/user-settings';
import { HomePage } from './home-page';

function renderPage(user: SessionUser | null | 'pending') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== 'pending') client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  // The Made for you section is not what these tests look at: it stays loading.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home greeting', () => {
  it('welcomes a new account on its first visit, not back', () => {
    renderPage({ ...testListener, firstVisit: true });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Sada, Demo Listener' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.queryByText(/where you left off/)).not.toBeInTheDocument();
  });

  it('welcomes a returning listener back', () => {
    renderPage({ ...testListener, firstVisit: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Demo Listener' }),
    ).toBeInTheDocument();
  });

  it('welcomes a visitor to Sada', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Sada' })).toBeInTheDocument();
  });

  it('greets nobody until it knows who is there', () => {
    renderPage('pending');
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Loading…');
  });

  it('holds the intro back too, and keeps the heading to phrasing content', () => {
    renderPage('pending');
    expect(screen.queryByText(/where you left off/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Start with the shortcuts/)).not.toBeInTheDocument();
    // A <div> inside an <h1> is not valid HTML.
    expect(screen.getByRole('heading', { level: 1 }).querySelector('div')).toBeNull();
  });
});

describe("the home page's question, 'What would you like to hear?'", () => {
  it('asks a listener who has not chosen, in a card below the greeting', async () => {
    serveApi(route('GET', '/me/settings', userSettings, settingsWith(null)));
    renderPage(testListener);
    const card = await screen.findByRole('region', { name: 'What would you like to hear?' });
    expect(card).toContainElement(screen.getByRole('radio', { name: 'Vocals only' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Below the page's heading and above the shortcuts.
    const heading = screen.getByRole('heading', { level: 1 });
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(heading.compareDocumentPosition(card)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(card.compareDocumentPosition(shortcuts)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('does not ask a listener who has chosen', async () => {
    const { requests } = serveApi(
      route('GET', '/me/settings', userSettings, settingsWith('vocals_only')),
    );
    const client = renderPage(testListener);
    await waitFor(() => expect(requests.some(({ path }) => path === '/me/settings')).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'What would you like to hear?' })).toBeNull();
  });
});

describe("the home page's Continue listening", () => {
  const episode = {
    track: {
      ...makeTrack(1, { title: 'Lesson 4', durationMs: 3_600_000 }),
      explicit: false,
      status: 'live' as const,
      playCount: 0,
      likeCount: 0,
      createdAt: '2026-02-10T10:00:00.000Z',
    },
    positionMs: 600_000,
    series: { id: '00000000-0000-4000-8000-00000000e001', title: 'Foundations' },
    updatedAt: '2026-05-01T10:00:00.000Z',
  };

  it('shows what a listener has in progress, above the shortcuts', async () => {
    serveApi(
      route('GET', '/me/settings', userSettings, settingsWith('vocals_only')),
      route('GET', '/me/continue', continueListening, { items: [episode] }),
    );
    renderPage(testListener);
    const section = await screen.findByRole('region', { name: 'Continue listening' });
    expect(
      await within(section).findByRole('button', { name: 'Resume Lesson 4 from 10:00' }),
    ).toBeVisible();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(section.compareDocumentPosition(shortcuts)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('is not there for a visitor', async () => {
    const stub = serveApi();
    renderPage(null);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Continue listening' })).toBeNull();
    expect(stub.mock.calls.some(([input]) => String(input).includes('/me/continue'))).toBe(false);
  });
});
