import { ownPlaylists } from '@sada/contracts/playlists';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Role } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { SidebarNav } from './sidebar-nav';

beforeEach(() => {
  serveApi(route('GET', '/me/playlists', ownPlaylists, { playlists: [] }));
});

function renderNav(role: Role, collapsed = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: { ...testListener, role } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <nav aria-label="Main navigation">
          <SidebarNav collapsed={collapsed} />
        </nav>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the sidebar', () => {
  it('gives the admin the groups of 001: Dashboard and Analytics, Management, System', () => {
    renderNav('admin');
    expect(hrefOf('Dashboard')).toBe('/dashboard');
    expect(hrefOf('Analytics')).toBe('/admin/analytics');

    const management = screen.getByRole('group', { name: 'Management' });
    expect(
      within(management)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['User Management', '/admin/users'],
      ['Content Management', '/admin/content'],
      ['Content Moderation', '/moderation'],
      ['Reviewers', '/admin/reviewers'],
    ]);

    const system = screen.getByRole('group', { name: 'System' });
    expect(
      within(system)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['System Health', '/admin/system'],
      ['Database', '/admin/database'],
      ['Settings', '/admin/settings'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(screen.queryByRole('link', { name: 'Upload Track' })).not.toBeInTheDocument();
  });

  it('keeps the group names for screen readers when collapsed', () => {
    renderNav('admin', true);
    expect(screen.getByRole('group', { name: 'Management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'System' })).toHaveClass('sr-only');
  });

  it('gives a label its dashboard and content moderation, and no admin pages', () => {
    renderNav('label');
    expect(hrefOf('Dashboard')).toBe('/dashboard');
    expect(hrefOf('Content Moderation')).toBe('/moderation');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'System Health' })).not.toBeInTheDocument();
  });

  it('gives an artist the dashboard, upload and their tracks, without moderation', () => {
    renderNav('artist');
    expect(hrefOf('Dashboard')).toBe('/dashboard');
    expect(hrefOf('Upload Track')).toBe('/upload');
    expect(screen.queryByRole('link', { name: 'Content Moderation' })).not.toBeInTheDocument();
  });

  it('gives a listener no dashboard', () => {
    renderNav('listener');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(hrefOf('Home')).toBe('/home');
  });
});
