import { type TextLayer, trackText } from '@sada/contracts/text-layers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { route, serveApi } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeTrack } from '../../../testing/tracks';
import { playerStore } from '../../state/player-store';
import { PracticeMenu } from './practice-menu';
import { PracticeStatus } from './practice-status';

const track = makeTrack(1, { durationMs: 60_000 });
const arabic: TextLayer = {
  kind: 'original',
  language: 'ar',
  direction: 'rtl',
  synced: true,
  lines: [
    { startMs: 1_000, endMs: null, text: 'أ' },
    { startMs: 5_000, endMs: null, text: 'ب' },
    { startMs: 9_000, endMs: 12_000, text: 'ج' },
  ],
};

function setUp(layers: TextLayer[] = [arabic]) {
  serveApi(route('GET', '/tracks/:trackId/text', trackText, { trackId: track.id, layers }));
  playerStore.getState().playTracks([track]);
  playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 60 });
  renderWithProviders(
    <>
      <PracticeMenu />
      <PracticeStatus />
    </>,
  );
  return userEvent.setup();
}

describe('the repeat control', () => {
  it('repeats each timed line the times chosen, with a pause as long as the line', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Repeat to memorise' }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByRole('radio', { name: 'Each line' }));
    expect(await within(form).findByText('3 lines')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Times' }), '5 times');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Pause after each' }),
      'As long as the line',
    );
    await user.click(within(form).getByRole('radio', { name: 'Stop' }));
    await user.click(within(form).getByRole('button', { name: 'Start repeating' }));

    expect(playerStore.getState().practice?.plan).toEqual({
      kind: 'eachLine',
      lines: [
        { start: 1, end: 5 },
        { start: 5, end: 9 },
        { start: 9, end: 12 },
      ],
      times: 5,
      pause: { kind: 'lineLength' },
      then: 'stop',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Line 1 of 3 · 1/5')).toBeInTheDocument();
  });

  it('A–B needs both points, and sets them at the current time', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Repeat to memorise' }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByRole('radio', { name: 'Loop A–B' }));
    await user.click(within(form).getByRole('button', { name: 'Start repeating' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Set both A and B');

    playerStore.getState().dispatch({ type: 'timeUpdate', currentTime: 20 });
    await user.click(within(form).getByRole('button', { name: 'Set A' }));
    expect(within(form).getByText('A: 0:20')).toBeInTheDocument();
    playerStore.getState().dispatch({ type: 'timeUpdate', currentTime: 26 });
    await user.click(within(form).getByRole('button', { name: 'Set B' }));
    // Both set: the loop is on at once, until stopped.
    expect(screen.getByText('A–B · 1/∞')).toBeInTheDocument();
  });

  it('says when there are no timed lines to repeat one by one', async () => {
    const user = setUp([]);
    await user.click(screen.getByRole('button', { name: 'Repeat to memorise' }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByRole('radio', { name: 'Each line' }));
    expect(
      await within(form).findByText('This track has no timed text to repeat line by line'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Start repeating' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one line');
  });

  it('is stopped with one click, shows the pause between passes', async () => {
    const user = setUp();
    playerStore.getState().startPractice({
      kind: 'range',
      start: 1,
      end: 2,
      times: 2,
      pause: { kind: 'fixed', seconds: 3 },
      then: 'continue',
    });
    playerStore.getState().dispatch({ type: 'timeUpdate', currentTime: 2 });
    expect(await screen.findByText('Range · 2/2 · pause')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop repeating' }));
    expect(playerStore.getState().practice).toBeNull();
    expect(screen.queryByText(/Range/)).toBeNull();
  });
});
