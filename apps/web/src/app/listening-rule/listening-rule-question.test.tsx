import { playlistDetail } from '@sada/contracts/playlists';
import { type UserSettings, userSettings } from '@sada/contracts/profile';
import { meResponse } from '@sada/contracts/session';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

import {
  closeListeningRuleDialog,
  openListeningRuleDialog,
} from '../../components/listening-rule/dialog-store';
import { ListeningRuleCard } from '../../components/listening-rule/listening-rule-card';
import {
  NOT_NOW_KEY,
  useListeningRuleNotNow,
} from '../../components/listening-rule/use-listening-rule';
import { playlistQueryOptions } from '../../components/playlists/api/playlists';
import { makeEntry, makePlaylist } from '../../features/playlists/test-entries';
import {
  keepOnDevice,
  LISTENING_RULE_STORAGE_KEY,
  useDeviceRule,
} from '../../lib/listening-rule/device-rule';
import { apiError, route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { settingsWith } from '../../testing/user-settings';
// Loaded here so that the root's lazy parts are ready when it renders.
import './listening-rule-dialog';
import './listening-rule-question';
import { ListeningRuleRoot } from './listening-rule-root';

const PLAYLIST_ID = makePlaylist([]).id;

/** A list on screen, as the playlist page holds one. */
function PlaylistOnScreen() {
  useQuery(playlistQueryOptions(PLAYLIST_ID));
  return null;
}

/**
 * The API for a listener with `settings` (which PUT replaces, unless `failSave`), or for a
 * visitor (null).
 */
function serve(settings: UserSettings | null, { failSave = false } = {}) {
  let stored = settings ?? settingsWith(null);
  return serveApi(
    route('GET', '/me', meResponse, { user: settings ? testListener : null }),
    route('GET', '/me/settings', userSettings, () => stored),
    route('PUT', '/me/settings', userSettings, ({ body }) => {
      if (failSave) return apiError(500, 'internal', 'Something went wrong');
      stored = body as UserSettings;
      return body as z.input<typeof userSettings>;
    }),
    route('GET', '/playlists/:id', playlistDetail, ({ query }) =>
      makePlaylist([makeEntry(1), makeEntry(2, { outsideRule: query.get('hear') !== null })]),
    ),
  );
}

/** The root layout's part, and a page that asks (as Home and Browse do) inside the main landmark. */
function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ListeningRuleRoot />
        <main tabIndex={-1}>
          <ListeningRuleCard />
          <PlaylistOnScreen />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

const QUESTION = 'What would you like to hear?';
const findCard = () => screen.findByRole('region', { name: QUESTION }, { timeout: 5_000 });
const findDialog = () => screen.findByRole('dialog', { name: QUESTION }, { timeout: 5_000 });
const queryCard = () => screen.queryByRole('region', { name: QUESTION });

/** Waits until the account's settings are in and everything they start has run. */
async function settled(client: QueryClient, requests: { path: string }[]) {
  await waitFor(() => expect(requests.some(({ path }) => path === '/me/settings')).toBe(true));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await act(async () => {});
}

const puts = (requests: { method: string; body: unknown }[]) =>
  requests.filter(({ method }) => method === 'PUT').map(({ body }) => body);

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  vi.restoreAllMocks();
  closeListeningRuleDialog();
  localStorage.removeItem(LISTENING_RULE_STORAGE_KEY);
  sessionStorage.removeItem(NOT_NOW_KEY);
  useListeningRuleNotNow.setState({ userId: null });
  useDeviceRule.setState({ rule: null });
});

describe('a signed-in listener who has not chosen what to hear', () => {
  it('is asked in a card on the page, never a dialog, and the choice is saved with the rest of their settings unchanged', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    renderApp();
    const card = await findCard();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: QUESTION })).toBeInTheDocument();
    expect(card).toHaveAccessibleDescription(/Sada lists and plays only what you choose/);
    expect(within(card).queryByText(/Kept on this device/)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('radio', { name: 'Vocals only' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(queryCard()).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([settingsWith('vocals_only')]);
    expect(useDeviceRule.getState().rule).toBe('vocals_only');
    expect(toast.success).toHaveBeenCalledWith('Your choice is saved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the rule this device already holds', async () => {
    keepOnDevice('vocals_and_daf');
    serve(settingsWith(null));
    renderApp();
    const card = await findCard();
    expect(within(card).getByRole('radio', { name: 'Vocals and daf' })).toBeChecked();
  });

  it('is told to choose when saving without a choice, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    renderApp();
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose what you would like to hear');
    expect(within(card).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(requests)).toEqual([]);
  });

  it('is told when the choice could not be saved, and is still asked', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null), { failSave: true });
    renderApp();
    const card = await findCard();
    await user.click(within(card).getByRole('radio', { name: 'Vocals only' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error saving settings', {
        description: 'Something went wrong',
      }),
    );
    expect(puts(requests)).toHaveLength(1);
    expect(await findCard()).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('may decide later: Not now is remembered for the session, for this account', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    const first = renderApp();
    await user.click(within(await findCard()).getByRole('button', { name: 'Not now' }));
    expect(queryCard()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(NOT_NOW_KEY)).toBe(testListener.id);
    first.unmount();

    // Another page of the same session.
    const again = renderApp();
    await settled(again.client, requests);
    expect(queryCard()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(requests)).toEqual([]);
    again.unmount();

    // Another account signed in since in this tab is still asked.
    sessionStorage.setItem(NOT_NOW_KEY, 'someone-else');
    useListeningRuleNotNow.setState({ userId: 'someone-else' });
    renderApp();
    expect(await findCard()).toBeInTheDocument();
  });

  it('answers from the keyboard, and the focus goes back to the page when the card goes', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    renderApp();
    const card = await findCard();
    const notNow = within(card).getByRole('button', { name: 'Not now' });
    // The card is the first thing on this page to take the focus: the radios, then Not now.
    await user.tab();
    expect(within(card).getByRole('radio', { name: 'Vocals only' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(card).getByRole('radio', { name: 'Vocals and daf' })).toBeChecked();
    await user.tab();
    expect(notNow).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(queryCard()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(puts(requests)).toEqual([]);
  });

  it('can still open the dialog from the menu, and saving there answers the card too', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    renderApp();
    await findCard();

    act(() => openListeningRuleDialog());
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Everything reviewed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([settingsWith('everything')]);
    await waitFor(() => expect(queryCard()).not.toBeInTheDocument());
  });
});

describe('a signed-in listener who has chosen', () => {
  it('is not asked, and this device keeps a copy of their rule', async () => {
    const { requests } = serve(settingsWith('vocals_and_daf'));
    const { client } = renderApp();
    // The root's part loads apart from the page's card, which may have the settings first.
    await waitFor(() => expect(useDeviceRule.getState().rule).toBe('vocals_and_daf'));
    await settled(client, requests);
    expect(queryCard()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(LISTENING_RULE_STORAGE_KEY)).toBe('vocals_and_daf');
  });

  it('replaces another rule the device held, and the lists are asked again', async () => {
    keepOnDevice('vocals_only');
    const { requests } = serve(settingsWith('everything'));
    const { client } = renderApp();
    await waitFor(() => expect(useDeviceRule.getState().rule).toBe('everything'));
    await settled(client, requests);
    const playlistRequests = requests.filter(({ path }) => path.startsWith('/playlists/'));
    expect(playlistRequests.map(({ query }) => query.get('hear'))).toEqual(['vocals_only', null]);
  });

  it('changes it from the menu, saved to their settings, and the lists are asked again', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith('everything'));
    const { client } = renderApp();
    await settled(client, requests);
    const playlistRequests = () => requests.filter(({ path }) => path.startsWith('/playlists/'));
    expect(playlistRequests()).toHaveLength(1);

    act(() => openListeningRuleDialog());
    const dialog = await findDialog();
    expect(within(dialog).getByRole('radio', { name: 'Everything reviewed' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Vocals and daf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([settingsWith('vocals_and_daf')]);
    await waitFor(() => expect(playlistRequests()).toHaveLength(2));
    expect(playlistRequests()[1]?.query.get('hear')).toBe('vocals_and_daf');
    expect(queryCard()).not.toBeInTheDocument();
  });

  it('may close the menu dialog with Escape, where focus stays in the dialog', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith('everything'));
    const { client } = renderApp();
    await settled(client, requests);

    act(() => openListeningRuleDialog());
    const dialog = await findDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([]);
  });
});

describe('a visitor', () => {
  it('is never asked by itself: no card, no dialog', async () => {
    const { requests } = serve(null);
    const { client } = renderApp();
    await waitFor(() => expect(requests.some(({ path }) => path === '/me')).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(queryCard()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some(({ path }) => path === '/me/settings')).toBe(false);
  });

  it('chooses from the menu: kept on this device, and lists are asked again with hear=', async () => {
    const user = userEvent.setup();
    const { requests } = serve(null);
    const { client } = renderApp();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const playlistRequests = () => requests.filter(({ path }) => path.startsWith('/playlists/'));
    expect(playlistRequests().map(({ query }) => query.get('hear'))).toEqual([null]);

    act(() => openListeningRuleDialog());
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Kept on this device.');
    await user.click(within(dialog).getByRole('radio', { name: 'Vocals only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(LISTENING_RULE_STORAGE_KEY)).toBe('vocals_only');
    await waitFor(() => expect(playlistRequests()).toHaveLength(2));
    expect(playlistRequests()[1]?.query.get('hear')).toBe('vocals_only');
    expect(puts(requests)).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith('Your choice is saved');
    expect(queryCard()).not.toBeInTheDocument();
  });
});
