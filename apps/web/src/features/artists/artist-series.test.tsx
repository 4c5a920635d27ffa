import { seriesList, type SeriesSummary } from '@sada/contracts/series';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { renderWithProviders } from '../../testing/render';
import { ArtistSeries } from './artist-series';

const artistId = '00000000-0000-4000-9000-000000000001';
const series: SeriesSummary = {
  id: '00000000-0000-4000-8000-0000000000d1',
  title: 'Tafsir of Juz Amma',
  description: null,
  kind: 'tafsir',
  language: 'arabic',
  ordering: 'ordered',
  artist: { id: artistId, name: 'Safiya Noor', verified: true },
  coverUrl: null,
  episodeCount: 1,
  followerCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve(answer: RouteAnswer<typeof seriesList>) {
  serveApi(route('GET', '/artists/:artistId/series', seriesList, answer));
}

describe('the series on an artist page', () => {
  it('shows the artist’s series as cards opening their pages', async () => {
    serve({ series: [series] });
    renderWithProviders(<ArtistSeries artistId={artistId} />);
    const section = await screen.findByRole('region', { name: 'Series' });
    expect(within(section).getByRole('link', { name: 'Tafsir of Juz Amma' })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    expect(section).toHaveTextContent('Tafsir · 1 episode');
  });

  it('is not there when the artist has no series', async () => {
    serve({ series: [] });
    const { container } = renderWithProviders(<ArtistSeries artistId={artistId} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Series' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('offers to try again when the series could not be loaded', async () => {
    serve(apiError(503, 'unavailable', 'Down'));
    renderWithProviders(<ArtistSeries artistId={artistId} />);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The series could not be loaded.',
    );
  });
});
