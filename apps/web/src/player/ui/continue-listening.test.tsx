import { continueListening, type ContinueListening } from '@sada/contracts/positions';
import { currentItem } from '@sada/player-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { route, serveApi } from '../../testing/fetch';
import { renderWithProviders } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { playerStore } from '../state/player-store';
import { ContinueListeningSection, progressOf } from './continue-listening';

const series = { id: '00000000-0000-4000-8000-00000000e001', title: 'The Seerah in Order' };

function item(n: number, positionMs: number, durationMs: number, withSeries = false) {
  const track = makeTrack(n, { title: `Lecture ${n}`, durationMs });
  return {
    track: {
      ...track,
      explicit: false,
      status: 'live' as const,
      playCount: 0,
      likeCount: 0,
      createdAt: '2026-02-10T10:00:00.000Z',
    },
    positionMs,
    series: withSeries ? series : null,
    updatedAt: '2026-05-01T10:00:00.000Z',
  };
}

const inProgress: ContinueListening = {
  items: [item(1, 720_000, 3_600_000, true), item(2, 1_190_000, 1_200_000)],
};

function wrap(content: ReactNode) {
  return (
    <section aria-label="Continue listening">
      <h2>Continue listening</h2>
      {content}
    </section>
  );
}

describe('Continue listening', () => {
  it('shows each item with its artist, series, progress and time left', async () => {
    serveApi(route('GET', '/me/continue', continueListening, inProgress));
    renderWithProviders(<ContinueListeningSection signedIn wrap={wrap} />);
    const first = (
      await screen.findByRole('button', { name: 'Resume Lecture 1 from 12:00' })
    ).closest('li') as HTMLElement;
    expect(within(first).getByText(/Artist 1/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: series.title })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    const bar = within(first).getByRole('progressbar', { name: 'Progress in Lecture 1' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(within(first).getByText('48m left')).toBeInTheDocument();
    // Under a minute to go still reads as a minute.
    expect(screen.getByText('1m left')).toBeInTheDocument();
  });

  it('resumes an item at its saved place, as an episode of its series', async () => {
    serveApi(route('GET', '/me/continue', continueListening, inProgress));
    renderWithProviders(<ContinueListeningSection signedIn wrap={wrap} />);
    await userEvent.click(await screen.findByRole('button', { name: /Resume Lecture 1/ }));
    const state = playerStore.getState();
    expect(currentItem(state.queue)?.track).toMatchObject({ title: 'Lecture 1', series });
    expect(state.seekRequest?.time).toBe(720);
    expect(state.playIntent).toBe(true);
    // The same card now pauses it.
    await userEvent.click(screen.getByRole('button', { name: 'Pause Lecture 1' }));
    expect(playerStore.getState().playIntent).toBe(false);
  });

  it('shows placeholders while the list loads', () => {
    serveApi(route('GET', '/me/continue', continueListening, () => new Promise(() => {})));
    renderWithProviders(<ContinueListeningSection signedIn wrap={wrap} />);
    expect(
      screen.getByRole('status', { name: 'Loading what you were listening to' }),
    ).toBeVisible();
  });

  it('is left out when nothing is in progress', async () => {
    const stub = serveApi(route('GET', '/me/continue', continueListening, { items: [] }));
    renderWithProviders(<ContinueListeningSection signedIn wrap={wrap} />);
    await vi.waitFor(() => expect(stub).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Continue listening' })).not.toBeInTheDocument(),
    );
  });

  it('is not asked for by a visitor', () => {
    const stub = serveApi();
    renderWithProviders(<ContinueListeningSection signedIn={false} wrap={wrap} />);
    expect(screen.queryByRole('region', { name: 'Continue listening' })).not.toBeInTheDocument();
    expect(stub).not.toHaveBeenCalled();
  });
});

describe('progress of an item', () => {
  it('is the share heard and the minutes left, rounded up', () => {
    expect(progressOf(item(1, 900_000, 3_600_000))).toEqual({ percent: 25, leftMs: 2_700_000 });
    expect(progressOf(item(1, 900_001, 3_600_000)).leftMs).toBe(2_700_000);
    expect(progressOf(item(1, 3_599_000, 3_600_000)).leftMs).toBe(60_000);
  });

  it('is unknown without a length', () => {
    const unlisted = {
      ...item(1, 900_000, 1),
      track: { ...item(1, 0, 1).track, durationMs: null },
    };
    expect(progressOf(unlisted)).toEqual({ percent: 0, leftMs: null });
  });
});
