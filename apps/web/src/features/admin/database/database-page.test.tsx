import { adminDatabase, type AdminDatabase } from '@sada/contracts/admin-console';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { AdminDatabasePage } from './database-page';

const database: AdminDatabase = {
  kind: 'postgresql',
  serverVersion: '17.2',
  sizeBytes: 12_500_000,
  exactRowCountLimit: 100_000,
  tables: [
    {
      schema: 'public',
      name: 'stream_events',
      rows: 2_400_000,
      rowsExact: false,
      totalBytes: 9_000_000,
    },
    { schema: 'public', name: 'tracks', rows: 42, rowsExact: true, totalBytes: 81_920 },
    { schema: 'pgboss', name: 'job', rows: 3, rowsExact: true, totalBytes: 512 },
  ],
  migrations: { latest: { number: 8, tag: '0008_admin_actions' }, applied: 9, available: 9 },
};

function serve(answer: RouteAnswer<typeof adminDatabase>) {
  return serveApi(route('GET', '/admin/database', adminDatabase, answer));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminDatabasePage />
    </QueryClientProvider>,
  );
}

describe('the admin database page', () => {
  it('names the database, its version, size and migration version', async () => {
    serve(database);
    renderPage();
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('17.2')).toBeInTheDocument();
    expect(screen.getByText('12.5 MB')).toBeInTheDocument();
    expect(screen.getByText('0008_admin_actions')).toBeInTheDocument();
    expect(screen.getByText('9 of 9 migrations applied')).toBeInTheDocument();
  });

  it('lists the tables with rows and sizes, marking estimates', async () => {
    serve(database);
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Tables with their rows and sizes, largest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((c) => c.textContent))).toEqual([
      ['stream_events', '≈ 2,400,000', '9 MB'],
      ['tracks', '42', '81.9 kB'],
      ['pgboss.job', '3', '512 bytes'],
    ]);
    expect(
      screen.getByText('≈ estimated: tables above 100,000 rows are not counted row by row.'),
    ).toBeInTheDocument();

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Find a table' }), 'job');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('offers to try again when the figures do not load', async () => {
    serve(apiError(500, 'boom', 'Boom'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database figures could not be loaded.');
  });
});
