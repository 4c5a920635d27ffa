import { continueListening } from '@sada/contracts/positions';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../lib/api';
import { continueListeningKey } from './continue-listening-key';

/** GET /api/me/continue: the listener's unfinished episodes and long tracks, latest first. */
export function continueListeningQueryOptions() {
  return queryOptions({
    queryKey: continueListeningKey,
    queryFn: ({ signal }) => api.get('/me/continue', { schema: continueListening, signal }),
  });
}
