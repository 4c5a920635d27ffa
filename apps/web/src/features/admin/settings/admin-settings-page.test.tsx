import { appSettings, type AppSettings } from '@sada/contracts/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { AdminSettingsPage } from './admin-settings-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const settings: AppSettings = {
  requireEmailVerification: false,
  registrationOpen: true,
  defaultReviewPriority: 0,
  uploadSizeLimitMb: 50,
  maxUploadDurationMinutes: 30,
  longUploadSizeLimitMb: 1024,
  longUploadMaxMinutes: 240,
};

/** GET answers with `settings`; PUT with `save`, by default what it was sent. */
function serve(
  save: RouteAnswer<typeof appSettings> = ({ body }) => body as z.input<typeof appSettings>,
) {
  return serveApi(
    route('GET', '/admin/settings', appSettings, settings),
    route('PUT', '/admin/settings', appSettings, save),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const puts = ({ requests }: ReturnType<typeof serve>) =>
  requests.filter(({ method }) => method === 'PUT').map(({ body }) => body);

afterEach(() => {
  vi.clearAllMocks();
});

describe('the platform settings page', () => {
  it('shows the four settings as they are', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Platform Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Registration open' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(
      screen.getByRole('switch', { name: 'E-mail verification required to sign in' }),
    ).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Upload size limit (MB)')).toHaveValue(50);
    expect(screen.getByLabelText('Default review priority')).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('saves every setting at once and says so', async () => {
    const fetchMock = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Registration open' }));
    const limit = screen.getByLabelText('Upload size limit (MB)');
    await user.clear(limit);
    await user.type(limit, '120');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        { ...settings, registrationOpen: false, uploadSizeLimitMb: 120 },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('Settings saved');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled(),
    );
  });

  it.each([
    [
      'Upload size limit (MB)',
      '0',
      'The upload size limit must be a whole number of megabytes from 1 to 500',
    ],
    [
      'Upload size limit (MB)',
      '',
      'The upload size limit must be a whole number of megabytes from 1 to 500',
    ],
    [
      'Default review priority',
      '11',
      'The default review priority must be a whole number from 0 to 10',
    ],
  ])(
    'refuses %s of "%s" with the message of the rules, sending nothing',
    async (field, value, message) => {
      const fetchMock = serve();
      renderPage();
      const user = userEvent.setup();
      const input = await screen.findByLabelText(field);
      await user.clear(input);
      if (value) await user.type(input, value);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(puts(fetchMock)).toEqual([]);
    },
  );

  it("puts the server's message under the field it concerns", async () => {
    const message = 'The default review priority must be a whole number from 0 to 10';
    serve(apiError(400, 'validation_failed', message, { defaultReviewPriority: message }));
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('switch', { name: 'E-mail verification required to sign in' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('The settings could not be saved', {
      description: message,
    });
  });
});
