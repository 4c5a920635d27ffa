import { describe, expect, it } from 'vitest';

import {
  idleUpload,
  isBusy,
  uploadReducer,
  type ProcessingStep,
  type UploadAction,
  type UploadProgress,
} from './upload-progress-state';

const step = (overrides: Partial<ProcessingStep> = {}): ProcessingStep => ({
  trackId: 't1',
  status: 'processing',
  stage: 'uploading',
  progress: 0,
  error: null,
  ...overrides,
});
const extracting = step({ stage: 'processing', progress: 10 });
const preview = step({ stage: 'generating_preview', progress: 70 });
const completed = step({ stage: 'completed', progress: 100, status: 'qc' });
const failed = step({ stage: 'failed', progress: 10, status: 'failed', error: 'Broken file' });

function run(actions: UploadAction[], from: UploadProgress = idleUpload): UploadProgress {
  return actions.reduce(uploadReducer, from);
}

describe('the upload progress', () => {
  it('starts at 0% and follows the bytes sent, never backwards', () => {
    expect(run([{ type: 'start' }])).toEqual({ phase: 'uploading', percent: 0, early: [] });
    expect(
      run([
        { type: 'start' },
        { type: 'sent', percent: 40 },
        { type: 'sent', percent: 25 },
        { type: 'sent', percent: null },
      ]),
    ).toMatchObject({ phase: 'uploading', percent: 40 });
  });

  it('moves to processing when the server has the file, at the stage the track is in', () => {
    expect(run([{ type: 'start' }, { type: 'uploaded', step: step() }])).toEqual({
      phase: 'processing',
      trackId: 't1',
      stage: 'uploading',
      progress: 0,
    });
  });

  it('goes through extracting metadata (10%) and generating preview (70%) to completed', () => {
    const uploaded = run([{ type: 'start' }, { type: 'uploaded', step: step() }]);
    const atTen = run([{ type: 'step', step: extracting }], uploaded);
    expect(atTen).toMatchObject({ phase: 'processing', stage: 'processing', progress: 10 });
    const atSeventy = run([{ type: 'step', step: preview }], atTen);
    expect(atSeventy).toMatchObject({ stage: 'generating_preview', progress: 70 });
    expect(run([{ type: 'step', step: completed }], atSeventy)).toEqual({
      phase: 'completed',
      trackId: 't1',
    });
  });

  it('keeps steps that come before the server names the track, and applies the furthest', () => {
    const state = run([
      { type: 'start' },
      { type: 'step', step: extracting },
      { type: 'step', step: step({ trackId: 'other', stage: 'completed', progress: 100 }) },
      { type: 'step', step: preview },
      { type: 'uploaded', step: step() },
    ]);
    expect(state).toMatchObject({ phase: 'processing', stage: 'generating_preview', progress: 70 });
  });

  it('is completed at once when processing finished before the answer arrived', () => {
    expect(
      run([
        { type: 'start' },
        { type: 'step', step: completed },
        { type: 'uploaded', step: step() },
      ]),
    ).toEqual({ phase: 'completed', trackId: 't1' });
  });

  it('ignores steps of other tracks and late steps that would go backwards', () => {
    const atSeventy = run([
      { type: 'start' },
      { type: 'uploaded', step: preview },
      { type: 'step', step: step({ trackId: 'other', stage: 'completed', progress: 100 }) },
      { type: 'step', step: extracting },
    ]);
    expect(atSeventy).toMatchObject({ phase: 'processing', progress: 70 });
  });

  it('fails processing with the server message, from any stage', () => {
    expect(
      run([{ type: 'start' }, { type: 'uploaded', step: preview }, { type: 'step', step: failed }]),
    ).toEqual({ phase: 'failed', step: 'processing', message: 'Broken file' });
    expect(
      run([{ type: 'start' }, { type: 'uploaded', step: { ...failed, error: null } }]),
    ).toEqual({ phase: 'failed', step: 'processing', message: null });
  });

  it('fails the upload with its message, and a reset goes back to the form', () => {
    const state = run([
      { type: 'start' },
      { type: 'sent', percent: 30 },
      { type: 'uploadFailed', message: 'Failed to upload audio file' },
    ]);
    expect(state).toEqual({
      phase: 'failed',
      step: 'upload',
      message: 'Failed to upload audio file',
    });
    expect(run([{ type: 'reset' }], state)).toBe(idleUpload);
  });

  it('ignores what does not fit the phase', () => {
    expect(run([{ type: 'sent', percent: 50 }])).toBe(idleUpload);
    expect(run([{ type: 'uploaded', step: step() }])).toBe(idleUpload);
    expect(run([{ type: 'uploadFailed', message: null }])).toBe(idleUpload);
    expect(run([{ type: 'step', step: preview }])).toBe(idleUpload);
  });

  it('holds the form while the file is sent, processed or about to move on', () => {
    expect(isBusy(idleUpload)).toBe(false);
    expect(isBusy(run([{ type: 'start' }]))).toBe(true);
    expect(isBusy(run([{ type: 'start' }, { type: 'uploaded', step: step() }]))).toBe(true);
    expect(isBusy({ phase: 'completed', trackId: 't1' })).toBe(true);
    expect(isBusy({ phase: 'failed', step: 'upload', message: null })).toBe(false);
  });
});
