import type { ProcessingStage, TrackStatus } from '@sada/contracts/enums';

/** One step of a track's processing, from the event stream or from the track itself. */
export interface ProcessingStep {
  trackId: string;
  status: TrackStatus;
  stage: ProcessingStage;
  progress: number;
  error: string | null;
}

/**
 * An upload from the form's point of view: the file going up, then the server's stages (processing
 * 10%, generating_preview 70%, completed 100%), or a failure in either part.
 */
export type UploadProgress =
  | { phase: 'idle' }
  | {
      phase: 'uploading';
      /** Percent of the body sent; null until the browser reports a size. */
      percent: number | null;
      /** Steps that arrived before the server named the new track. */
      early: ProcessingStep[];
    }
  | { phase: 'processing'; trackId: string; stage: ProcessingStage; progress: number }
  | { phase: 'completed'; trackId: string }
  | { phase: 'failed'; step: 'upload' | 'processing'; message: string | null };

export type UploadAction =
  | { type: 'start' }
  | { type: 'sent'; percent: number | null }
  | { type: 'uploaded'; step: ProcessingStep }
  | { type: 'step'; step: ProcessingStep }
  | { type: 'uploadFailed'; message: string | null }
  | { type: 'reset' };

export const idleUpload: UploadProgress = { phase: 'idle' };

/** Where a step puts the upload: still processing, completed (waiting for review) or failed. */
function fromStep(step: ProcessingStep): UploadProgress {
  if (step.stage === 'failed' || step.status === 'failed') {
    return { phase: 'failed', step: 'processing', message: step.error };
  }
  if (step.stage === 'completed') return { phase: 'completed', trackId: step.trackId };
  return { phase: 'processing', trackId: step.trackId, stage: step.stage, progress: step.progress };
}

/** The furthest of several steps of one track: a failure, else the highest progress. */
function furthest(steps: ProcessingStep[]): ProcessingStep | undefined {
  return (
    steps.find((step) => step.stage === 'failed') ??
    steps.reduce<ProcessingStep | undefined>(
      (best, step) => (!best || step.progress > best.progress ? step : best),
      undefined,
    )
  );
}

export function uploadReducer(state: UploadProgress, action: UploadAction): UploadProgress {
  switch (action.type) {
    case 'start':
      return { phase: 'uploading', percent: 0, early: [] };
    case 'sent':
      if (state.phase !== 'uploading') return state;
      // Never backwards: a late progress event must not shrink the bar.
      return {
        ...state,
        percent:
          action.percent === null ? state.percent : Math.max(state.percent ?? 0, action.percent),
      };
    case 'uploaded': {
      if (state.phase !== 'uploading') return state;
      const mine = state.early.filter((step) => step.trackId === action.step.trackId);
      return fromStep(furthest([action.step, ...mine]) ?? action.step);
    }
    case 'step': {
      if (state.phase === 'uploading') {
        return { ...state, early: [...state.early, action.step] };
      }
      if (state.phase !== 'processing' || action.step.trackId !== state.trackId) return state;
      const failed = action.step.stage === 'failed' || action.step.status === 'failed';
      if (!failed && action.step.progress < state.progress) return state;
      return fromStep(action.step);
    }
    case 'uploadFailed':
      if (state.phase !== 'uploading') return state;
      return { phase: 'failed', step: 'upload', message: action.message };
    case 'reset':
      return idleUpload;
  }
}

/** True while the form must stay as it is: the file is going up or being processed. */
export function isBusy(state: UploadProgress): boolean {
  return state.phase === 'uploading' || state.phase === 'processing' || state.phase === 'completed';
}
