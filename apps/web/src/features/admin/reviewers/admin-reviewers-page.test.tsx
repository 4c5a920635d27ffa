import { adminReviewerList, type AdminReviewerList } from '@sada/contracts/review-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { AdminReviewersPage } from './admin-reviewers-page';

const waiting = {
  userId: '00000000-0000-4000-8000-000000000001',
  accountName: 'Yusuf Label',
  email: 'yusuf@label.test',
  publicName: 'Yusuf Karim',
  organisation: null,
  credentials: null,
  verifiedAt: null,
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const verified = {
  userId: '00000000-0000-4000-8000-000000000002',
  accountName: 'Chief Admin',
  email: 'admin@sada.test',
  publicName: 'Amina Yusuf',
  organisation: 'Al-Azhar',
  credentials: 'Ijazah in Hafs an Asim\nTen years of teaching',
  verifiedAt: '2026-03-03T12:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** GET answers with the list; PUT with the list after the change, as the server does. */
function serve(list: RouteAnswer<typeof adminReviewerList> = { reviewers: [waiting, verified] }) {
  let reviewers: AdminReviewerList['reviewers'] = [waiting, verified];
  return serveApi(
    route('GET', '/admin/reviewers', adminReviewerList, list),
    route('PUT', '/admin/reviewers/:userId/verification', adminReviewerList, ({ params, body }) => {
      const { verified: on } = body as { verified: boolean };
      reviewers = reviewers.map((reviewer) =>
        reviewer.userId === params.userId
          ? { ...reviewer, verifiedAt: on ? '2026-03-06T10:00:00.000Z' : null }
          : reviewer,
      );
      return { reviewers };
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminReviewersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const puts = ({ requests }: ReturnType<typeof serve>) =>
  requests.filter(({ method }) => method === 'PUT').map(({ path, body }) => ({ path, body }));

const row = async (name: string) =>
  within(await screen.findByRole('listitem', { name }))
    .getByRole('heading')
    .closest('li');

describe('the reviewers page', () => {
  it('lists each profile: names, account, organisation, credentials, verification, update', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Reviewers', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reviewer profiles' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Yusuf Karim');
    expect(first).toHaveTextContent('Yusuf Label');
    expect(first).toHaveTextContent('yusuf@label.test');
    expect(first).toHaveTextContent('Waiting for verification');
    expect(first).toHaveTextContent('Updated Mar 5, 2026');
    expect(second).toHaveTextContent('Verified on Mar 3, 2026');
    expect(second).toHaveTextContent('OrganisationAl-Azhar');
    expect(within(second as HTMLElement).getByText(/Ijazah in Hafs an Asim/).textContent).toBe(
      'Ijazah in Hafs an Asim\nTen years of teaching',
    );
  });

  it('verifies a profile at once', async () => {
    const fetchMock = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Yusuf Karim' }));
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        { path: `/admin/reviewers/${waiting.userId}/verification`, body: { verified: true } },
      ]),
    );
    expect(await row('Yusuf Karim')).toHaveTextContent('Verified on Mar 6, 2026');
  });

  it('asks before withdrawing a verification, and withdraws nothing on Cancel', async () => {
    const fetchMock = serve();
    renderPage();
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw the verification of Amina Yusuf',
    });
    await userEvent.click(withdraw);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Withdraw the verification of Amina Yusuf?',
    });
    expect(dialog).toHaveTextContent('credited to the Sada review team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);

    await userEvent.click(withdraw);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw verification',
      }),
    );
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        { path: `/admin/reviewers/${verified.userId}/verification`, body: { verified: false } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await row('Amina Yusuf')).toHaveTextContent('Waiting for verification');
  });

  it('says when there are no profiles yet, and how they come', async () => {
    serve({ reviewers: [] });
    renderPage();
    expect(await screen.findByText('No reviewer profiles yet')).toBeInTheDocument();
    expect(screen.getByText(/Settings, under Reviewer profile/)).toBeInTheDocument();
  });

  it('offers a retry when the profiles cannot be loaded', async () => {
    serve(apiError(500, 'internal'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reviewer profiles could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
