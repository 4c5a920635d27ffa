import type { ListeningRule } from '@sada/contracts/instrumentation';
import { playlistDetail } from '@sada/contracts/playlists';
import { type UserSettings, userSettings } from '@sada/contracts/profile';
import { meResponse } from '@sada/contracts/session';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { playlistQueryOptions } from '../../components/playlists/api/playlists';
import { makeEntry, makePlaylist } from '../../features/playlists/test-entries';
import {
  keepOnDevice,
  LISTENING_RULE_STORAGE_KEY,
  useDeviceRule,
} from '../../lib/listening-rule/device-rule';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { closeListeningRuleDialog, openListeningRuleDialog } from './dialog-store';
// Loaded here so that the root's lazy parts are ready when it renders.
import './listening-rule-dialog';
import { NOT_NOW_KEY } from './listening-rule-question';
import { ListeningRuleRoot } from './listening-rule-root';

/** Settings a listener changed from the defaults, so a PUT that loses any of them shows. */
function settingsWith(listeningRule: ListeningRule | null): UserSettings {
  return {
    profile: { displayName: 'Amina', bio: 'Nasheeds at dawn', location: 'Cairo' },
    preferences: {
      preferredLanguage: 'arabic',
      islamicSchool: 'hanafi',
      listeningRule,
      prayerNotifications: true,
    },
    privacy: {
      profileVisibility: 'friends',
      showPlaylists: true,
      showFollowers: false,
      showListeningActivity: true,
      allowMessages: false,
    },
  };
}

const PLAYLIST_ID = makePlaylist([]).id;

/** A list on screen, as the playlist page holds one. */
function PlaylistOnScreen() {
  useQuery(playlistQueryOptions(PLAYLIST_ID));
  return null;
}

/** The API for a listener with `settings` (which PUT replaces), or for a visitor (null). */
function serve(settings: UserSettings | null) {
  let stored = settings ?? settingsWith(null);
  return serveApi(
    route('GET', '/me', meResponse, { user: settings ? testListener : null }),
    route('GET', '/me/settings', userSettings, () => stored),
    route('PUT', '/me/settings', userSettings, ({ body }) => {
      stored = body as UserSettings;
      return body as z.input<typeof userSettings>;
    }),
    route('GET', '/playlists/:id', playlistDetail, ({ query }) =>
      makePlaylist([makeEntry(1), makeEntry(2, { outsideRule: query.get('hear') !== null })]),
    ),
  );
}

function renderRoot(path = '/home') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ListeningRuleRoot />
        <PlaylistOnScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

const findQuestion = () =>
  screen.findByRole('dialog', { name: 'What would you like to hear?' }, { timeout: 5_000 });

/** Waits until the account's settings are in and everything they start has run. */
async function settled(client: QueryClient, requests: { path: string }[]) {
  await waitFor(() => expect(requests.some(({ path }) => path === '/me/settings')).toBe(true));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await act(async () => {});
}

const puts = (requests: { method: string; body: unknown }[]) =>
  requests.filter(({ method }) => method === 'PUT').map(({ body }) => body);

afterEach(() => {
  closeListeningRuleDialog();
  localStorage.removeItem(LISTENING_RULE_STORAGE_KEY);
  sessionStorage.removeItem(NOT_NOW_KEY);
  useDeviceRule.setState({ rule: null });
});

describe('a signed-in listener who has not chosen what to hear', () => {
  it('is asked, and their choice is saved with the rest of their settings unchanged', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    renderRoot();
    const dialog = await findQuestion();
    expect(within(dialog).queryByText(/Kept on this device/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Vocals only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([settingsWith('vocals_only')]);
    expect(useDeviceRule.getState().rule).toBe('vocals_only');
  });

  it('is told to choose when saving without a choice, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    renderRoot();
    const dialog = await findQuestion();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose what you would like to hear',
    );
    expect(within(dialog).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(requests)).toEqual([]);
  });

  it('may decide later: Not now is remembered for the session', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith(null));
    const first = renderRoot();
    await user.click(within(await findQuestion()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(NOT_NOW_KEY)).toBe(testListener.id);
    first.unmount();

    // Another page of the same session.
    const again = renderRoot('/browse');
    await settled(again.client, requests);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(requests)).toEqual([]);
  });

  it('may decide later with Escape, from the keyboard, where focus stays in the dialog', async () => {
    const user = userEvent.setup();
    serve(settingsWith(null));
    renderRoot();
    const dialog = await findQuestion();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(NOT_NOW_KEY)).toBe(testListener.id);
  });

  it('is not asked on the sign-in page', async () => {
    const { requests } = serve(settingsWith(null));
    const { client } = renderRoot('/auth');
    await settled(client, requests);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a signed-in listener who has chosen', () => {
  it('is not asked, and this device keeps a copy of their rule', async () => {
    const { requests } = serve(settingsWith('vocals_and_daf'));
    const { client } = renderRoot();
    await settled(client, requests);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useDeviceRule.getState().rule).toBe('vocals_and_daf');
    expect(localStorage.getItem(LISTENING_RULE_STORAGE_KEY)).toBe('vocals_and_daf');
  });

  it('replaces another rule the device held, and the lists are asked again', async () => {
    keepOnDevice('vocals_only');
    const { requests } = serve(settingsWith('everything'));
    const { client } = renderRoot();
    await settled(client, requests);
    expect(useDeviceRule.getState().rule).toBe('everything');
    const playlistRequests = requests.filter(({ path }) => path.startsWith('/playlists/'));
    expect(playlistRequests.map(({ query }) => query.get('hear'))).toEqual(['vocals_only', null]);
  });

  it('changes it from the menu, saved to their settings, and the lists are asked again', async () => {
    const user = userEvent.setup();
    const { requests } = serve(settingsWith('everything'));
    const { client } = renderRoot();
    await settled(client, requests);
    const playlistRequests = () => requests.filter(({ path }) => path.startsWith('/playlists/'));
    expect(playlistRequests()).toHaveLength(1);

    act(() => openListeningRuleDialog());
    const dialog = await findQuestion();
    expect(within(dialog).getByRole('radio', { name: 'Everything reviewed' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Vocals and daf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([settingsWith('vocals_and_daf')]);
    await waitFor(() => expect(playlistRequests()).toHaveLength(2));
    expect(playlistRequests()[1]?.query.get('hear')).toBe('vocals_and_daf');
  });
});

describe('a visitor', () => {
  it('is never asked by itself', async () => {
    const { requests } = serve(null);
    const { client } = renderRoot();
    await waitFor(() => expect(requests.some(({ path }) => path === '/me')).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some(({ path }) => path === '/me/settings')).toBe(false);
  });

  it('chooses from the menu: kept on this device, and lists are asked again with hear=', async () => {
    const user = userEvent.setup();
    const { requests } = serve(null);
    const { client } = renderRoot();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const playlistRequests = () => requests.filter(({ path }) => path.startsWith('/playlists/'));
    expect(playlistRequests().map(({ query }) => query.get('hear'))).toEqual([null]);

    act(() => openListeningRuleDialog());
    const dialog = await findQuestion();
    expect(dialog).toHaveTextContent('Kept on this device.');
    await user.click(within(dialog).getByRole('radio', { name: 'Vocals only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(LISTENING_RULE_STORAGE_KEY)).toBe('vocals_only');
    await waitFor(() => expect(playlistRequests()).toHaveLength(2));
    expect(playlistRequests()[1]?.query.get('hear')).toBe('vocals_only');
    expect(puts(requests)).toEqual([]);
  });
});
