import {
  notificationList,
  notificationMarked,
  notificationsMarked,
  type Notification,
  type NotificationList,
} from '@sada/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeEventSource } from '../../testing/fake-event-source';
import { apiError, route, serveApi, type Handler, type RouteAnswer } from '../../testing/fetch';
import { NotificationBell } from './notification-bell';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function makeNotification(n: number, values: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'general',
    title: `Title ${n}`,
    message: `Message ${n}`,
    link: null,
    data: {},
    read: false,
    createdAt: minutesAgo(n),
    ...values,
  };
}

const follower = makeNotification(1, {
  kind: 'new_follower',
  title: 'New follower',
  message: 'Amina now follows Nur.',
  link: '/user/abc',
  data: { followerName: 'Amina', artistName: 'Nur Ensemble' },
});
const welcome = makeNotification(90, {
  title: 'Welcome to Sada',
  message: 'As-salaam alaikum!',
  read: true,
});

/** Serves the bell's list with `list`, and any other `handlers` given. */
function serve(list: RouteAnswer<typeof notificationList>, ...handlers: Handler[]) {
  return serveApi(route('GET', '/me/notifications', notificationList, list), ...handlers);
}

const listOf = (notifications: Notification[], unreadCount: number): NotificationList => ({
  notifications,
  unreadCount,
});

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/browse']}>
        <Routes>
          <Route path="/browse" element={<NotificationBell />} />
          <Route path="/user/:id" element={<p>Profile page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bell = () => screen.getByRole('button', { name: /notification/i });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.mocked(toast).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('the notification bell', () => {
  it('shows the unread count in the badge and in its name', async () => {
    serve(listOf([follower, welcome], 3));
    renderBell();
    expect(await screen.findByRole('button', { name: '3 unread notifications' })).toBeVisible();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('caps the badge at 99+ and hides it at zero', async () => {
    serve(listOf([follower], 150));
    renderBell();
    expect(await screen.findByRole('button', { name: '150 unread notifications' })).toBeVisible();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('has no badge when everything is read', async () => {
    serve(listOf([welcome], 0));
    renderBell();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('lists the notifications, worded by kind, with unread marks and times', async () => {
    serve(listOf([follower, welcome], 1));
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '1 unread notification' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('New follower');
    expect(items[0]).toHaveTextContent('Amina now follows Nur Ensemble.');
    expect(items[0]).toHaveTextContent('1 minute ago');
    expect(items[1]).toHaveTextContent('Welcome to Sada');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent('2 hours ago');
  });

  it("says 'No notifications yet' when there are none", async () => {
    serve(listOf([], 0));
    renderBell();
    await userEvent.click(bell());
    expect(await screen.findByText('No notifications yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'internal', 'Something went wrong') : listOf([welcome], 0)));
    renderBell();
    await userEvent.click(bell());
    expect(await screen.findByText('Could not load your notifications.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome to Sada')).toBeVisible();
  });

  it('shows the loading state before the list arrives', async () => {
    serve(() => new Promise(() => {}));
    renderBell();
    await userEvent.click(bell());
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
  });

  it('marks one read when it is opened and follows its link', async () => {
    const { requests } = serve(
      listOf([follower, welcome], 1),
      route('POST', '/me/notifications/:id/read', notificationMarked, {
        notification: { ...follower, read: true },
        unreadCount: 0,
      }),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '1 unread notification' }));
    await userEvent.click(screen.getByRole('button', { name: /New follower/ }));
    expect(await screen.findByText('Profile page')).toBeVisible();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', params: { id: follower.id } }),
    );
  });

  it("marks all read: the badge goes and 'All notifications marked as read' shows", async () => {
    const { requests } = serve(
      listOf([follower, makeNotification(2)], 2),
      route('POST', '/me/notifications/read-all', notificationsMarked, {
        marked: 2,
        unreadCount: 0,
      }),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '2 unread notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('All notifications marked as read'),
    );
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/me/notifications/read-all' }),
    );
  });

  it('puts a live notification at the top, raises the count and shows a toast', async () => {
    serve(listOf([welcome], 0));
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const [source] = FakeEventSource.instances;

    act(() => source?.emit('notification', { type: 'notification', notification: follower }));
    expect(await screen.findByRole('button', { name: '1 unread notification' })).toBeVisible();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    expect(toast).toHaveBeenCalledWith(
      'New follower',
      expect.objectContaining({
        description: 'Amina now follows Nur Ensemble.',
        action: expect.objectContaining({ label: 'View' }),
      }),
    );
    // The same one again (a resumed stream) is not counted twice.
    act(() => source?.emit('notification', { type: 'notification', notification: follower }));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');

    await userEvent.click(bell());
    const items = within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('New follower'),
      expect.stringContaining('Welcome to Sada'),
    ]);
  });
});
