import {
  allAdminActionNames,
  auditPage,
  type AuditEntry,
  type AuditPage,
} from '@sada/contracts/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { AdminAuditPage } from './admin-audit-page';

const entry = (n: number, values: Partial<AuditEntry>): AuditEntry => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  adminId: '00000000-0000-4000-8000-0000000000a1',
  adminEmail: 'admin@sada.test',
  adminName: 'Chief Admin',
  action: 'user.role',
  targetType: 'user',
  targetId: '00000000-0000-4000-8000-0000000000b1',
  targetName: 'Amina Rahman',
  details: {},
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...values,
});

const page: AuditPage = {
  entries: [
    entry(1, { details: { from: 'listener', to: 'artist' } }),
    entry(2, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      targetName: null,
      details: {
        before: { registrationOpen: true, uploadSizeLimitMb: 50 },
        after: { registrationOpen: false, uploadSizeLimitMb: 80 },
      },
    }),
    entry(3, { action: 'user.suspend', details: { reason: 'Spam uploads' } }),
    entry(4, {
      action: 'track.take_down',
      targetType: 'track',
      targetName: 'Morning Light',
      details: {
        title: 'Morning Light',
        reason: 'Copyrighted backing track',
        previousStatus: 'live',
      },
    }),
    entry(5, {
      action: 'track.restore',
      targetType: 'track',
      targetName: 'Morning Light',
      details: { previousStatus: 'rejected', takeDownReason: 'Copyrighted backing track' },
    }),
    entry(6, {
      action: 'track.review_priority',
      targetType: 'track',
      targetName: 'Evening Recitation',
      details: { title: 'Evening Recitation', from: 0, to: 7 },
    }),
    entry(7, {
      action: 'job.retry',
      targetType: 'job',
      targetId: '00000000-0000-4000-8000-0000000000c1',
      targetName: null,
      details: { queue: 'audio-processing', trackId: null, trackTitle: 'Dawn Dhikr' },
    }),
    entry(8, { action: 'legacy.action', targetType: 'user', targetName: 'Amina Rahman' }),
  ],
  nextCursor: 'next-page',
};

function serve(answer: RouteAnswer<typeof auditPage> = page) {
  return serveApi(route('GET', '/admin/audit', auditPage, answer));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminAuditPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the audit log', () => {
  it('says who did what to whom, what changed and when', async () => {
    serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Admin actions' });
    const [role, settings, suspension, takeDown, restore, priority, retry, other] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(role).toHaveTextContent('Chief Admin changed the role of Amina Rahman');
    expect(role).toHaveTextContent('Music Lover → Artist');
    expect(role).toHaveTextContent('5 minutes ago');
    expect(settings).toHaveTextContent('Chief Admin changed the platform settings');
    expect(settings).toHaveTextContent('Registration open: on → off');
    expect(settings).toHaveTextContent('Upload size limit (MB): 50 → 80');
    expect(suspension).toHaveTextContent('Reason: Spam uploads');
    expect(takeDown).toHaveTextContent('Chief Admin took down Morning Light');
    expect(takeDown).toHaveTextContent('Reason: Copyrighted backing track');
    expect(restore).toHaveTextContent('Chief Admin restored the track Morning Light');
    expect(restore).toHaveTextContent('Had been taken down for: Copyrighted backing track');
    expect(priority).toHaveTextContent(
      'Chief Admin changed the review priority of Evening Recitation',
    );
    expect(priority).toHaveTextContent('Review priority: 0 → 7');
    expect(retry).toHaveTextContent(
      'Chief Admin retried the failed job 00000000-0000-4000-8000-0000000000c1',
    );
    expect(retry).toHaveTextContent('Queue: audio-processing');
    expect(retry).toHaveTextContent('Track: Dawn Dhikr');
    // An action the page has no words for reads by its name.
    expect(other).toHaveTextContent('Chief Admin legacy.action Amina Rahman');
    expect(screen.getByRole('button', { name: 'Show older actions' })).toBeInTheDocument();
  });

  it('says what was done to reviewers and to the approvals a genre needs', async () => {
    serve({
      entries: [
        entry(1, { action: 'reviewer.verify', targetName: 'Amina Rahman' }),
        entry(2, { action: 'reviewer.unverify', targetName: 'Amina Rahman' }),
        entry(3, {
          action: 'genre.approvals',
          targetType: 'settings',
          targetId: 'quran_recitation',
          targetName: null,
          details: { from: 1, to: 3 },
        }),
      ],
      nextCursor: null,
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Admin actions' });
    const [verify, unverify, approvals] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(verify).toHaveTextContent('Chief Admin verified the reviewer profile of Amina Rahman');
    expect(unverify).toHaveTextContent(
      'Chief Admin withdrew the reviewer verification of Amina Rahman',
    );
    expect(approvals).toHaveTextContent(
      'Chief Admin changed the approvals needed for quran_recitation',
    );
    expect(approvals).toHaveTextContent('Approvals needed: 1 → 3');
  });

  it('asks the server for one kind of action', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByRole('list', { name: 'Admin actions' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Suspensions');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((call: unknown[]) => String(call[0]))).toContain(
        '/api/admin/audit?limit=50&action=user.suspend',
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Track take-downs');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((call: unknown[]) => String(call[0]))).toContain(
        '/api/admin/audit?limit=50&action=track.take_down',
      ),
    );
  });

  it('offers every action the record can hold as a filter', async () => {
    serve();
    renderPage();
    await screen.findByRole('list', { name: 'Admin actions' });
    const options = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      ...allAdminActionNames,
    ]);
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        'Track take-downs',
        'Track restorations',
        'Review priority changes',
        'Job retries',
      ]),
    );
    expect(new Set(options.map((option) => option.textContent)).size).toBe(options.length);
  });

  it('says when nothing is recorded', async () => {
    serve({ entries: [], nextCursor: null });
    renderPage();
    expect(await screen.findByText('No admin actions recorded yet')).toBeInTheDocument();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    serve(apiError(500, 'internal'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded.',
    );
  });
});
