import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** The link to a track's page that starts it at `seconds` (whole seconds; none at the start). */
export function trackLinkAt(origin: string, trackId: string, seconds: number): string {
  const at = Number.isFinite(seconds) ? Math.floor(Math.max(seconds, 0)) : 0;
  const page = `${origin}/track/${encodeURIComponent(trackId)}`;
  return at > 0 ? `${page}?t=${at}` : page;
}

/** Copies the link to a track at a moment, and says whether that worked. */
export function useCopyTrackLink(): (trackId: string, seconds: number) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (trackId, seconds) => {
      const link = trackLinkAt(window.location.origin, trackId, seconds);
      try {
        await navigator.clipboard.writeText(link);
        toast.success(t('follow.link.copied'), { description: link });
      } catch {
        toast.error(t('follow.link.failed'), { description: link });
      }
    },
    [t],
  );
}
