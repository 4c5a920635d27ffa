import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { useSession } from '../../lib/session/use-session';
import { trackLikeQueryOptions, useToggleTrackLike } from './api/track-like';

interface LikeButtonProps {
  trackId: string;
  className?: string;
}

/** Like / unlike a track; signed out it asks to sign in (spec 000 §5). */
export function LikeButton({ trackId, className }: LikeButtonProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data } = useQuery({ ...trackLikeQueryOptions(trackId), enabled: user !== null });
  const toggle = useToggleTrackLike(trackId);
  const liked = user !== null && (data?.liked ?? false);

  const handleClick = () => {
    if (!user) {
      toast.error(t('tracks.signInTitle'), { description: t('tracks.signInToLike') });
      return;
    }
    toggle.mutate(!liked);
  };

  return (
    <button
      type="button"
      onClick={handleClick}
      aria-label={t('tracks.like')}
      aria-pressed={liked}
      title={t('tracks.like')}
      className={clsx(
        'flex size-9 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-muted',
        liked ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      <Heart aria-hidden className={clsx('size-[1.15rem]', liked && 'fill-current')} />
    </button>
  );
}
