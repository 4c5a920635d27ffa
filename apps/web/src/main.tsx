import './index.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/providers';
import { createAppRouter, routerReady } from './app/router';
import { i18nReady } from './lib/i18n/i18n';
import type { Session } from './lib/session/session-user';
import { completeRedirectedSignIn } from './lib/session/sign-in-language';
import { sessionQueryKey } from './lib/session/use-session';

/**
 * Starts the app. A function rather than the module's top level: a module that awaits at its top
 * level holds every module importing it, and the first route's chunk imports the chunk that
 * holds this one.
 */
async function start(container: HTMLElement) {
  // The modules have just been evaluated, in one task; the browser gets its turn before the
  // router is made, so a tap or a scroll meanwhile is not held up behind both.
  await new Promise((resolve) => setTimeout(resolve, 0));

  const queryClient = createQueryClient();
  // After a sign-in that left the page, the account's preferred language (before the router
  // reads the address, which loses the verification link's marker).
  void completeRedirectedSignIn(queryClient);
  const router = createAppRouter();
  const app = (
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>
  );

  // The landing page rendered at build time (vite/prerender-landing.ts), which the server sends
  // only to visitors without a session cookie. Hidden for a reader of another language (the
  // attribute its head script sets), it is replaced; shown, it is hydrated once its route is
  // loaded, with the signed-out session it was rendered for.
  const prerendered = container.querySelector<HTMLElement>('[data-prerendered]');
  if (prerendered && document.documentElement.dataset.prerender !== 'off') {
    queryClient.setQueryData<Session>(sessionQueryKey, { user: null });
    await routerReady(router);
    // As a transition, hydration yields to the browser between components rather than holding
    // the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(prerendered, app);
    });
  } else {
    // Rendered once the reader's language is loaded (English is built in, so at once for most).
    await i18nReady;
    createRoot(container).render(app);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
