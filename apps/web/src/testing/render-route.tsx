import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type { SessionUser } from '../lib/session/session-user';
import { sessionQueryKey } from '../lib/session/use-session';

interface RenderRouteOptions {
  /** The signed-in account; signed out when null. */
  user: SessionUser | null;
  /** Other pages the test may go to, by path pattern. */
  otherPages?: Record<string, ReactNode>;
}

/**
 * Renders a page at `path` under its route pattern, in a data router (so `useParams` and
 * `useBlocker` work) with a query client that knows the session and does not retry.
 */
export function renderRoute(
  pattern: string,
  path: string,
  page: ReactNode,
  { user, otherPages = {} }: RenderRouteOptions,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user });
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      ...Object.entries(otherPages).map(([otherPath, element]) => ({ path: otherPath, element })),
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
