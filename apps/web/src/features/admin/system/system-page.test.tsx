import { retriedJob, systemStatus, type SystemStatus } from '@sada/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { AdminSystemPage } from './system-page';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));

const jobId = '00000000-0000-4000-8000-0000000000f1';

const status: SystemStatus = {
  health: {
    status: 'down',
    checkedAt: '2026-11-23T10:00:00.000Z',
    checks: [
      { name: 'database', status: 'ok', latencyMs: 2, detail: 'PGlite · PostgreSQL 17.5' },
      { name: 'storage', status: 'degraded', latencyMs: 1500, detail: 'Wrote, read and deleted' },
      { name: 'jobQueue', status: 'ok', latencyMs: 8, detail: 'pg-boss schema 27 on PGlite' },
      { name: 'ffmpeg', status: 'down', latencyMs: 5000, detail: 'No answer within 5000 ms' },
    ],
  },
  queues: [
    { name: 'audio-processing', created: 2, active: 1, retry: 0, failed: 1 },
    { name: 'monthly-listeners', created: 0, active: 0, retry: 0, failed: 0 },
  ],
  failedJobs: [
    {
      id: jobId,
      queue: 'audio-processing',
      trackId: '00000000-0000-4000-8000-0000000000c1',
      trackTitle: 'Evening Tone',
      error: 'ffprobe found no audio stream',
      failedAt: '2026-11-23T09:00:00.000Z',
    },
  ],
};

/** Answers the status with `system`, and a retry with `retry`. */
function serve(
  system: RouteAnswer<typeof systemStatus>,
  retry: RouteAnswer<typeof retriedJob> = apiError(404, 'not_found'),
) {
  return serveApi(
    route('GET', '/admin/system', systemStatus, system),
    route('POST', '/admin/jobs/:id/retry', retriedJob, retry),
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminSystemPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the system page', () => {
  it('lists every check with its state, response time and detail', async () => {
    serve(status);
    renderPage();
    expect(screen.getByRole('heading', { name: 'System Health' })).toBeInTheDocument();
    const checks = await screen.findAllByTestId('health-check');
    expect(checks.map((row) => row.textContent)).toEqual([
      'DatabaseHealthy2 msPGlite · PostgreSQL 17.5',
      'File storageDegraded1,500 msWrote, read and deleted',
      'Job queueHealthy8 mspg-boss schema 27 on PGlite',
      'Audio tools (ffmpeg)Down5,000 msNo answer within 5000 ms',
    ]);
    const panel = screen.getByRole('region', { name: 'Health checks' });
    expect(within(panel).getAllByText('Down')).toHaveLength(2);
  });

  it('shows the depth of each job queue', async () => {
    serve(status);
    renderPage();
    const rows = await screen.findAllByTestId('queue-depth');
    expect(rows.map((row) => row.textContent)).toEqual([
      'audio-processing2101',
      'monthly-listeners0000',
    ]);
  });

  it('reads everything again on Refresh', async () => {
    const fetch = serve(status);
    renderPage();
    await screen.findAllByTestId('health-check');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a failed job, says so and reads the page again', async () => {
    let retried = false;
    const fetch = serve(
      () => (retried ? { ...status, failedJobs: [] } : status),
      () => {
        retried = true;
        return { id: jobId, queue: 'audio-processing', state: 'retry' };
      },
    );
    renderPage();
    const job = (await screen.findAllByTestId('failed-job'))[0] as HTMLElement;
    expect(within(job).getByText('ffprobe found no audio stream')).toBeInTheDocument();
    await userEvent.click(within(job).getByRole('button', { name: 'Retry Evening Tone' }));

    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/admin/jobs/${jobId}/retry`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Evening Tone is back in its queue');
  });

  it("shows the server's message when the job cannot be retried", async () => {
    serve(status, apiError(409, 'job_not_failed', 'Only a failed job can be retried'));
    renderPage();
    const job = (await screen.findAllByTestId('failed-job'))[0] as HTMLElement;
    await userEvent.click(within(job).getByRole('button', { name: 'Retry Evening Tone' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The job could not be retried', {
        description: 'Only a failed job can be retried',
      }),
    );
  });

  it('says so when the job queue does not answer', async () => {
    serve({
      ...status,
      health: {
        ...status.health,
        checks: status.health.checks.map((c) =>
          c.name === 'jobQueue' ? { ...c, status: 'down' } : c,
        ),
      },
      queues: [],
      failedJobs: [],
    });
    renderPage();
    expect(
      await screen.findAllByText('The job queue is not answering; its health check says why.'),
    ).toHaveLength(2);
  });

  it('offers to try again when the status cannot be loaded', async () => {
    serve(apiError(500, 'internal', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('The system status could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
