import { myTrackTextPath } from '@sada/contracts/app-pages';
import { localizeMessage } from '@sada/contracts/messages-ar';
import type { TrackTextUpdate } from '@sada/contracts/text-layers';
import {
  PROCESSING_SETTLE_MS,
  myTrackPage,
  uploadErrorCodes,
  uploadMessages,
  type MyTrack,
} from '@sada/contracts/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { artistProfileKey } from '../../components/uploads/api/artist-profile';
import { applyProcessingEvent, invalidateMyTracks } from '../../components/uploads/api/my-tracks';
import { newIdempotencyKey, percentSent } from '../../components/uploads/send-upload';
import type { TrackDetailsValues } from '../../components/uploads/track-details-form';
import { useProcessingEvents } from '../../components/uploads/use-processing-events';
import { ApiError, api, NETWORK_ERROR_STATUS } from '../../lib/api';
import { startResumableUpload, type ResumableUpload } from './api/resumable-upload';
import { saveTrackText } from './api/save-track-text';
import { setTrackCover } from './api/set-track-cover';
import { uploadTrack } from './api/upload-track';
import { idleUpload, uploadReducer, type ProcessingStep } from './upload-progress-state';

/** How often the track is read again while processing, in case the event stream is down. */
const POLL_MS = 3000;

const stepOf = (track: MyTrack): ProcessingStep => ({
  trackId: track.id,
  status: track.status,
  stage: track.processing.stage,
  progress: track.processing.progress,
  error: track.processing.error,
});

/** The message under 'Upload failed': the server's words, or 'Failed to upload audio file'. */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS && error.message) {
    return error.message;
  }
  return uploadMessages.audioUploadFailed;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface UploadFiles {
  audio: File;
  cover: File | null;
  /** Over the ordinary size limit: sent by the resumable upload, the cover once the track exists. */
  resumable?: boolean;
}

/** How a resumable upload is going, besides its percent. */
export interface ResumableNote {
  /** Where an earlier upload of the same file stopped, in percent, when it goes on from there. */
  resumedFrom: number | null;
  /** The browser is offline: the upload waits for the connection. */
  offline: boolean;
}

/** A track the resumable upload has just made: the server names it only by its id. */
const newTrackStep = (trackId: string): ProcessingStep => ({
  trackId,
  status: 'processing',
  stage: 'uploading',
  progress: 0,
  error: null,
});

/** The text given with the upload, saved once the track exists. */
export type TextSave =
  | { phase: 'none' }
  | { phase: 'saving' }
  | { phase: 'saved' }
  | { phase: 'failed'; trackId: string; message: string };

/** Where the artist adds the text that could not be saved with the upload. */

/**
 * Runs an upload: the file with a real progress bar, then the server's processing followed live
 * (events, with a slow poll as a fallback), its toasts, and on success the way to
 * /browse. A retry of an upload that failed on the way reuses its Idempotency-Key. A file over
 * the ordinary limit goes by the resumable upload instead, its cover once the track exists.
 */
export function useTrackUpload() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(uploadReducer, idleUpload);
  const [text, setText] = useState<TextSave>({ phase: 'none' });
  const [resumable, setResumable] = useState<ResumableNote | null>(null);
  const keyRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const resumableRef = useRef<ResumableUpload | null>(null);
  const localize = (message: string) => localizeMessage(message, i18n.language);
  const forgetKey = useCallback(() => {
    keyRef.current = null;
  }, []);

  useProcessingEvents((event) => {
    applyProcessingEvent(queryClient, event);
    dispatch({ type: 'step', step: event });
  });

  const trackId = state.phase === 'processing' ? state.trackId : null;
  useEffect(() => {
    if (!trackId) return undefined;
    const timer = setInterval(() => {
      api
        .get('/me/tracks?limit=20', { schema: myTrackPage })
        .then(({ tracks }) => {
          const track = tracks.find((item) => item.id === trackId);
          if (track) dispatch({ type: 'step', step: stepOf(track) });
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [trackId]);

  const failedProcessing = state.phase === 'failed' && state.step === 'processing';
  const failureMessage = state.phase === 'failed' ? state.message : null;
  useEffect(() => {
    if (!failedProcessing) return;
    keyRef.current = null;
    void invalidateMyTracks(queryClient);
    toast.error(localizeMessage(uploadMessages.processingFailed, i18n.language), {
      id: 'upload-processing-failed',
      description: localizeMessage(
        failureMessage ?? uploadMessages.audioProcessingFailed,
        i18n.language,
      ),
    });
  }, [failedProcessing, failureMessage, queryClient, i18n.language]);

  const completed = state.phase === 'completed';
  useEffect(() => {
    if (!completed) return undefined;
    void invalidateMyTracks(queryClient);
    const timer = setTimeout(() => {
      toast.success(localizeMessage(uploadMessages.uploadedAndProcessed, i18n.language), {
        id: 'upload-completed',
        description: t('upload.followReview'),
        duration: 10_000,
        action: { label: t('upload.openMyTracks'), onClick: () => void navigate('/my-tracks') },
      });
      void navigate('/browse');
    }, PROCESSING_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [completed, queryClient, navigate, t, i18n.language]);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      // Kept on the server: choosing the same file again goes on from where it stopped.
      resumableRef.current?.stop();
    },
    [],
  );

  // The track is there whatever becomes of its text: a failure says so and where to add it.
  const saveText = async (trackId: string, update: TrackTextUpdate) => {
    setText({ phase: 'saving' });
    try {
      await saveTrackText(trackId, update);
      setText({ phase: 'saved' });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS
          ? error.message
          : t('textEditor.saveFailed');
      setText({ phase: 'failed', trackId, message });
      toast.error(t('textEditor.upload.failed'), {
        id: 'upload-text-failed',
        description: localize(message),
        duration: 20_000,
        action: {
          label: t('textEditor.upload.openEditor'),
          onClick: () => void navigate(myTrackTextPath(trackId)),
        },
      });
    }
  };

  // The cover of a resumable upload follows the track; the track stays whatever becomes of it.
  const sendCover = async (trackId: string, cover: File) => {
    try {
      const { track } = await setTrackCover(trackId, cover);
      if (track.coverUrl) toast.success(localize(uploadMessages.coverUploaded));
      void invalidateMyTracks(queryClient);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS ? error.message : null;
      toast.error(t('upload.resumable.coverFailed'), {
        id: 'upload-cover-failed',
        ...(message ? { description: localize(message) } : {}),
      });
    }
  };

  /** Sends the audio by tus; resolves with the new track's id. */
  const sendResumable = async (details: TrackDetailsValues, audio: File) => {
    setResumable({ resumedFrom: null, offline: false });
    const upload = startResumableUpload({
      details,
      audio,
      onProgress: (percent) => dispatch({ type: 'sent', percent }),
      onResume: (percent) => {
        setResumable((note) => note && { ...note, resumedFrom: percent });
        dispatch({ type: 'sent', percent });
      },
      onWaiting: (offline) => setResumable((note) => note && { ...note, offline }),
    });
    resumableRef.current = upload;
    try {
      return await upload.done;
    } finally {
      if (resumableRef.current === upload) resumableRef.current = null;
    }
  };

  const start = async (
    details: TrackDetailsValues,
    files: UploadFiles,
    textUpdate: TrackTextUpdate | null = null,
  ) => {
    const idempotencyKey = keyRef.current ?? newIdempotencyKey();
    keyRef.current = idempotencyKey;
    const abort = new AbortController();
    abortRef.current = abort;
    dispatch({ type: 'start' });
    setText({ phase: 'none' });
    setResumable(null);
    try {
      if (files.resumable) {
        const trackId = await sendResumable(details, files.audio);
        toast.success(localize(uploadMessages.uploadSuccessful));
        void invalidateMyTracks(queryClient);
        dispatch({ type: 'uploaded', step: newTrackStep(trackId) });
        if (textUpdate) void saveText(trackId, textUpdate);
        if (files.cover) void sendCover(trackId, files.cover);
        return;
      }
      const { track } = await uploadTrack({
        details,
        ...files,
        idempotencyKey,
        signal: abort.signal,
        onProgress: (progress) => dispatch({ type: 'sent', percent: percentSent(progress) }),
      });
      toast.success(localize(uploadMessages.uploadSuccessful));
      if (files.cover && track.coverUrl) toast.success(localize(uploadMessages.coverUploaded));
      void invalidateMyTracks(queryClient);
      dispatch({ type: 'uploaded', step: stepOf(track) });
      if (textUpdate) void saveText(track.id, textUpdate);
    } catch (error) {
      if (isAbort(error)) {
        dispatch({ type: 'reset' });
        return;
      }
      const message = uploadFailureMessage(error);
      dispatch({ type: 'uploadFailed', message });
      toast.error(localize(uploadMessages.uploadFailed), { description: localize(message) });
      if (error instanceof ApiError && error.code === uploadErrorCodes.artistProfileRequired) {
        void queryClient.invalidateQueries({ queryKey: artistProfileKey });
      }
    } finally {
      if (abortRef.current === abort) abortRef.current = null;
    }
  };

  return {
    state,
    /** The text given with the upload: being saved, saved, or not saved (and why). */
    text,
    /** A resumable upload's state besides its percent; null for an ordinary upload. */
    resumable,
    start,
    /** Stops the file on its way; the server keeps nothing of it. */
    cancel: () => {
      abortRef.current?.abort();
      resumableRef.current?.cancel();
    },
    /** Back to the form after a failure, its values kept. */
    reset: () => {
      dispatch({ type: 'reset' });
      setText({ phase: 'none' });
      setResumable(null);
    },
    /** The form changed: the next upload is a new one, not a retry. */
    forgetKey,
  };
}
