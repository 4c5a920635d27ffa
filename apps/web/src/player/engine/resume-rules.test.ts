import { LONG_TRACK_MS, POSITION_SAVE_INTERVAL_MS } from '@sada/contracts/positions';
import { describe, expect, it } from 'vitest';

import {
  isLongForm,
  MIN_CHANGE_MS,
  MIN_RESUME_MS,
  placeAfterJump,
  placeAfterSave,
  resumePoint,
  type SavedPlace,
  shouldSave,
} from './resume-rules';

const series = { id: '00000000-0000-4000-8000-00000000e001', title: 'Seerah' };
const HOUR = 3_600_000;

function saved(positionMs: number, played = false) {
  return {
    trackId: '00000000-0000-4000-8000-000000000001',
    positionMs,
    played,
    updatedAt: '2026-05-01T10:00:00.000Z',
  };
}

describe('which tracks keep their place', () => {
  it('a track longer than ten minutes, by its listed length', () => {
    expect(isLongForm({ durationMs: LONG_TRACK_MS + 1 }, null)).toBe(true);
    expect(isLongForm({ durationMs: LONG_TRACK_MS }, null)).toBe(false);
    expect(isLongForm({ durationMs: 95_000 }, HOUR)).toBe(false);
  });

  it("an unlisted length waits for the audio's", () => {
    expect(isLongForm({ durationMs: null }, null)).toBeNull();
    expect(isLongForm({ durationMs: null }, HOUR)).toBe(true);
    expect(isLongForm({ durationMs: null }, 60_000)).toBe(false);
  });

  it('an episode of a series, however short', () => {
    expect(isLongForm({ durationMs: 95_000, series }, null)).toBe(true);
    expect(isLongForm({ durationMs: null, series }, null)).toBe(true);
  });
});

describe('where a long track starts again', () => {
  it('at the saved place', () => {
    expect(resumePoint(saved(720_000), HOUR)).toBe(720);
  });

  it('from the start when nothing is saved, it was played, or the place is at its very start', () => {
    expect(resumePoint(undefined, HOUR)).toBeNull();
    expect(resumePoint(null, HOUR)).toBeNull();
    expect(resumePoint(saved(0, true), HOUR)).toBeNull();
    expect(resumePoint(saved(MIN_RESUME_MS - 1), HOUR)).toBeNull();
    expect(resumePoint(saved(MIN_RESUME_MS), HOUR)).toBe(MIN_RESUME_MS / 1000);
  });

  it('from the start when the place is so near the end that it counts as played', () => {
    expect(resumePoint(saved(0.96 * HOUR), HOUR)).toBeNull();
    expect(resumePoint(saved(0.9 * HOUR), HOUR)).toBe(0.9 * 3600);
    // Without a known length, any place is a place.
    expect(resumePoint(saved(0.96 * HOUR), null)).toBe(0.96 * 3600);
  });

  it('where this device left it when that is about the saved place', () => {
    expect(resumePoint(saved(720_000), HOUR, 718_000)).toBeNull();
    expect(resumePoint(saved(720_000), HOUR, 300_000)).toBe(720);
  });
});

describe('when a place is saved', () => {
  const start: SavedPlace = { positionMs: 60_000, played: false, atMs: 0 };

  it('while playing, every five seconds', () => {
    expect(shouldSave(start, 64_000, HOUR, 'tick', POSITION_SAVE_INTERVAL_MS - 1)).toBe(false);
    expect(shouldSave(start, 65_000, HOUR, 'tick', POSITION_SAVE_INTERVAL_MS)).toBe(true);
  });

  it('on pause, seek, hiding the page and leaving the track at once', () => {
    for (const reason of ['pause', 'seek', 'hide', 'leave'] as const) {
      expect(shouldSave(start, 63_000, HOUR, reason, 1)).toBe(true);
    }
  });

  it('never when nothing changed: a second or less from the saved place', () => {
    for (const reason of ['tick', 'pause', 'seek', 'hide', 'leave'] as const) {
      expect(shouldSave(start, 60_000 + MIN_CHANGE_MS - 1, HOUR, reason, 60_000)).toBe(false);
    }
  });

  it('once when the track becomes played, and not again while it stays so', () => {
    const end = 0.97 * HOUR;
    expect(shouldSave(start, end, HOUR, 'pause', 1)).toBe(true);
    const played = placeAfterSave(end, HOUR, 10);
    expect(played).toEqual({ positionMs: 0, played: true, atMs: 10 });
    expect(shouldSave(played, end + 5_000, HOUR, 'tick', 60_000)).toBe(false);
    // Back at the start (it ended, or repeats): the same as the server holds.
    expect(shouldSave(played, 0, HOUR, 'seek', 60_000)).toBe(false);
    // Heard again from the start: in progress again.
    expect(shouldSave(played, 6_000, HOUR, 'tick', 60_000)).toBe(true);
  });

  it('a place before the end is kept as it is', () => {
    expect(placeAfterSave(720_000, HOUR, 5)).toEqual({
      positionMs: 720_000,
      played: false,
      atMs: 5,
    });
    expect(placeAfterSave(0.97 * HOUR, null, 5).played).toBe(false);
  });

  it('a jump back to the start from the end saves the end, which marks the track played', () => {
    expect(placeAfterJump(0.99 * HOUR, 0, HOUR)).toBe(0.99 * HOUR);
    expect(placeAfterJump(0.5 * HOUR, 0, HOUR)).toBe(0);
    expect(placeAfterJump(0.99 * HOUR, 60_000, HOUR)).toBe(60_000);
  });
});
