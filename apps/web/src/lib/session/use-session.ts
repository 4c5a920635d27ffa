import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../api';
import type { Session, SessionUser } from './session-user';

export const sessionQueryKey = ['session'] as const;

const signedOut: Session = { user: null };

/** Guarded pages wait for the session, so a server that never answers must not hold them. */
const SESSION_TIMEOUT_MS = 8_000;

/** GET /api/me. Never rejects: a network error, timeout or any non-200 answer means signed out. */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  const timeout = AbortSignal.timeout(SESSION_TIMEOUT_MS);
  try {
    const [body, { parseSession }] = await Promise.all([
      api.get('/me', { signal: signal ? AbortSignal.any([signal, timeout]) : timeout }),
      import('./parse-session'),
    ]);
    return parseSession(body);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return signedOut;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 60_000,
  retry: false,
});

export interface SessionState {
  user: SessionUser | null;
  /** True until the first answer from /api/me. */
  isPending: boolean;
}

export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { user: data?.user ?? null, isPending };
}

/** Asks /api/me again now (after signing in) and resolves once the answer is in the cache. */
export async function refreshSession(queryClient: QueryClient): Promise<Session> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}
