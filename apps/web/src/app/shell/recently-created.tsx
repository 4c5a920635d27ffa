import { ListMusic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import {
  RECENT_PLAYLISTS_LIMIT,
  useRecentPlaylists,
} from '../../features/playlists/use-recent-playlists';

interface RecentlyCreatedProps {
  onNavigate?: () => void;
}

/** Up to five of the user's own playlists, newest first. */
export function RecentlyCreated({ onNavigate }: RecentlyCreatedProps) {
  const { t } = useTranslation();
  const { playlists } = useRecentPlaylists();
  const headingId = 'recently-created-heading';

  return (
    <section aria-labelledby={headingId} className="px-3">
      <h2
        id={headingId}
        className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        {t('nav.recentlyCreated')}
      </h2>
      {playlists.length === 0 ? (
        <p className="px-3 py-1 text-sm text-muted-foreground">{t('nav.noPlaylists')}</p>
      ) : (
        <ul className="space-y-0.5">
          {playlists.slice(0, RECENT_PLAYLISTS_LIMIT).map((playlist) => (
            <li key={playlist.id}>
              <Link
                to={`/playlist/${playlist.id}`}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
              >
                {playlist.coverUrl ? (
                  <img src={playlist.coverUrl} alt="" className="size-8 rounded-md object-cover" />
                ) : (
                  <span className="flex size-8 items-center justify-center rounded-md bg-muted">
                    <ListMusic aria-hidden className="size-4" />
                  </span>
                )}
                <span dir="auto" className="truncate">
                  {playlist.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
