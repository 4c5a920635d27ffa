import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage, i18n } from '../../../lib/i18n/i18n';
import { completeRedirectedSignIn } from '../../../lib/session/sign-in-language';
import { authRoute, serveApi } from '../../../testing/fetch';
import { serveSession } from '../../../testing/session-user';
import { useSignIn } from './sign-in';
import { startProviderSignIn } from './sign-in-providers';
import { useVerifySecondFactor } from './verify-second-factor';

function withClient() {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the sign-in forms', () => {
  it('apply the preferred language after a password sign-in', async () => {
    serveSession('arabic');
    const { result } = renderHook(() => useSignIn(), { wrapper: withClient() });
    await act(() => result.current.mutateAsync({ email: 'a@b.test', password: 'Password-1' }));
    expect(i18n.language).toBe('ar');
  });

  it('apply the preferred language after the second factor', async () => {
    serveSession('arabic');
    const { result } = renderHook(() => useVerifySecondFactor(), { wrapper: withClient() });
    await act(() => result.current.mutateAsync({ method: 'backupCode', code: 'abcde-12345' }));
    expect(i18n.language).toBe('ar');
  });
});

describe('an OpenID Connect sign-in', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('applies the preferred language when the provider sends the browser back', async () => {
    serveApi(
      authRoute('POST', '/auth/sign-in/social', {
        url: 'https://id.example/authorize',
        redirect: true,
      }),
    );
    expect(await startProviderSignIn('example')).toBe('https://id.example/authorize');

    // Back from the provider: a new page load with the same tab's storage.
    serveSession('arabic');
    await completeRedirectedSignIn(new QueryClient());
    expect(i18n.language).toBe('ar');
  });
});
