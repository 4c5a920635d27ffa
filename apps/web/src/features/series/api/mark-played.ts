import { listeningPosition } from '@sada/contracts/positions';
import type { SeriesDetail } from '@sada/contracts/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';

import { seriesKeys } from '../../../components/catalog/api/series';
import { api } from '../../../lib/api';
import { continueListeningKey } from '../../../player/api/continue-listening-key';
import { withPlayed } from '../episode-state';

const markedPosition = listeningPosition.extend({ message: z.string() });

/**
 * PUT /api/me/positions/:trackId/played: marks an episode played or unplayed (either starts it
 * from the beginning). The list shows it at once, is put back with a toast when the server
 * refuses, and is read again after, for what 'Continue' plays.
 */
export function useMarkPlayed(seriesId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = seriesKeys.detail(seriesId);

  return useMutation({
    mutationFn: ({ trackId, played }: { trackId: string; played: boolean }) =>
      api.put(
        `/me/positions/${encodeURIComponent(trackId)}/played`,
        { played },
        { schema: markedPosition },
      ),
    onMutate: async ({ trackId, played }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<SeriesDetail>(key);
      if (previous) queryClient.setQueryData(key, withPlayed(previous, trackId, played));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('series.markFailed'), { description: error.message });
    },
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key, exact: true }),
        // What 'Continue listening' offers changes with it.
        queryClient.invalidateQueries({ queryKey: continueListeningKey }),
      ]),
  });
}
