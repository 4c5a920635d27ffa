import { publicReviewHistory, type PublicReviewHistory } from '@sada/contracts/review-record';
import { trackDetail } from '@sada/contracts/tracks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/i18n/i18n';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { reviewerId, testTrack, testTrackId } from './test-track';
import { TrackReviewsPage } from './track-reviews-page';

const history: PublicReviewHistory = {
  reviews: [
    {
      decision: 'approved',
      reviewedAt: '2026-03-03T12:00:00.000Z',
      reviewer: { name: 'Amina Yusuf', organisation: 'Al-Azhar', profileId: reviewerId(1) },
    },
    {
      decision: 'needs_revision',
      reviewedAt: '2026-02-20T12:00:00.000Z',
      reviewer: { name: 'Sada review team', organisation: null, profileId: null },
    },
    {
      decision: 'rejected',
      reviewedAt: '2026-02-12T12:00:00.000Z',
      reviewer: { name: 'Amina Yusuf', organisation: 'Al-Azhar', profileId: reviewerId(1) },
    },
  ],
};

function renderPage(reviews: RouteAnswer<typeof publicReviewHistory> = history) {
  serveApi(
    route('GET', '/tracks/:trackId', trackDetail, testTrack()),
    route('GET', '/tracks/:trackId/reviews', publicReviewHistory, reviews),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/track/${testTrackId}/reviews`]}>
        <Routes>
          <Route path="/track/:trackId/reviews" element={<TrackReviewsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('the review history page', () => {
  it('lists each decision in words, with its date and reviewer, newest first', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Review history' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Review decisions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ApprovedAmina Yusuf (Al-Azhar)March 3, 2026',
      'Changes requestedSada review teamFebruary 20, 2026',
      'RejectedAmina Yusuf (Al-Azhar)February 12, 2026',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Amina Yusuf' }),
    ).toHaveAttribute('href', `/reviewers/${reviewerId(1)}`);
    expect(within(rows[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links back to the track by its title', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
      'href',
      `/track/${testTrackId}`,
    );
  });

  it("says 'No reviews yet' when there are none", async () => {
    renderPage({ reviews: [] });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('says the track is not found for a track that is not there', async () => {
    renderPage(apiError(404, 'not_found', 'Track not found'));
    expect(await screen.findByRole('heading', { name: 'Track Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse music' })).toHaveAttribute('href', '/browse');
  });

  it('offers to try again when the history could not be loaded', async () => {
    let fail = true;
    renderPage(() => (fail ? apiError(500, 'internal', 'Broken') : history));
    expect(await screen.findByText('The review history could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Review decisions' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    renderPage();
    expect(screen.getByRole('heading', { name: 'سجل المراجعة' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'قرارات المراجعة' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('تمت الموافقة');
    expect(rows[1]).toHaveTextContent('طُلبت تعديلات');
    expect(rows[1]).toHaveTextContent('فريق المراجعة في صدى');
    expect(rows[2]).toHaveTextContent('مرفوض');
  });
});
