import type { PlaylistDetail } from '@sada/contracts/playlists';
import { useTranslation } from 'react-i18next';

import { CollectionLikeButton } from '../../components/catalog/collection-like-button';
import { useTogglePlaylistLike } from './api/playlist-like';

/** Like / unlike someone else's playlist (saved); signed out it asks to sign in. */
export function PlaylistLikeButton({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const toggle = useTogglePlaylistLike(playlist.id);
  return (
    <CollectionLikeButton
      liked={playlist.liked}
      likeCount={playlist.likeCount}
      label={t('playlist.like')}
      signInMessage={t('playlist.signInToLike')}
      onToggle={(like) => toggle.mutate(like)}
      testId="playlist-like-count"
    />
  );
}
