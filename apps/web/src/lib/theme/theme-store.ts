import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

// The inline script in index.html reads the same key before first paint; keep them in step.
const STORAGE_KEY = 'sada.theme';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const darkQuery = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  // Rendered at build time (src/prerender) there is no window.
  if (import.meta.env.SSR) return false;
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

export const useThemeStore = create<ThemeState>((set) => {
  const preference = readPreference();
  return {
    preference,
    resolved: resolveTheme(preference, systemPrefersDark()),
    setPreference: (next) => {
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Private mode may refuse storage; the choice still applies to this visit.
      }
      const resolved = resolveTheme(next, systemPrefersDark());
      applyTheme(resolved);
      set({ preference: next, resolved });
    },
  };
});

/**
 * The preference, for what is drawn from it. 'system' while the browser hydrates the landing page
 * rendered at build time (src/prerender), which knew no preference; the stored one right after.
 */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(
    useThemeStore.subscribe,
    () => useThemeStore.getState().preference,
    () => 'system',
  );
}

/** Follows the operating system while the preference is "system". Returns the unsubscribe. */
export function watchSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(darkQuery);
  const handleChange = () => {
    const { preference } = useThemeStore.getState();
    if (preference !== 'system') return;
    const resolved = resolveTheme(preference, media.matches);
    applyTheme(resolved);
    useThemeStore.setState({ resolved });
  };
  media.addEventListener('change', handleChange);
  return () => media.removeEventListener('change', handleChange);
}
