import { genreApprovals, type GenreApprovals } from '@sada/contracts/review-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { GenreApprovalsSection } from './genre-approvals-section';

const message = 'Approvals needed must be a whole number from 1 to 5';

function serve(save?: RouteAnswer<typeof genreApprovals>) {
  let genres: GenreApprovals['genres'] = [
    { slug: 'nasheed', name: 'Nasheed', approvalsNeeded: 1 },
    { slug: 'quran_recitation', name: 'Quran Recitation', approvalsNeeded: 2 },
  ];
  return serveApi(
    route('GET', '/admin/genres', genreApprovals, () => ({ genres })),
    route(
      'PUT',
      '/admin/genres/:slug/approvals',
      genreApprovals,
      save ??
        (({ params, body }) => {
          const { approvalsNeeded } = body as { approvalsNeeded: number };
          genres = genres.map((genre) =>
            genre.slug === params.slug ? { ...genre, approvalsNeeded } : genre,
          );
          return { genres };
        }),
    ),
  );
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GenreApprovalsSection />
    </QueryClientProvider>,
  );
}

const puts = ({ requests }: ReturnType<typeof serve>) =>
  requests.filter(({ method }) => method === 'PUT').map(({ path, body }) => ({ path, body }));

describe('approvals per genre', () => {
  it('shows each genre with the approvals it needs', async () => {
    serve();
    renderSection();
    expect(screen.getByRole('heading', { name: 'Approvals per genre' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Approvals needed for Nasheed')).toHaveValue(1);
    expect(screen.getByLabelText('Approvals needed for Quran Recitation')).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Save the approvals for Nasheed' })).toBeDisabled();
  });

  it('saves one genre on its own', async () => {
    const fetchMock = serve();
    renderSection();
    const field = await screen.findByLabelText('Approvals needed for Quran Recitation');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(
      screen.getByRole('button', { name: 'Save the approvals for Quran Recitation' }),
    );
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        { path: '/admin/genres/quran_recitation/approvals', body: { approvalsNeeded: 3 } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Approvals needed for Quran Recitation')).toHaveValue(3),
    );
    expect(
      screen.getByRole('button', { name: 'Save the approvals for Quran Recitation' }),
    ).toBeDisabled();
  });

  it.each(['0', '6', '', '2.5'])('refuses "%s" with the message of the rules', async (value) => {
    const fetchMock = serve();
    renderSection();
    const field = await screen.findByLabelText('Approvals needed for Nasheed');
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
    await userEvent.click(screen.getByRole('button', { name: 'Save the approvals for Nasheed' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(puts(fetchMock)).toEqual([]);
  });

  it("puts the server's refusal under the field", async () => {
    serve(apiError(400, 'validation_error', message, { approvalsNeeded: message }));
    renderSection();
    const field = await screen.findByLabelText('Approvals needed for Nasheed');
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save the approvals for Nasheed' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a retry when the genres cannot be loaded', async () => {
    serveApi(route('GET', '/admin/genres', genreApprovals, apiError(500, 'internal')));
    renderSection();
    expect(await screen.findByText('The genres could not be loaded.')).toBeInTheDocument();
  });
});
