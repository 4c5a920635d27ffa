import type { TrackProcessingEvent } from '@sada/contracts/events';
import {
  myTrackPage,
  myTrackResponse,
  processingStageLabels,
  trackDeleted,
  type MyTrack,
  type MyTrackPage,
  type TrackMetadataUpdate,
} from '@sada/contracts/uploads';
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { sendUpload, type UploadProgressEvent } from '../send-upload';
import { artistDashboardKey } from './artist-dashboard';
import { uploadLimitsKey } from './upload-limits';

export const myTracksKey = ['me', 'tracks'] as const;
const PAGE_SIZE = 50;

/** GET /api/me/tracks: the caller's own tracks in every state, newest first, page by page. */
export function myTracksQueryOptions() {
  return infiniteQueryOptions({
    queryKey: myTracksKey,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.get(`/me/tracks?limit=${PAGE_SIZE}${cursor}`, { schema: myTrackPage, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last: MyTrackPage) => last.nextCursor ?? undefined,
  });
}

type Pages = InfiniteData<MyTrackPage, string>;

function mapTracks(queryClient: QueryClient, change: (track: MyTrack) => MyTrack | null) {
  queryClient.setQueryData<Pages>(myTracksKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            tracks: page.tracks.flatMap((track) => {
              const next = change(track);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}

/** Puts a track the server returned in place of the cached one. */
export function replaceCachedTrack(queryClient: QueryClient, updated: MyTrack) {
  mapTracks(queryClient, (track) => (track.id === updated.id ? updated : track));
}

/**
 * Applies a processing step to the cached list; true when the track is there. Steps never move a
 * track backwards, except into failure.
 */
export function applyProcessingEvent(
  queryClient: QueryClient,
  event: TrackProcessingEvent,
): boolean {
  let found = false;
  mapTracks(queryClient, (track) => {
    if (track.id !== event.trackId) return track;
    found = true;
    if (event.stage !== 'failed' && event.progress < track.processing.progress) return track;
    return {
      ...track,
      status: event.status,
      processing: {
        stage: event.stage,
        progress: event.progress,
        label: processingStageLabels[event.stage],
        error: event.error,
      },
    };
  });
  return found;
}

function invalidateDashboard(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: artistDashboardKey });
}

/** PATCH /api/me/tracks/:id: the metadata of one of the caller's tracks. */
export function useUpdateMyTrack(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TrackMetadataUpdate) =>
      api.patch(`/me/tracks/${encodeURIComponent(trackId)}`, change, {
        schema: myTrackResponse,
      }),
    onSuccess: ({ track }) => {
      replaceCachedTrack(queryClient, track);
      void invalidateDashboard(queryClient);
    },
  });
}

/** DELETE /api/me/tracks/:id: the track and its files. */
export function useDeleteMyTrack(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete(`/me/tracks/${encodeURIComponent(trackId)}`, { schema: trackDeleted }),
    onSuccess: () => {
      mapTracks(queryClient, (track) => (track.id === trackId ? null : track));
      void invalidateDashboard(queryClient);
    },
  });
}

interface ReplaceAudioInput {
  file: File;
  onProgress?: (progress: UploadProgressEvent) => void;
  signal?: AbortSignal;
}

/** PUT /api/me/tracks/:id/audio: new audio, processed and reviewed again. */
export function useReplaceAudio(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: ReplaceAudioInput) => {
      const form = new FormData();
      form.append('audio', file);
      return sendUpload({
        method: 'PUT',
        path: `/me/tracks/${encodeURIComponent(trackId)}/audio`,
        form,
        schema: myTrackResponse,
        onProgress,
        signal,
      });
    },
    onSuccess: ({ track }) => {
      replaceCachedTrack(queryClient, track);
      void invalidateDashboard(queryClient);
    },
  });
}

/** After an upload: the list and the dashboard show it. */
export function invalidateMyTracks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myTracksKey }),
    // What the artist has used of their upload limits changes with their tracks.
    queryClient.invalidateQueries({ queryKey: uploadLimitsKey }),
    invalidateDashboard(queryClient),
  ]).then(() => undefined);
}
