import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { testListener } from '../../testing/session-user';
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
