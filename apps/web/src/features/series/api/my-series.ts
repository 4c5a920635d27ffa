import {
  seriesDetail,
  seriesList,
  seriesSummary,
  type SeriesDetail,
  type SeriesInput,
  type SeriesUpdate,
} from '@sada/contracts/series';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { seriesKeys } from '../../../components/catalog/api/series';
import { api } from '../../../lib/api';

const path = (seriesId: string) => `/me/series/${encodeURIComponent(seriesId)}`;

/** GET /api/me/series: the artist's series, with those that have no live episode yet. */
export function mySeriesQueryOptions() {
  return queryOptions({
    queryKey: seriesKeys.mine,
    queryFn: ({ signal }) => api.get('/me/series', { schema: seriesList, signal }),
  });
}

/** Every list and page a change to one of the artist's series may show differently. */
function invalidateSeries(queryClient: ReturnType<typeof useQueryClient>, seriesId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: seriesKeys.mineAll }),
    seriesId ? queryClient.invalidateQueries({ queryKey: seriesKeys.detail(seriesId) }) : null,
    // The artist page lists the artist's series under its own key.
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'artists' && query.queryKey[2] === 'series',
    }),
  ]);
}

/** POST /api/me/series: a new series (201 with its summary). */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SeriesInput) => api.post('/me/series', values, { schema: seriesSummary }),
    onSuccess: () => invalidateSeries(queryClient),
  });
}

/** PATCH /api/me/series/:seriesId: its title, description, kind, language or ordering. */
export function useUpdateSeries(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SeriesUpdate) =>
      api.patch(path(seriesId), values, { schema: seriesSummary }),
    onSuccess: () => invalidateSeries(queryClient, seriesId),
  });
}

/** DELETE /api/me/series/:seriesId: the series goes; its episodes stay as tracks. */
export function useDeleteSeries(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(path(seriesId), { schema: z.object({ message: z.string() }) }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: seriesKeys.detail(seriesId) });
      await invalidateSeries(queryClient);
    },
  });
}

/** PUT /api/me/series/:seriesId/episodes: the episodes, in order; answers the series page. */
export function useSaveEpisodes(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackIds: string[]) =>
      api.put(`${path(seriesId)}/episodes`, { trackIds }, { schema: seriesDetail }),
    onSuccess: async (saved: SeriesDetail) => {
      queryClient.setQueryData(seriesKeys.detail(seriesId), saved);
      await invalidateSeries(queryClient);
    },
  });
}
