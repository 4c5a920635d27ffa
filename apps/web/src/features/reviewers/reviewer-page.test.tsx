import { publicReviewerProfile, type PublicReviewerProfile } from '@sada/contracts/review-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/i18n/i18n';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { ReviewerPage } from './reviewer-page';

const userId = '00000000-0000-4000-8000-000000000007';

function reviewer(values: Partial<PublicReviewerProfile> = {}): PublicReviewerProfile {
  return {
    id: userId,
    publicName: 'Amina Yusuf',
    organisation: 'Al-Azhar',
    credentials: 'Ijazah in Hafs an Asim\n<b>Ten years</b> of teaching',
    verifiedAt: '2026-03-03T12:00:00.000Z',
    reviewedTracks: 12,
    ...values,
  };
}

function renderPage(answer: RouteAnswer<typeof publicReviewerProfile>) {
  serveApi(route('GET', '/reviewers/:userId', publicReviewerProfile, answer));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/reviewers/${userId}`]}>
        <Routes>
          <Route path="/reviewers/:userId" element={<ReviewerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe("a reviewer's public profile", () => {
  it('shows the name, organisation, credentials, verification and reviewed tracks', async () => {
    renderPage(reviewer());
    expect(await screen.findByRole('heading', { name: 'Amina Yusuf' })).toBeInTheDocument();
    expect(screen.getByText('Al-Azhar')).toBeInTheDocument();
    expect(screen.getByText('Verified on March 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('Reviewed 12 live tracks')).toBeInTheDocument();
  });

  it('shows the credentials as plain text, line breaks kept, never as markup', async () => {
    renderPage(reviewer());
    const credentials = await screen.findByText(/Ijazah in Hafs an Asim/);
    expect(credentials.textContent).toBe('Ijazah in Hafs an Asim\n<b>Ten years</b> of teaching');
    expect(credentials.querySelector('b')).toBeNull();
    expect(credentials).toHaveClass('whitespace-pre-line');
  });

  it('counts one live track in the singular', async () => {
    renderPage(reviewer({ reviewedTracks: 1, organisation: null, credentials: null }));
    expect(await screen.findByText('Reviewed 1 live track')).toBeInTheDocument();
    expect(screen.queryByText('Organisation')).not.toBeInTheDocument();
    expect(screen.queryByText('Credentials')).not.toBeInTheDocument();
  });

  it.each([
    [0, 'راجع ٠ مقطع منشور'],
    [1, 'راجع مقطعًا منشورًا واحدًا'],
    [2, 'راجع مقطعين منشورين'],
    [3, 'راجع ٣ مقاطع منشورة'],
    [11, 'راجع ١١ مقطعًا منشورًا'],
    [100, 'راجع ١٠٠ مقطع منشور'],
  ])('counts %s live tracks in Arabic', async (count, text) => {
    await changeLanguage('ar');
    renderPage(reviewer({ reviewedTracks: count }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("says 'Reviewer not found' for anyone without a verified profile", async () => {
    renderPage(apiError(404, 'not_found', 'Reviewer not found'));
    expect(await screen.findByRole('heading', { name: 'Reviewer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse music' })).toBeInTheDocument();
  });

  it('offers to try again when the profile could not be loaded', async () => {
    renderPage(apiError(500, 'internal', 'Broken'));
    expect(await screen.findByText('This reviewer could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
