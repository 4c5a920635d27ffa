import {
  myReviewerProfile,
  reviewRecordMessages,
  type MyReviewerProfile,
} from '@sada/contracts/review-record';
import { meResponse } from '@sada/contracts/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/i18n/i18n';
import type { SessionUser } from '../../lib/session/session-user';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { ReviewerProfileSection } from './reviewer-profile-section';
import { SettingsPage } from './settings-page';

const verifiedLabel: SessionUser = { ...testListener, role: 'label', labelVerified: true };

const saved: MyReviewerProfile = {
  profile: {
    publicName: 'Amina Yusuf',
    organisation: 'Al-Azhar',
    credentials: 'Ijazah in Hafs an Asim',
    verifiedAt: '2026-03-03T12:00:00.000Z',
  },
};

function serve(
  mine: RouteAnswer<typeof myReviewerProfile> = saved,
  save: RouteAnswer<typeof myReviewerProfile> = ({ body }) => {
    const input = body as {
      publicName: string;
      organisation: string | null;
      credentials: string | null;
    };
    return { profile: { ...input, verifiedAt: null } };
  },
) {
  return serveApi(
    route('GET', '/me/reviewer-profile', myReviewerProfile, mine),
    route('PUT', '/me/reviewer-profile', myReviewerProfile, save),
  );
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewerProfileSection userId={verifiedLabel.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const puts = ({ requests }: ReturnType<typeof serve>) =>
  requests.filter(({ method }) => method === 'PUT').map(({ body }) => body);

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('the reviewer profile in settings', () => {
  it('shows the saved profile, verified, with its public page and what a change does', async () => {
    serve();
    renderSection();
    expect(await screen.findByLabelText('Public name')).toHaveValue('Amina Yusuf');
    expect(screen.getByLabelText('Organisation')).toHaveValue('Al-Azhar');
    expect(screen.getByLabelText('Credentials')).toHaveValue('Ijazah in Hafs an Asim');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      `/reviewers/${verifiedLabel.id}`,
    );
    expect(
      screen.getByText('Saving a change sends the profile for verification again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save reviewer profile' })).toBeDisabled();
  });

  it('saves a change, which then waits for an admin', async () => {
    const fetchMock = serve();
    renderSection();
    const organisation = await screen.findByLabelText('Organisation');
    await userEvent.clear(organisation);
    await userEvent.click(screen.getByRole('button', { name: 'Save reviewer profile' }));
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        { publicName: 'Amina Yusuf', organisation: null, credentials: 'Ijazah in Hafs an Asim' },
      ]),
    );
    expect(await screen.findByText('Waiting for an admin to verify it')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'View your public profile' }),
    ).not.toBeInTheDocument();
  });

  it('starts empty when there is no profile yet, saying whom reviews are credited to', async () => {
    serve({ profile: null });
    renderSection();
    expect(await screen.findByLabelText('Public name')).toHaveValue('');
    expect(screen.getByText(/your reviews are credited to the Sada review team/)).toBeVisible();
  });

  it('asks for a public name before sending anything', async () => {
    const fetchMock = serve({ profile: null });
    renderSection();
    await userEvent.type(await screen.findByLabelText('Organisation'), 'Al-Azhar');
    await userEvent.click(screen.getByRole('button', { name: 'Save reviewer profile' }));
    expect(await screen.findByText(reviewRecordMessages.publicNameRequired)).toBeVisible();
    expect(screen.getByLabelText('Public name')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(fetchMock)).toEqual([]);
  });

  it("puts the server's refusal of a taken name under the name", async () => {
    serve(
      saved,
      apiError(409, 'reviewer_name_taken', reviewRecordMessages.publicNameTaken, {
        publicName: reviewRecordMessages.publicNameTaken,
      }),
    );
    renderSection();
    const name = await screen.findByLabelText('Public name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sada review team');
    await userEvent.click(screen.getByRole('button', { name: 'Save reviewer profile' }));
    expect(
      await screen.findByText('That name belongs to another reviewer or to Sada'),
    ).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/That name belongs to another reviewer or to Sada/);
  });

  it('shows the refusal in Arabic', async () => {
    await changeLanguage('ar');
    serve(
      saved,
      apiError(409, 'reviewer_name_taken', reviewRecordMessages.publicNameTaken, {
        publicName: reviewRecordMessages.publicNameTaken,
      }),
    );
    renderSection();
    const name = await screen.findByLabelText('الاسم العام');
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'احفظ ملف المراجع' }));
    expect(await screen.findByText('هذا الاسم لمراجع آخر أو لصدى')).toBeVisible();
  });

  it('offers to try again when the profile could not be loaded', async () => {
    serve(apiError(500, 'internal', 'Broken'));
    renderSection();
    expect(
      await screen.findByText('Your reviewer profile could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the settings page', () => {
  function renderPage(user: SessionUser) {
    serveApi(
      route('GET', '/me', meResponse, { user }),
      route('GET', '/me/reviewer-profile', myReviewerProfile, saved),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('has a reviewer profile section for those who review', async () => {
    renderPage(verifiedLabel);
    expect(await screen.findByRole('heading', { name: 'Reviewer profile' })).toBeInTheDocument();
  });

  it('has none for a listener', async () => {
    renderPage(testListener);
    expect(await screen.findByRole('heading', { name: 'Account security' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reviewer profile' })).not.toBeInTheDocument();
  });
});
