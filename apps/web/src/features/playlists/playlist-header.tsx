import type { PlaylistDetail } from '@sada/contracts/playlists';
import { Globe, Lock, Pencil, Play, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PlaylistCover } from '../../components/catalog/playlist-cover';
import { Button } from '../../components/ui/button';
import { useFormat } from '../../lib/i18n/format';
import { usePlayerStore } from '../../player/state/player-store';
import { DeletePlaylistDialog } from './delete-playlist-dialog';
import { EditPlaylistDialog } from './edit-playlist-dialog';
import { PlaylistLikeButton } from './playlist-like-button';
import { playlistQueue } from './playlist-queue';

/** Cover, name, description, 'Created by', count and length, Play, and the owner's actions. */
export function PlaylistHeader({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const playTracks = usePlayerStore((state) => state.playTracks);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Without the entries outside what the listener chose to hear.
  const queue = playlistQueue(playlist.entries);

  return (
    <header className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-end">
      <PlaylistCover
        src={playlist.coverUrl}
        className="aspect-square w-full max-w-64 self-center rounded-2xl shadow-xl sm:size-56 sm:self-auto"
      />
      <div className="min-w-0 flex-1">
        <p className="mb-2 flex flex-wrap items-center gap-2 text-xs font-bold tracking-wide text-gold-text uppercase">
          <span className="inline-flex items-center gap-1.5">
            {playlist.isPublic ? (
              <Globe aria-hidden className="size-3.5" />
            ) : (
              <Lock aria-hidden className="size-3.5" />
            )}
            {playlist.isPublic ? t('playlist.public') : t('playlist.private')}
          </span>
          {playlist.collaborative ? (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden>{format.separator}</span>
              <Users aria-hidden className="size-3.5" />
              {t('playlist.collaborative')}
            </span>
          ) : null}
        </p>
        <h1 className="font-display text-3xl font-semibold tracking-tight break-words sm:text-5xl">
          {playlist.name}
        </h1>
        {playlist.description ? (
          <p dir="auto" className="mt-3 max-w-2xl text-muted-foreground">
            {playlist.description}
          </p>
        ) : null}
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>
            {t('playlist.createdBy')}{' '}
            <Link
              to={`/user/${playlist.owner.id}`}
              className="rounded font-semibold text-foreground hover:underline focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
            >
              {playlist.owner.displayName}
            </Link>
          </span>
          <span aria-hidden>{format.separator}</span>
          <span data-testid="playlist-song-count">
            {t('album.songCount', { count: playlist.entries.length })}
          </span>
          <span aria-hidden>{format.separator}</span>
          <span>{format.totalDuration(playlist.totalDurationMs)}</span>
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            disabled={queue === null}
            onClick={() => {
              if (queue) playTracks(queue.tracks, queue.startIndex);
            }}
          >
            <Play aria-hidden className="fill-current" />
            {t('player.play')}
          </Button>
          {playlist.canEdit ? null : <PlaylistLikeButton playlist={playlist} />}
          {playlist.canEdit ? (
            <>
              <Button variant="outline" size="lg" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                {t('playlist.edit')}
              </Button>
              <Button
                variant="ghost"
                size="lg"
                onClick={() => setDeleting(true)}
                className="text-destructive hover:bg-destructive/10"
              >
                <Trash2 aria-hidden />
                {t('playlist.delete')}
              </Button>
              <EditPlaylistDialog playlist={playlist} open={editing} onOpenChange={setEditing} />
              <DeletePlaylistDialog
                playlist={playlist}
                open={deleting}
                onOpenChange={setDeleting}
              />
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
