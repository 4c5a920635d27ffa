import type { PlaylistSummary } from '@sada/contracts/playlists';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PlaylistCover } from '../../components/catalog/playlist-cover';
import { PlaylistPlayButton } from '../../components/catalog/playlist-play-button';

/** Up to six playlist tiles at the top of browse, each with its own Play. */
export function QuickPlaylists({ playlists }: { playlists: readonly PlaylistSummary[] }) {
  const { t } = useTranslation();
  if (playlists.length === 0) return null;
  return (
    <nav aria-label={t('browse.quickPlaylists')} className="mb-10">
      <ul className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 sm:gap-3 lg:grid-cols-3">
        {playlists.slice(0, 6).map((playlist) => (
          <li key={playlist.id} className="group relative">
            <Link
              to={`/playlist/${playlist.id}`}
              className="flex items-center gap-3 overflow-hidden rounded-xl bg-card pe-14 shadow-sm ring-1 ring-border/70 transition-colors hover:bg-muted/60"
            >
              <PlaylistCover src={playlist.coverUrl} className="size-14 rounded-s-xl" />
              <span
                dir="auto"
                className="min-w-0 flex-1 truncate text-sm font-semibold text-interface-start"
              >
                {playlist.name}
              </span>
            </Link>
            <span className="absolute end-2 top-1/2 -translate-y-1/2">
              <PlaylistPlayButton playlist={playlist} variant="tile" />
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
