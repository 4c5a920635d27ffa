import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { likedAlbumsQueryOptions } from '../../components/catalog/api/liked-albums';
import { followedSeriesQueryOptions } from '../../components/catalog/api/series';
import { historyQueryOptions } from '../../components/history/api/history';
import { uniqueTracks } from '../../components/history/unique-tracks';
import { likedPlaylistsQueryOptions } from '../../components/playlists/api/liked-playlists';
import { myPlaylistsQueryOptions } from '../../components/playlists/api/playlists';
import { likedTracksQueryOptions } from '../../components/tracks/api/liked-tracks';
import { FilterInput } from '../../components/ui/filter-input';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { filterByText } from '../../lib/filter-by-text';
import { useFormat } from '../../lib/i18n/format';
import { useSession } from '../../lib/session/use-session';
import { AlbumsTab, LikedTab, PlaylistsTab, RecentTab, type TabList } from './library-sections';
import { SeriesTab } from './series-tab';

const tabs = ['liked', 'playlists', 'recent', 'albums', 'series'] as const;
type Tab = (typeof tabs)[number];

/** The library reads 20 listens and shows 10 tracks. */
const RECENT_FETCHED = 20;
const RECENT_SHOWN = 10;
const LIBRARY_PLAYLISTS = 200;

/** Liked songs, playlists, recently played, albums and followed series. */
export function LibraryPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!user) {
    return (
      <>
        <PageHeader title={t('pages.library')} />
        <SignInRequired message={t('library.signedOut')} />
      </>
    );
  }
  return <Library />;
}

/** A query's state with its items filtered. */
function tabList<T>(
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
  items: T[] | undefined,
  filtered: (items: T[]) => T[],
): TabList<T> {
  const all = items ?? [];
  return {
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    items: filtered(all),
    total: all.length,
  };
}

function Library() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const requested = params.get('tab');
  const tab: Tab = tabs.find((name) => name === requested) ?? 'liked';

  const liked = useQuery(likedTracksQueryOptions());
  const playlists = useQuery(myPlaylistsQueryOptions('updated', LIBRARY_PLAYLISTS));
  const recent = useQuery(historyQueryOptions(RECENT_FETCHED));
  const albums = useQuery(likedAlbumsQueryOptions());
  const likedPlaylists = useQuery(likedPlaylistsQueryOptions());
  const series = useQuery(followedSeriesQueryOptions());

  const byTitleOrArtist = <T extends { title: string; artist: { name: string } }>(items: T[]) =>
    filterByText(items, filter, (item) => [item.title, item.artist.name]);
  const byNameOrDescription = <T extends { name: string; description: string | null }>(
    items: T[],
  ) => filterByText(items, filter, (p) => [p.name, p.description]);
  const lists = {
    liked: tabList(liked, liked.data?.tracks, byTitleOrArtist),
    playlists: tabList(playlists, playlists.data?.playlists, byNameOrDescription),
    likedPlaylists: tabList(likedPlaylists, likedPlaylists.data?.playlists, byNameOrDescription),
    recent: tabList(
      recent,
      recent.data ? uniqueTracks(recent.data.entries, RECENT_SHOWN) : undefined,
      byTitleOrArtist,
    ),
    albums: tabList(albums, albums.data?.albums, byTitleOrArtist),
    series: tabList(series, series.data?.series, byTitleOrArtist),
  };
  const count = (list: TabList<unknown>) =>
    list.isPending || list.isError ? null : (
      <>
        {' '}
        <span className="text-muted-foreground tabular-nums">{format.number(list.total)}</span>
      </>
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('pages.library')}
        actions={
          <FilterInput
            value={filter}
            onChange={setFilter}
            label={t('library.filter')}
            className="w-full sm:w-72"
          />
        }
      />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList scrollable className="mb-6">
          <TabsTrigger value="liked">
            {t('library.tabs.liked')}
            {count(lists.liked)}
          </TabsTrigger>
          <TabsTrigger value="playlists">
            {t('library.tabs.playlists')}
            {count(lists.playlists)}
          </TabsTrigger>
          <TabsTrigger value="recent">{t('library.tabs.recent')}</TabsTrigger>
          <TabsTrigger value="albums">{t('library.tabs.albums')}</TabsTrigger>
          <TabsTrigger value="series">{t('series.library.tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="liked">
          <LikedTab list={lists.liked} />
        </TabsContent>
        <TabsContent value="playlists">
          <PlaylistsTab list={lists.playlists} liked={lists.likedPlaylists} />
        </TabsContent>
        <TabsContent value="recent">
          <RecentTab list={lists.recent} />
        </TabsContent>
        <TabsContent value="albums">
          <AlbumsTab list={lists.albums} />
        </TabsContent>
        <TabsContent value="series">
          <SeriesTab list={lists.series} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
