import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { playlistQueryOptions } from '../../components/playlists/api/playlists';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadError } from '../../components/ui/state-message';
import { isNotFound } from '../../lib/query-retry';
import { useSession } from '../../lib/session/use-session';
import { PlaylistEntries } from './playlist-entries';
import { PlaylistHeader } from './playlist-header';

/** One playlist: its header, Play, and the tracks in position order. */
export function PlaylistPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { isPending: sessionPending } = useSession();
  // Whether a private playlist is visible depends on who asks: wait for the session.
  const query = useQuery({ ...playlistQueryOptions(id), enabled: !sessionPending });

  if (sessionPending || query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t('playlist.notFound')} />;
    return (
      <LoadError
        message={t('playlist.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PlaylistHeader playlist={query.data} />
      <PlaylistEntries playlist={query.data} />
    </div>
  );
}
