import './index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { ErrorBoundary } from './app/error-boundary';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

// Rendered once the reader's language is loaded (English is built in, so at once for most).
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  </StrictMode>,
);
