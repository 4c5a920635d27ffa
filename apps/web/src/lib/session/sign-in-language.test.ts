import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serveSession, testListener } from '../../testing/session-user';
import { changeLanguage, i18n } from '../i18n/i18n';
import {
  completeRedirectedSignIn,
  completeSignIn,
  expectRedirectedSignIn,
} from './sign-in-language';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('signing in', () => {
  it('shows the interface in the language the account prefers', async () => {
    serveSession('arabic');
    const session = await completeSignIn(new QueryClient());
    expect(session.user?.id).toBe(testListener.id);
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches back to English for an account that prefers English', async () => {
    await changeLanguage('ar');
    serveSession('english');
    await completeSignIn(new QueryClient());
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('keeps the interface language when the preferred one has no translation yet', async () => {
    await changeLanguage('ar');
    serveSession('urdu');
    await completeSignIn(new QueryClient());
    expect(i18n.language).toBe('ar');
  });
});

describe('a sign-in that left the page', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('applies the preferred language once the session is back, and only once', async () => {
    expectRedirectedSignIn();
    serveSession('arabic');
    await completeRedirectedSignIn(new QueryClient());
    expect(i18n.language).toBe('ar');

    // The listener picks English again; the next page load leaves that alone.
    await changeLanguage('en');
    await completeRedirectedSignIn(new QueryClient());
    expect(i18n.language).toBe('en');
  });

  it('leaves the language and asks for nothing on an ordinary page load', async () => {
    serveSession('arabic');
    await completeRedirectedSignIn(new QueryClient());
    expect(i18n.language).toBe('en');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("applies it on the verification link's landing, and takes the marker off the address", async () => {
    window.history.replaceState(null, '', '/?verified=1');
    serveSession('arabic');
    await completeRedirectedSignIn(new QueryClient());
    expect(i18n.language).toBe('ar');
    expect(window.location.pathname + window.location.search).toBe('/');
  });
});
