// The landing page as HTML, rendered at build time (vite/prerender-landing.ts) for visitors without
// a session: it paints before any JavaScript arrives, and the app hydrates it once loaded
// (src/main.tsx), rendering the very same tree.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppRoot } from '../app/app-root';
import { createQueryClient } from '../app/providers';
import { routerReady, routes } from '../app/router';
import type { Session } from '../lib/session/session-user';
import { sessionQueryKey } from '../lib/session/use-session';

export {
  LANGUAGE_STORAGE_KEY as languageStorageKey,
  SUPPORTED_LANGUAGES as languages,
} from '../lib/i18n/i18n';

export async function renderLanding(): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData<Session>(sessionQueryKey, { user: null });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  await routerReady(router);
  const html = renderToString(
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
  router.dispose();
  return html;
}
