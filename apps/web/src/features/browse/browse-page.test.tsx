import { userSettings } from '@sada/contracts/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import {
  NOT_NOW_KEY,
  useListeningRuleNotNow,
} from '../../components/listening-rule/use-listening-rule';
import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { settingsWith } from '../../testing/user-settings';
import { BrowsePage } from './browse-page';

const QUESTION = 'What would you like to hear?';

function renderPage(user: SessionUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BrowsePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  sessionStorage.removeItem(NOT_NOW_KEY);
  useListeningRuleNotNow.setState({ userId: null });
});

describe("the browse page's question, 'What would you like to hear?'", () => {
  it('asks a listener who has not chosen, in a card below the greeting', async () => {
    const { requests } = serveApi(route('GET', '/me/settings', userSettings, settingsWith(null)));
    renderPage(testListener);
    const card = await screen.findByRole('region', { name: QUESTION });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.compareDocumentPosition(card)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    // Not now: the page stays, without the card.
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(NOT_NOW_KEY)).toBe(testListener.id);
    expect(requests.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('asks no visitor, nor looks for their settings', async () => {
    // Every request is answered 404 and, unlike a route's, not listed: the calls are.
    const stub = serveApi();
    const asked = () => stub.mock.calls.map(([input]) => new URL(String(input), location.href));
    const client = renderPage(null);
    await waitFor(() =>
      expect(asked().some(({ pathname }) => pathname === '/api/browse')).toBe(true),
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
    expect(asked().some(({ pathname }) => pathname === '/api/me/settings')).toBe(false);
  });
});
