import type { AlbumDetail } from '@sada/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';

import { ArtistAvatar } from '../../components/catalog/artist-avatar';
import { CollectionLikeButton } from '../../components/catalog/collection-like-button';
import { PlaylistCover } from '../../components/catalog/playlist-cover';
import { Button } from '../../components/ui/button';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { isNotFound } from '../../lib/query-retry';
import { usePlaySource } from '../../player/state/use-play-source';
import { AlbumTracks } from './album-tracks';
import { albumQueryOptions, useToggleAlbumLike } from './api/album';

/** One album: header, Play and Like, the tracks table. */
export function AlbumPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(albumQueryOptions(id));
  const failed = query.isError && !isNotFound(query.error);

  useEffect(() => {
    if (failed) toast.error(t('album.loadError'));
  }, [failed, t]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t('album.notFound')} />;
    return (
      <LoadError
        message={t('album.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const album = query.data;
  return (
    <div className="mx-auto max-w-6xl">
      <AlbumHeader album={album} />
      <AlbumTracks album={album} />
    </div>
  );
}

function AlbumHeader({ album }: { album: AlbumDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { playAlbum, pending } = usePlaySource();
  const playing = pending === `album:${album.id}`;

  return (
    <header className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-end">
      <PlaylistCover
        src={album.coverUrl}
        className="aspect-square w-full max-w-64 self-center rounded-2xl shadow-xl sm:size-56 sm:self-auto"
      />
      <div className="min-w-0 flex-1">
        <p className="mb-2">
          <span className="inline-flex rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-bold tracking-wide text-gold-text uppercase">
            {t(`album.types.${album.albumType}`)}
          </span>
        </p>
        <h1 className="font-display text-3xl font-semibold tracking-tight break-words sm:text-5xl">
          {album.title}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <Link
            to={`/artist/${album.artist.id}`}
            className="inline-flex items-center gap-2 font-semibold text-foreground hover:underline"
          >
            <ArtistAvatar
              name={album.artist.name}
              src={album.artist.avatarUrl}
              className="size-6 text-[0.6rem]"
            />
            {album.artist.name}
          </Link>
          {album.year !== null ? (
            <>
              <span aria-hidden>{format.separator}</span>
              <span>{format.number(album.year, { useGrouping: false })}</span>
            </>
          ) : null}
          <span aria-hidden>{format.separator}</span>
          <span>{t('album.songCount', { count: album.trackCount })}</span>
          <span aria-hidden>{format.separator}</span>
          <span>{format.totalDuration(album.totalDurationMs)}</span>
        </p>
        {album.description ? (
          <p dir="auto" className="mt-3 max-w-2xl text-muted-foreground">
            {album.description}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            loading={playing}
            disabled={album.trackCount === 0}
            onClick={() => void playAlbum(album.id)}
          >
            {playing ? null : <Play aria-hidden className="fill-current" />}
            {t('player.play')}
          </Button>
          <AlbumLikeButton album={album} />
        </div>
      </div>
    </header>
  );
}

function AlbumLikeButton({ album }: { album: AlbumDetail }) {
  const { t } = useTranslation();
  const toggle = useToggleAlbumLike(album.id);
  return (
    <CollectionLikeButton
      liked={album.liked}
      likeCount={album.likeCount}
      label={t('album.like')}
      signInMessage={t('album.signInToLike')}
      onToggle={(like) => toggle.mutate(like)}
      testId="album-like-count"
    />
  );
}
