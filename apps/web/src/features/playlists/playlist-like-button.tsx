import type { PlaylistDetail } from '@sada/contracts/playlists';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { useFormat } from '../../lib/i18n/format';
import { useSession } from '../../lib/session/use-session';
import { useTogglePlaylistLike } from './api/playlist-like';

/** Like / unlike someone else's playlist (saved, 000 §4); signed out it asks to sign in. */
export function PlaylistLikeButton({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useSession();
  const toggle = useTogglePlaylistLike(playlist.id);
  const liked = user !== null && playlist.liked;

  const handleClick = () => {
    if (!user) {
      toast.error(t('playlist.signInToLike'));
      return;
    }
    toggle.mutate(!liked);
  };

  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={liked}
      onClick={handleClick}
      className={clsx(liked && 'text-primary')}
    >
      <Heart aria-hidden className={clsx(liked && 'fill-current')} />
      <span className="sr-only">{t('playlist.like')}</span>
      <span data-testid="playlist-like-count" className="tabular-nums">
        {format.count(playlist.likeCount)}
      </span>
    </Button>
  );
}
