import { meResponse } from '@sada/contracts/session';
import { trackDetail, type TrackDetail } from '@sada/contracts/tracks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import {
  closeListeningRuleDialog,
  useListeningRuleDialog,
} from '../../components/listening-rule/dialog-store';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/i18n/i18n';
import { playerStore } from '../../player/state/player-store';
import { route, serveApi } from '../../testing/fetch';
import { reviewerId, testTrack, testTrackId } from './test-track';
import { TrackPage } from './track-page';

function renderTrackPage(track: TrackDetail) {
  serveApi(
    route('GET', '/me', meResponse, { user: null }),
    route('GET', '/tracks/:trackId', trackDetail, track),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/track/${track.id}`]}>
        <Routes>
          <Route path="/track/:id" element={<TrackPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const reviewText = async () => (await screen.findByTestId('track-review')).textContent;

afterEach(async () => {
  closeListeningRuleDialog();
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('the review record on the track page', () => {
  it('names the reviewer, their organisation and the date, linking to their profile', async () => {
    renderTrackPage(testTrack());
    expect(await reviewText()).toBe('Reviewed by Amina Yusuf (Al-Azhar) on March 3, 2026');
    expect(screen.getByRole('link', { name: 'Amina Yusuf' })).toHaveAttribute(
      'href',
      `/reviewers/${reviewerId(1)}`,
    );
  });

  it('joins several reviewers as English does, linking only those with a profile', async () => {
    const reviewers = [
      { name: 'Amina Yusuf', organisation: null, profileId: reviewerId(1) },
      { name: 'Sada review team', organisation: null, profileId: null },
    ];
    renderTrackPage(
      testTrack({ review: { state: 'reviewed', reviewedAt: '2026-03-03T12:00:00Z', reviewers } }),
    );
    expect(await reviewText()).toBe(
      'Reviewed by Amina Yusuf and Sada review team on March 3, 2026',
    );
    const badge = screen.getByTestId('track-review');
    expect(
      within(badge)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Amina Yusuf']);
  });

  it('lists three reviewers with the list format of the language', async () => {
    const reviewers = ['A', 'B', 'C'].map((name, i) => ({
      name,
      organisation: null,
      profileId: reviewerId(i + 1),
    }));
    renderTrackPage(
      testTrack({ review: { state: 'reviewed', reviewedAt: '2026-03-03T12:00:00Z', reviewers } }),
    );
    const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(['A', 'B', 'C']);
    expect(await reviewText()).toBe(`Reviewed by ${names} on March 3, 2026`);
  });

  it('reads in Arabic, with the review team in Arabic too', async () => {
    await changeLanguage('ar');
    const reviewers = [
      { name: 'Amina Yusuf', organisation: null, profileId: reviewerId(1) },
      { name: 'Sada review team', organisation: null, profileId: null },
    ];
    renderTrackPage(
      testTrack({ review: { state: 'reviewed', reviewedAt: '2026-03-03T12:00:00Z', reviewers } }),
    );
    const text = await reviewText();
    expect(text).toMatch(/^راجعه Amina Yusuf و ?فريق المراجعة في صدى في /);
    expect(text).toContain('٢٠٢٦');
    expect(screen.getByRole('link', { name: 'سجل المراجعة' })).toBeInTheDocument();
  });

  it("says 'Under review' while no approval vouches for what listeners get", async () => {
    renderTrackPage(testTrack({ review: { state: 'under_review' } }));
    expect(await reviewText()).toBe('Under review');
  });

  it('links to the review history and keeps the confirmed instrumentation', async () => {
    renderTrackPage(testTrack());
    expect(await screen.findByRole('link', { name: 'Review history' })).toHaveAttribute(
      'href',
      `/track/${testTrackId}/reviews`,
    );
    expect(screen.getByText('Instrumentation')).toBeInTheDocument();
    expect(screen.getByText('Vocals only')).toBeInTheDocument();
  });
});

describe('a track outside what the listener chose to hear', () => {
  it('says so, and Play explains itself and plays nothing', async () => {
    renderTrackPage(testTrack({ outsideRule: true }));
    expect(await screen.findByText('Not in what you chose to hear')).toBeVisible();
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play).toHaveAttribute('aria-disabled', 'true');
    expect(play).toHaveAccessibleDescription('Not in what you chose to hear');
    await userEvent.click(play);
    expect(playerStore.getState().queue.items).toEqual([]);
  });

  it("opens 'What would you like to hear?' from the page", async () => {
    renderTrackPage(testTrack({ outsideRule: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change what you hear' }));
    expect(useListeningRuleDialog.getState().open).toBe(true);
  });

  it('plays as usual when the track is within the rule', async () => {
    renderTrackPage(testTrack());
    const play = await screen.findByRole('button', { name: 'Play' });
    expect(play).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Not in what you chose to hear')).not.toBeInTheDocument();
    await userEvent.click(play);
    expect(playerStore.getState().queue.items).toHaveLength(1);
  });
});
