import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { getPlaySource, type PlaySource } from '../api/play-source';
import { usePlayerStore } from './player-store';

function sourceKey(source: PlaySource): string {
  return source.kind === 'liked' ? 'liked' : `${source.kind}:${source.id}`;
}

/**
 * Play buttons of an artist, a playlist, an album and a genre. An artist's tracks play
 * shuffled from a random one; the others in their order.
 * `pending` names the source being fetched, for a spinner.
 */
export function usePlaySource() {
  const { t } = useTranslation();
  const playTracks = usePlayerStore((state) => state.playTracks);
  const [pending, setPending] = useState<string | null>(null);

  const run = async (
    source: PlaySource,
    onEmpty: () => void,
    onFailure: (error: unknown) => void,
  ) => {
    const key = sourceKey(source);
    setPending(key);
    try {
      const { tracks } = await getPlaySource(source);
      if (tracks.length === 0) {
        onEmpty();
        return;
      }
      if (source.kind === 'artist') {
        playTracks(tracks, Math.floor(Math.random() * tracks.length), { shuffle: true });
      } else {
        playTracks(tracks, 0);
      }
    } catch (error) {
      onFailure(error);
    } finally {
      setPending((current) => (current === key ? null : current));
    }
  };

  const genericFailure = (error: unknown) =>
    toast.error(t('common.error'), {
      description: error instanceof Error ? error.message : undefined,
    });
  const genericEmpty = () => toast.error(t('tracks.noTracks'));

  return {
    pending,
    playArtist: (artist: { id: string; name: string }) =>
      run(
        { kind: 'artist', id: artist.id },
        () =>
          toast.error(t('tracks.noTracks'), {
            description: t('tracks.noTracksFrom', { artist: artist.name }),
          }),
        () => toast.error(t('tracks.artistTracksFailed')),
      ),
    playPlaylist: (playlistId: string) =>
      run({ kind: 'playlist', id: playlistId }, genericEmpty, genericFailure),
    playAlbum: (albumId: string) =>
      run({ kind: 'album', id: albumId }, genericEmpty, genericFailure),
    playGenre: (slug: string) => run({ kind: 'genre', id: slug }, genericEmpty, genericFailure),
  };
}
