import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';

import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';

/**
 * Everything around the router. The browser (src/main.tsx) and the build-time render of the
 * landing page (src/prerender) render the same tree, so the browser can hydrate that page.
 */
export function AppRoot({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Providers queryClient={queryClient}>{children}</Providers>
      </ErrorBoundary>
    </StrictMode>
  );
}
