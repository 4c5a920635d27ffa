import type { AlbumSummary } from '@sada/contracts/catalog';
import type { OwnPlaylist, PlaylistSummary } from '@sada/contracts/playlists';
import type { TrackSummary } from '@sada/contracts/tracks';
import { Disc3, Heart, History, Plus, SearchX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PlaylistCard } from '../../components/catalog/playlist-card';
import { PlaylistCover } from '../../components/catalog/playlist-cover';
import { openCreatePlaylist } from '../../components/playlists/create-playlist-store';
import { TrackRow } from '../../components/tracks/track-row';
import { CardSkeletons, TrackRowsSkeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { usePlayerStore } from '../../player/state/player-store';

/** What one tab's list needs: the query's state, the filtered items, and its empty text. */
export interface TabList<T> {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  items: T[];
  /** The items before the filter: empty means nothing at all, not nothing matching. */
  total: number;
}

interface TabBodyProps<T> {
  list: TabList<T>;
  loading: 'rows' | 'cards';
  errorMessage: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** Loading, error, empty, no match, or the list. */
export function TabBody<T>({ list, loading, errorMessage, empty, children }: TabBodyProps<T>) {
  const { t } = useTranslation();
  if (list.isPending) {
    return loading === 'rows' ? (
      <TrackRowsSkeleton label={t('app.loading')} />
    ) : (
      <CardSkeletons label={t('app.loading')} count={5} />
    );
  }
  if (list.isError) return <LoadError message={errorMessage} onRetry={list.retry} />;
  if (list.total === 0) return empty;
  if (list.items.length === 0) {
    return <EmptyState icon={SearchX} title={t('library.noMatch')} />;
  }
  return children(list.items);
}

/**
 * `asList`: a row's Play queues the whole list from that row (liked songs). Otherwise it plays
 * the one track from elsewhere, in front of the queue.
 */
function TrackList({ tracks, asList }: { tracks: TrackSummary[]; asList: boolean }) {
  const playTracks = usePlayerStore((state) => state.playTracks);
  return (
    <ol className="space-y-0.5">
      {tracks.map((track, index) => (
        <TrackRow
          key={track.id}
          track={track}
          position={index + 1}
          onPlay={asList ? () => playTracks(tracks, index) : undefined}
        />
      ))}
    </ol>
  );
}

export function LikedTab({ list }: { list: TabList<TrackSummary> }) {
  const { t } = useTranslation();
  return (
    <TabBody
      list={list}
      loading="rows"
      errorMessage={t('liked.loadError')}
      empty={
        <EmptyState icon={Heart} title={t('liked.empty')} description={t('liked.emptyHint')} />
      }
    >
      {(tracks) => <TrackList tracks={tracks} asList />}
    </TabBody>
  );
}

export function RecentTab({ list }: { list: TabList<TrackSummary> }) {
  const { t } = useTranslation();
  return (
    <TabBody
      list={list}
      loading="rows"
      errorMessage={t('history.loadError')}
      empty={<EmptyState icon={History} title={t('library.noRecent')} />}
    >
      {(tracks) => <TrackList tracks={tracks} asList={false} />}
    </TabBody>
  );
}

/** The card that opens Create Playlist, first in the grid. */
function CreatePlaylistCard() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => openCreatePlaylist()}
      className="group flex min-w-0 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-border p-3 text-muted-foreground transition-colors hover:border-primary hover:text-primary"
    >
      <span className="flex aspect-square w-full items-center justify-center rounded-xl bg-muted/60">
        <Plus aria-hidden className="size-10" />
      </span>
      <span className="text-sm font-semibold">{t('nav.createPlaylist')}</span>
    </button>
  );
}

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

/** A titled part of a tab. */
function TabSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-display text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface PlaylistsTabProps {
  list: TabList<OwnPlaylist>;
  /** Other people's playlists the listener liked. */
  liked: TabList<PlaylistSummary>;
}

/**
 * The Create Playlist card, then the listener's own playlists (with none yet, the card alone);
 * below them the playlists they liked.
 */
export function PlaylistsTab({ list, liked }: PlaylistsTabProps) {
  const { t } = useTranslation();
  const playlists = (
    <div className={grid}>
      <CreatePlaylistCard />
      {list.items.map((playlist) => (
        <PlaylistCard key={playlist.id} playlist={playlist} />
      ))}
    </div>
  );
  return (
    <div className="space-y-10">
      <TabSection title={t('library.yourPlaylists')}>
        <TabBody
          list={list}
          loading="cards"
          errorMessage={t('library.playlistsError')}
          empty={playlists}
        >
          {() => playlists}
        </TabBody>
      </TabSection>
      <TabSection title={t('library.likedPlaylists')}>
        <TabBody
          list={liked}
          loading="cards"
          errorMessage={t('library.likedPlaylistsError')}
          empty={
            <EmptyState
              icon={Heart}
              title={t('library.noLikedPlaylists')}
              description={t('library.noLikedPlaylistsHint')}
            />
          }
        >
          {(items) => (
            <div className={grid}>
              {items.map((playlist) => (
                <PlaylistCard key={playlist.id} playlist={playlist} />
              ))}
            </div>
          )}
        </TabBody>
      </TabSection>
    </div>
  );
}

function AlbumCard({ album }: { album: AlbumSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const year = album.year === null ? null : format.number(album.year, { useGrouping: false });
  return (
    <Link
      to={`/album/${album.id}`}
      className="group flex min-w-0 flex-col gap-3 rounded-2xl bg-card p-3 shadow-sm ring-1 ring-border/70 transition-colors hover:bg-muted/60"
    >
      <PlaylistCover src={album.coverUrl} className="aspect-square w-full rounded-xl" />
      <div className="min-w-0">
        <p
          dir="auto"
          className="truncate text-sm font-semibold text-interface-start group-hover:underline"
        >
          {album.title}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {[t(`album.types.${album.albumType}`), year, album.artist.name]
            .filter(Boolean)
            .join(` ${format.separator} `)}
        </p>
      </div>
    </Link>
  );
}

export function AlbumsTab({ list }: { list: TabList<AlbumSummary> }) {
  const { t } = useTranslation();
  return (
    <TabBody
      list={list}
      loading="cards"
      errorMessage={t('library.albumsError')}
      empty={
        <EmptyState
          icon={Disc3}
          title={t('library.noAlbums')}
          description={t('library.noAlbumsHint')}
        />
      }
    >
      {(albums) => (
        <div className={grid}>
          {albums.map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </div>
      )}
    </TabBody>
  );
}
