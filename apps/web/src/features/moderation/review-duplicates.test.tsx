import type { DuplicateCheck } from '@sada/contracts/duplicates';
import { moderationTrack } from '@sada/contracts/moderation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n/i18n';
import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { reviewTrack, trackId } from './test-data';
import { TrackReviewPanel } from './track-review-panel';

function renderPanel(duplicateCheck: DuplicateCheck) {
  const track = reviewTrack(3, { duplicateCheck });
  serveApi(route('GET', '/moderation/tracks/:id', moderationTrack, track));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: { ...testListener, role: 'admin' } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrackReviewPanel trackId={track.id} onDecided={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const matches: DuplicateCheck['matches'] = [
  {
    track: {
      id: trackId(41),
      title: 'Lanterns at Dusk',
      artistName: 'Other Artist',
      status: 'live',
    },
    similarity: 0.967,
  },
  {
    track: {
      id: trackId(42),
      title: 'Refused Before',
      artistName: 'Same Artist',
      status: 'rejected',
    },
    similarity: 0.88,
  },
];

beforeEach(() => {
  serveApi();
});

describe('the duplicate check under review', () => {
  it('warns of a possible duplicate, naming each match with its status and similarity', async () => {
    renderPanel({ checked: true, matches });
    const section = await screen.findByRole('region', { name: 'Possible duplicate' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Lanterns at Dusk' })).toHaveAttribute(
      'href',
      `/track/${trackId(41)}`,
    );
    expect(within(first).getByText('Other Artist')).toBeInTheDocument();
    expect(within(first).getByText('Live')).toBeInTheDocument();
    expect(within(first).getByText('97% similar')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Refused Before' })).toBeInTheDocument();
    expect(within(second).getByText('Rejected')).toBeInTheDocument();
    expect(within(second).getByText('88% similar')).toBeInTheDocument();
    expect(screen.queryByText('not checked for duplicates')).not.toBeInTheDocument();
  });

  it('says when the upload could not be checked', async () => {
    renderPanel({ checked: false, matches: [] });
    expect(await screen.findByText('not checked for duplicates')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Possible duplicate' })).not.toBeInTheDocument();
  });

  it('shows nothing when nothing matched, or the check has not run yet', async () => {
    renderPanel({ checked: true, matches: [] });
    await screen.findByRole('heading', { name: 'Harbour Lights 3' });
    expect(screen.queryByRole('region', { name: 'Possible duplicate' })).not.toBeInTheDocument();
    expect(screen.queryByText('not checked for duplicates')).not.toBeInTheDocument();
  });

  it('is in Arabic for an Arabic reader', async () => {
    await changeLanguage('ar');
    try {
      renderPanel({ checked: true, matches: matches.slice(0, 1) });
      const section = await screen.findByRole('region', { name: 'تكرار محتمل' });
      expect(within(section).getByText(/^تشابه بنسبة ٩٧/)).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says so in Arabic when the upload could not be checked', async () => {
    await changeLanguage('ar');
    try {
      renderPanel({ checked: false, matches: [] });
      expect(await screen.findByText('لم يُفحص بحثًا عن التكرار')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
