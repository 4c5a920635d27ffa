import './index.css';

import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/providers';
import { createAppRouter, routerReady } from './app/router';
import { i18nReady } from './lib/i18n/i18n';
import type { Session } from './lib/session/session-user';
import { sessionQueryKey } from './lib/session/use-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
const queryClient = createQueryClient();
const app = (
  <AppRoot queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppRoot>
);

// The landing page rendered at build time (vite/prerender-landing.ts), which the server sends only
// to visitors without a session cookie. Hidden for a reader of another language, it is replaced;
// shown, it is hydrated once its route is loaded, with the signed-out session it was rendered for.
const prerendered = container.querySelector<HTMLElement>('[data-prerendered]');
if (prerendered && getComputedStyle(prerendered).display !== 'none') {
  queryClient.setQueryData<Session>(sessionQueryKey, { user: null });
  await routerReady(router);
  hydrateRoot(prerendered, app);
} else {
  // Rendered once the reader's language is loaded (English is built in, so at once for most).
  await i18nReady;
  createRoot(container).render(app);
}
