import { artistDashboard } from '@sada/contracts/dashboards';
import { uploadErrorCodes } from '@sada/contracts/uploads';
import { queryOptions } from '@tanstack/react-query';

import { api, ApiError } from '../../../lib/api';

/** The artist has no artist profile yet, so there are no figures to show. */
export function isMissingArtistProfile(error: unknown): boolean {
  return error instanceof ApiError && error.code === uploadErrorCodes.artistProfileRequired;
}

export const artistDashboardKey = ['dashboard', 'artist'] as const;

/** GET /api/dashboard/artist: the signed-in artist's figures. */
export function artistDashboardQueryOptions() {
  return queryOptions({
    queryKey: artistDashboardKey,
    queryFn: ({ signal }) => api.get('/dashboard/artist', { schema: artistDashboard, signal }),
    retry: (failures, error) => !isMissingArtistProfile(error) && failures < 1,
  });
}
