import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

import { useThemePreference, watchSystemTheme } from '../lib/theme/theme-store';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
}

function ThemedToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const preference = useThemePreference();
  // 4 s, at most 3 visible, bottom-right (docs/product/discovery.md, "Application shell"); sonner's
  // default width is the 356 px. Right to left, the corner is mirrored: bottom-left, where the
  // reading line ends. The offsets keep toasts above the player bar (--player-bar-height, 0 without
  // a track).
  return (
    <Toaster
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      duration={4000}
      visibleToasts={3}
      theme={preference}
      offset={{ bottom: 'calc(24px + var(--player-bar-height, 0px))' }}
      mobileOffset={{ bottom: 'calc(16px + var(--player-bar-height, 0px))' }}
      closeButton
    />
  );
}

interface ProvidersProps {
  children: ReactNode;
  /** Made by the caller, which may put the session in it before the first render. */
  queryClient: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  // useTranslation re-renders on every language change, so the direction follows it.
  const { i18n } = useTranslation();
  const dir = i18n.dir();

  useEffect(() => watchSystemTheme(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider dir={dir}>
        {children}
        <ThemedToaster dir={dir} />
      </DirectionProvider>
    </QueryClientProvider>
  );
}
