import type { PlaylistSummary } from '@sada/contracts/playlists';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PlaylistCover } from './playlist-cover';
import { PlaylistPlayButton } from './playlist-play-button';

/** Cover with a Play button, name, owner and song count; the whole card opens the playlist. */
export function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex min-w-0 flex-col gap-3 rounded-2xl bg-card p-3 shadow-sm ring-1 ring-border/70 transition-colors focus-within:bg-muted/60 hover:bg-muted/60">
      <div className="relative">
        <PlaylistCover src={playlist.coverUrl} className="aspect-square w-full rounded-xl" />
        <PlaylistPlayButton playlist={playlist} className="absolute end-2 bottom-2" />
      </div>
      <div className="min-w-0">
        <h3 dir="auto" className="truncate text-sm font-semibold text-interface-start">
          {/* The link's box covers the card, so a click anywhere but Play opens the playlist. */}
          <Link
            to={`/playlist/${playlist.id}`}
            className="group-hover:underline after:absolute after:inset-0 after:rounded-2xl"
          >
            {playlist.name}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted-foreground">
          {t('catalog.playlistByline', {
            owner: playlist.owner.displayName,
            count: playlist.trackCount,
          })}
        </p>
      </div>
    </article>
  );
}
