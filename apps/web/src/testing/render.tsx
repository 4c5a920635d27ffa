import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

import { apiFetch, signedOut } from './fetch';

/** Renders player UI with what it needs around it: a query client and a router. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers every request as a signed-out visitor would get it. */
export function signedOutFetch(): typeof fetch {
  return apiFetch(signedOut);
}
