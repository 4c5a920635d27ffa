import { type TextLayer, trackText } from '@sada/contracts/text-layers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { apiError, route, serveApi } from '../../../testing/fetch';
import { makeTrack } from '../../../testing/tracks';
import { playerStore } from '../../state/player-store';
import { LAYER_CHOICE_KEY } from './layer-choice';
import { TrackTextPanel } from './track-text-panel';

const track = makeTrack(1, { title: 'Dawn Caravan', durationMs: 60_000 });
const other = makeTrack(2);

const arabic: TextLayer = {
  kind: 'original',
  language: 'ar',
  direction: 'rtl',
  synced: true,
  lines: [
    { startMs: 1_000, endMs: null, text: 'بسم الله' },
    { startMs: 5_000, endMs: null, text: 'الحمد لله' },
    { startMs: 9_000, endMs: 12_000, text: '<b>not bold</b>' },
  ],
};
const english: TextLayer = {
  kind: 'translation',
  language: 'en',
  direction: 'ltr',
  synced: true,
  lines: [
    { startMs: 1_000, endMs: null, text: 'In the name of God' },
    { startMs: 5_000, endMs: null, text: 'Praise be to God' },
    { startMs: 9_000, endMs: null, text: 'The third line' },
  ],
};

function serveText(layers: TextLayer[]) {
  return serveApi(
    route('GET', '/tracks/:trackId/text', trackText, ({ params }) => ({
      trackId: params.trackId ?? '',
      layers,
    })),
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <TrackTextPanel track={track} />
    </QueryClientProvider>,
  );
}

/** The lines' own buttons (not their menus), in order. */
async function lines(): Promise<HTMLElement[]> {
  await screen.findByText('بسم الله');
  return within(screen.getByRole('list'))
    .getAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-haspopup'));
}

beforeEach(() => localStorage.removeItem(LAYER_CHOICE_KEY));
afterEach(() => localStorage.removeItem(LAYER_CHOICE_KEY));

describe('TrackTextPanel', () => {
  it('shows the layers line by line, each in its own language and direction', async () => {
    serveText([english, arabic]);
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading the text' })).toBeInTheDocument();
    const original = await screen.findByText('بسم الله');
    expect(original).toHaveAttribute('dir', 'rtl');
    expect(original).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('In the name of God')).toHaveAttribute('dir', 'ltr');
    // The original leads its group though the artist gave the translation first.
    const [first] = await lines();
    expect(first?.textContent).toBe('بسم اللهIn the name of God');
  });

  it('writes a line as text, never as markup', async () => {
    serveText([arabic]);
    const { container } = renderPanel();
    expect(await screen.findByText('<b>not bold</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('says when the track has no text yet', async () => {
    serveText([]);
    renderPanel();
    expect(await screen.findByText('No text for this track yet')).toBeInTheDocument();
  });

  it('offers to try again when the text fails to load', async () => {
    let fail = true;
    serveApi(
      route('GET', '/tracks/:trackId/text', trackText, () =>
        fail ? apiError(500, 'internal', 'Broken') : { trackId: track.id, layers: [arabic] },
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the text");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('بسم الله')).toBeInTheDocument();
  });

  it("gives the server's reason when the listener may not read the text", async () => {
    serveApi(
      route('GET', '/tracks/:trackId/text', trackText, () =>
        apiError(403, 'outside_listening_rule', 'Not in what you chose to hear'),
      ),
    );
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not in what you chose to hear');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('marks the line playing while this track is current, and only then', async () => {
    serveText([arabic, english]);
    playerStore.getState().playTracks([track]);
    playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 60 });
    playerStore.getState().dispatch({ type: 'timeUpdate', currentTime: 6 });
    renderPanel();
    const [first, second] = await lines();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    act(() => playerStore.getState().playTracks([other]));
    const current = (await lines()).filter((line) => line.hasAttribute('aria-current'));
    expect(current).toEqual([]);
  });

  it('a line chosen on the current track seeks there and plays', async () => {
    serveText([arabic]);
    playerStore.getState().playTracks([track]);
    playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 60 });
    playerStore.getState().pause();
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('الحمد لله');
    await user.click(screen.getByRole('button', { name: 'الحمد لله' }));
    expect(playerStore.getState().seekRequest?.time).toBe(5);
    expect(playerStore.getState().playIntent).toBe(true);
  });

  it('a line of a track not playing starts the track there (Enter works as a click)', async () => {
    serveText([arabic]);
    playerStore.getState().playTracks([other]);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('الحمد لله');
    screen.getByRole('button', { name: 'الحمد لله' }).focus();
    await user.keyboard('{Enter}');
    const state = playerStore.getState();
    expect(state.player.currentTrack?.id).toBe(track.id);
    expect(state.seekRequest?.time).toBe(5);
  });

  it('Shift with a second line repeats the lines between', async () => {
    serveText([arabic]);
    playerStore.getState().playTracks([track]);
    playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 60 });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('بسم الله');
    await user.click(screen.getByRole('button', { name: 'بسم الله' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'الحمد لله' }));
    await user.keyboard('{/Shift}');
    expect(playerStore.getState().marks).toEqual({ a: 1, b: 9 });
    expect(playerStore.getState().practice?.plan).toMatchObject({ kind: 'ab', a: 1, b: 9 });
    expect(screen.getByText('بسم الله').closest('li')).toHaveAttribute('data-marked', 'true');
  });

  it("a line's menu repeats it", async () => {
    serveText([arabic]);
    playerStore.getState().playTracks([track]);
    playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 60 });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Repeat options for line 3' }));
    await user.click(screen.getByRole('menuitem', { name: 'Repeat this line' }));
    expect(playerStore.getState().marks).toEqual({ a: 9, b: 12 });
  });

  it('remembers which layers to show, and keeps at least one', async () => {
    serveText([arabic, english]);
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    const translation = await screen.findByRole('checkbox', { name: 'Translation · English' });
    const original = screen.getByRole('checkbox', { name: 'Original · Arabic' });
    await user.click(translation);
    expect(screen.queryByText('In the name of God')).toBeNull();
    expect(original).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(LAYER_CHOICE_KEY) ?? '[]')).toEqual(['translation:en']);
    unmount();
    renderPanel();
    await screen.findByText('بسم الله');
    expect(screen.queryByText('In the name of God')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Translation · English' }));
    expect(screen.getByText('In the name of God')).toBeInTheDocument();
  });
});
