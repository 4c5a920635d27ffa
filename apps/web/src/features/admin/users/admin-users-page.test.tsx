import {
  adminArtistResponse,
  adminUserPage,
  adminUserResponse,
  labelVerification,
  type AdminUser,
  type AdminUserPage,
} from '@sada/contracts/admin';
import {
  defaultScheduler,
  notifyManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import type { SessionUser } from '../../../lib/session/session-user';
import { sessionQueryKey } from '../../../lib/session/use-session';
import { apiError, route, serveApi, type Answer, type Handler } from '../../../testing/fetch';
import { testListener } from '../../../testing/session-user';
import { AdminUsersPage } from './admin-users-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const me: SessionUser = {
  ...testListener,
  id: '00000000-0000-4000-8000-0000000000a1',
  displayName: 'Chief Admin',
  role: 'admin',
};

const account = (n: number, values: Partial<AdminUser> = {}): AdminUser => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  displayName: `Person ${n}`,
  username: `person_${n}`,
  email: `person${n}@example.test`,
  avatarUrl: null,
  role: 'listener',
  emailVerified: true,
  labelVerified: false,
  artist: null,
  suspended: false,
  suspendedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  // Three hours before the test runs: the page says how long ago, relative to the real clock.
  lastActiveAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...values,
});

const amina = account(1, { displayName: 'Amina Rahman', email: 'amina@example.test' });
const label = account(2, { displayName: 'Nur Records', role: 'label' });
const bilal = {
  id: '00000000-0000-4000-8000-0000000000b3',
  name: 'Bilal',
  verified: false,
  labelId: null,
  labelName: null,
  ownerUserId: '00000000-0000-4000-8000-000000000003',
};
const singer = account(3, { displayName: 'Bilal Singer', role: 'artist', artist: bilal });
const self = account(9, { id: me.id, displayName: 'Chief Admin', role: 'admin' });

/** Lists `list` (and the labels, for the label pickers); `mutations` answer the changes. */
function serve(
  list: Answer<typeof adminUserPage> = { users: [amina, label, singer, self], nextCursor: null },
  ...mutations: Handler[]
) {
  return serveApi(
    route('GET', '/admin/users', adminUserPage, ({ query }) =>
      query.get('role') === 'label' ? { users: [label], nextCursor: null } : list,
    ),
    ...mutations,
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: me });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminUsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const row = async (name: string) => screen.findByRole('listitem', { name });

/** The mutations sent, as method, path and body. */
function sent(fetchMock: ReturnType<typeof serve>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => [
      init?.method,
      String(input),
      init?.body ? JSON.parse(String(init.body)) : undefined,
    ]);
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('the user management page', () => {
  it('lists the accounts with their role, status and when they were last active', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const person = await row('Amina Rahman');
    expect(within(person).getByText('amina@example.test')).toBeInTheDocument();
    expect(within(person).getByLabelText('Role')).toHaveValue('listener');
    expect(person).toHaveTextContent(/Joined .+Active 3 hours ago/);
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
  });

  it('searches by what is typed and filters by role', async () => {
    const fetchMock = serve();
    renderPage();
    await row('Amina Rahman');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Search by name/ }), 'amina');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'artist');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringMatching(/\/api\/admin\/users\?q=amina&role=artist&limit=25/),
      ),
    );
  });

  it('changes a role only once the admin confirms, naming the person', async () => {
    const fetchMock = serve(
      undefined,
      route('PUT', '/admin/users/:id/role', adminUserResponse, {
        user: { ...amina, role: 'artist' },
      }),
    );
    renderPage();
    const person = await row('Amina Rahman');
    const user = userEvent.setup();
    await user.selectOptions(within(person).getByLabelText('Role'), 'artist');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Change the role of Amina Rahman to Artist?',
    });
    expect(sent(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(sent(fetchMock)).toEqual([
        ['PUT', `/api/admin/users/${amina.id}/role`, { role: 'artist' }],
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('The role of Amina Rahman is now Artist');
  });

  it('sends nothing when the role change is cancelled', async () => {
    const fetchMock = serve();
    renderPage();
    const person = await row('Amina Rahman');
    const user = userEvent.setup();
    await user.selectOptions(within(person).getByLabelText('Role'), 'admin');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(person).getByLabelText('Role')).toHaveValue('listener');
    expect(sent(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal when a change fails", async () => {
    serve(
      undefined,
      route(
        'PUT',
        '/admin/users/:id/role',
        adminUserResponse,
        apiError(409, 'own_role', 'You cannot change your own role'),
      ),
    );
    renderPage();
    const person = await row('Amina Rahman');
    const user = userEvent.setup();
    await user.selectOptions(within(person).getByLabelText('Role'), 'label');
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The role could not be changed', {
        description: 'You cannot change your own role',
      }),
    );
  });

  it("suspends after a confirmation that names the person, with the admin's reason", async () => {
    const fetchMock = serve(
      undefined,
      route('POST', '/admin/users/:id/suspend', adminUserResponse, {
        user: { ...amina, suspended: true },
      }),
    );
    renderPage();
    const person = await row('Amina Rahman');
    const user = userEvent.setup();
    await user.click(within(person).getByRole('button', { name: 'Suspend Amina Rahman' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Amina Rahman?' });
    expect(within(dialog).getByText(/amina@example.test is signed out everywhere/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Spam uploads');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(sent(fetchMock)).toEqual([
        ['POST', `/api/admin/users/${amina.id}/suspend`, { reason: 'Spam uploads' }],
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('Amina Rahman is suspended');
  });

  it('restores a suspended account after asking', async () => {
    const suspended = { ...amina, suspended: true, suspendedAt: '2026-11-21T10:00:00.000Z' };
    const fetchMock = serve(
      { users: [suspended], nextCursor: null },
      route('POST', '/admin/users/:id/restore', adminUserResponse, { user: amina }),
    );
    renderPage();
    const person = await row('Amina Rahman');
    expect(within(person).getByText('Suspended')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(person).getByRole('button', { name: 'Restore Amina Rahman' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore Amina Rahman?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(sent(fetchMock)).toEqual([['POST', `/api/admin/users/${amina.id}/restore`, {}]]),
    );
  });

  it('never offers the admin a change to their own role or a suspension of themself', async () => {
    serve();
    renderPage();
    const own = await row('Chief Admin');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).getByLabelText('Role')).toBeDisabled();
    expect(within(own).getByText('You cannot change your own role.')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
  });

  it('verifies a record label', async () => {
    const fetchMock = serve(
      undefined,
      route('POST', '/admin/labels/:id/verify', labelVerification, {
        userId: label.id,
        labelVerified: true,
        labelVerifiedAt: '2026-11-23T10:00:00.000Z',
      }),
    );
    renderPage();
    const company = await row('Nur Records');
    expect(within(company).getByText(/not verified yet/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(company).getByRole('button', { name: 'Verify the label Nur Records' }));
    await waitFor(() =>
      expect(sent(fetchMock)).toEqual([['POST', `/api/admin/labels/${label.id}/verify`, {}]]),
    );
    expect(toast.success).toHaveBeenCalledWith('Nur Records is a verified label');
  });

  it('gives an artist the badge and signs them to a label', async () => {
    const artistAnswer = { artist: { ...bilal, verified: true } };
    const fetchMock = serve(
      undefined,
      route('POST', '/admin/artists/:id/verify', adminArtistResponse, artistAnswer),
      route('PUT', '/admin/artists/:id/label', adminArtistResponse, artistAnswer),
    );
    renderPage();
    const artist = await row('Bilal Singer');
    const user = userEvent.setup();
    await user.click(
      within(artist).getByRole('button', { name: 'Give Bilal the Verified Artist badge' }),
    );
    const select = within(artist).getByLabelText('Label Bilal is signed to');
    const save = within(artist).getByRole('button', { name: 'Save label' });
    expect(save).toBeDisabled();
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Nur Records');
    await user.click(save);
    await waitFor(() =>
      expect(sent(fetchMock)).toEqual([
        ['POST', `/api/admin/artists/${singer.artist?.id}/verify`, {}],
        ['PUT', `/api/admin/artists/${singer.artist?.id}/label`, { labelId: label.id }],
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('Bilal is signed to Nur Records');
  });

  it('confirms a saved label once the list shows the artist signed', async () => {
    // React renders the refreshed list as soon as it arrives, not at the end of an act() scope:
    // the artist's controls, which start afresh with each new label, may be gone before the
    // save has settled, and the confirmation must not depend on them.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    notifyManager.setScheduler(queueMicrotask);
    onTestFinished(() => {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      notifyManager.setScheduler(defaultScheduler);
    });
    const signed = { ...singer, artist: singer.artist && { ...singer.artist } };
    const list: AdminUserPage = { users: [label, signed], nextCursor: null };
    serve(
      list,
      route('PUT', '/admin/artists/:id/label', adminArtistResponse, () => {
        // The server now lists the artist as signed, as the refreshed list will show.
        if (!signed.artist) return apiError(404, 'not_found');
        signed.artist = { ...signed.artist, labelId: label.id, labelName: 'Nur Records' };
        return { artist: signed.artist };
      }),
    );
    renderPage();
    const artist = await row('Bilal Singer');
    const user = userEvent.setup();
    const select = within(artist).getByLabelText('Label Bilal is signed to');
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Nur Records');
    await user.click(within(artist).getByRole('button', { name: 'Save label' }));
    await waitFor(() =>
      expect(within(artist).getByLabelText('Label Bilal is signed to')).toHaveValue(label.id),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Bilal is signed to Nur Records'),
    );
  });

  it('says when there are no accounts', async () => {
    serve({ users: [], nextCursor: null });
    renderPage();
    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    serve(apiError(500, 'internal'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The accounts could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
