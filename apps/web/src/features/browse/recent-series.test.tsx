import { seriesList, type SeriesSummary } from '@sada/contracts/series';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { apiError, route, serveApi } from '../../testing/fetch';
import { renderWithProviders } from '../../testing/render';
import { RecentSeries } from './recent-series';

function series(n: number, title: string): SeriesSummary {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    title,
    description: null,
    kind: 'seerah',
    language: 'arabic',
    ordering: 'ordered',
    artist: { id: '00000000-0000-4000-9000-000000000001', name: 'Shaykh Demo', verified: true },
    coverUrl: null,
    episodeCount: 12,
    followerCount: 3,
    createdAt: '2026-02-10T10:00:00.000Z',
    updatedAt: '2026-02-10T10:00:00.000Z',
  };
}

describe("Browse's series", () => {
  it('asks for the twelve most recent and links each to its page', async () => {
    const stub = serveApi(
      route('GET', '/series', seriesList, {
        series: [series(1, 'The Seerah in Order'), series(2, 'Stories of the Prophets')],
      }),
    );
    renderWithProviders(<RecentSeries />);
    expect(await screen.findByRole('link', { name: 'The Seerah in Order' })).toHaveAttribute(
      'href',
      `/series/${series(1, '').id}`,
    );
    expect(screen.getByRole('heading', { name: 'Series' })).toBeInTheDocument();
    expect(stub.requests[0]?.query.get('limit')).toBe('12');
  });

  it('shows placeholders while they load', () => {
    serveApi(route('GET', '/series', seriesList, () => new Promise(() => {})));
    renderWithProviders(<RecentSeries />);
    expect(screen.getByRole('status', { name: 'Loading series' })).toBeInTheDocument();
  });

  it('is left out while there are none', async () => {
    const stub = serveApi(route('GET', '/series', seriesList, { series: [] }));
    renderWithProviders(<RecentSeries />);
    await vi.waitFor(() => expect(stub).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Series' })).not.toBeInTheDocument(),
    );
  });

  it('says when they could not be loaded, and tries again', async () => {
    let fail = true;
    serveApi(
      route('GET', '/series', seriesList, () =>
        fail ? apiError(500, 'internal', 'Internal error') : { series: [series(1, 'Tafsir')] },
      ),
    );
    renderWithProviders(<RecentSeries />);
    expect(await screen.findByText("Couldn't load the series")).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tafsir' })).toBeVisible();
  });
});
