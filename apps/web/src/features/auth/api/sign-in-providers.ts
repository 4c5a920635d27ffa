import { signInProvidersResponse, type SignInProviderDto } from '@sada/contracts/sign-in-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { expectRedirectedSignIn } from '../../../lib/session/sign-in-language';

/** GET /api/auth-providers: the OpenID Connect providers the server is configured with. */
export function getSignInProviders(signal?: AbortSignal): Promise<SignInProviderDto[]> {
  return api
    .get('/auth-providers', { signal, schema: signInProvidersResponse })
    .then((body) => body.providers);
}

export const signInProvidersQueryOptions = queryOptions({
  queryKey: ['sign-in-providers'] as const,
  queryFn: ({ signal }) => getSignInProviders(signal),
  // The list changes only when the server restarts with another configuration.
  staleTime: 10 * 60_000,
  retry: false,
});

export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions);
}

function redirectUrl(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'url' in body && typeof body.url === 'string') {
    return body.url;
  }
  throw new Error('The server did not send the provider address');
}

/**
 * POST /api/auth/sign-in/social: better-auth answers with the provider's authorization address
 * (PKCE and state kept on the server); the browser goes there and comes back to `/` or, when
 * something went wrong, to `/auth?error=…`. Once back, the account's preferred language applies.
 */
export async function startProviderSignIn(provider: string): Promise<string> {
  const url = redirectUrl(
    await api.post('/auth/sign-in/social', {
      provider,
      callbackURL: '/',
      newUserCallbackURL: '/',
      errorCallbackURL: '/auth',
    }),
  );
  // The session that comes back applies the account's preferred language (main.tsx).
  expectRedirectedSignIn();
  return url;
}
