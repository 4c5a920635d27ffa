import type { PlaylistSummary } from '@sada/contracts/playlists';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PlaylistCover } from './playlist-cover';

/** Cover, name, owner and song count; the whole card opens the playlist. */
export function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/playlist/${playlist.id}`}
      className="group flex min-w-0 flex-col gap-3 rounded-2xl bg-card p-3 shadow-sm ring-1 ring-border/70 transition-colors hover:bg-muted/60"
    >
      <PlaylistCover src={playlist.coverUrl} className="aspect-square w-full rounded-xl" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold group-hover:underline">{playlist.name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {t('catalog.playlistByline', {
            owner: playlist.owner.displayName,
            count: playlist.trackCount,
          })}
        </p>
      </div>
    </Link>
  );
}
