import type { SeriesSummary } from '@sada/contracts/series';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../testing/render';
import type { TabList } from './library-sections';
import { SeriesTab } from './series-tab';

const followed: SeriesSummary = {
  id: '00000000-0000-4000-8000-0000000000e1',
  title: 'Seerah for Children',
  description: null,
  kind: 'seerah',
  language: 'english',
  ordering: 'ordered',
  artist: { id: '00000000-0000-4000-9000-0000000000e2', name: 'Maryam', verified: false },
  coverUrl: null,
  episodeCount: 4,
  followerCount: 9,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function listOf(items: SeriesSummary[], state: Partial<TabList<SeriesSummary>> = {}) {
  return {
    isPending: false,
    isError: false,
    retry: () => {},
    items,
    total: items.length,
    ...state,
  };
}

describe('the Series tab of the library', () => {
  it('shows the followed series, each opening its page', () => {
    renderWithProviders(<SeriesTab list={listOf([followed])} />);
    expect(screen.getByRole('link', { name: 'Seerah for Children' })).toHaveAttribute(
      'href',
      `/series/${followed.id}`,
    );
    expect(screen.getByText('Seerah · 4 episodes')).toBeInTheDocument();
    expect(screen.getByText('Maryam')).toBeInTheDocument();
  });

  it('says so when the listener follows none', () => {
    renderWithProviders(<SeriesTab list={listOf([])} />);
    expect(screen.getByText('No followed series yet')).toBeInTheDocument();
  });

  it('says when none matches the filter', () => {
    renderWithProviders(<SeriesTab list={listOf([], { total: 1 })} />);
    expect(screen.getByText('Nothing here matches the filter')).toBeInTheDocument();
  });

  it('shows that it is loading, and a failure with a retry', () => {
    const { unmount } = renderWithProviders(<SeriesTab list={listOf([], { isPending: true })} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<SeriesTab list={listOf([], { isError: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The series you follow could not be loaded.',
    );
  });
});
