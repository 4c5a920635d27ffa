import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serveSession, testListener } from '../../test/session-user';
import { changeLanguage, i18n } from '../i18n/i18n';
import { completeSignIn } from './sign-in-language';

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
