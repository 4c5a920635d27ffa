import type { TrackDetail } from '@sada/contracts/tracks';
import { Clock, Link2, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useTrackPlayback } from '../../components/tracks/use-track-playback';
import { Button } from '../../components/ui/button';
import { useFormat } from '../../lib/i18n/format';
import { playerStore, usePlayerStore } from '../../player/state/player-store';
import { useCopyTrackLink } from '../../player/ui/copy-track-link';
import { parseStartTime } from './start-time';

/** A link's `?t=`, when it falls inside the track. */
function useStartTime(track: TrackDetail): { startAt: number | null; consume: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = parseStartTime(searchParams.get('t'));
  const inside = parsed !== null && (track.durationMs === null || parsed < track.durationMs / 1000);
  const consume = () =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('t');
        return next;
      },
      { replace: true },
    );
  return { startAt: inside ? parsed : null, consume };
}

interface TrackPlayButtonProps {
  track: TrackDetail;
  /** The track is outside the listener's rule: Play says why (this id) and does nothing. */
  blockedNoticeId: string | null;
}

/**
 * The page's Play. Opened from a link to a moment (`?t=83`) it starts there, and says so; on
 * the current track it moves there. The moment is used once: Play then plays and pauses.
 */
export function TrackPlayButton({ track, blockedNoticeId }: TrackPlayButtonProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const startsAtId = useId();
  const playTrack = usePlayerStore((state) => state.playTrack);
  const { isCurrent, isPlaying, togglePlay } = useTrackPlayback(track.id);
  const { startAt, consume } = useStartTime(track);
  const blocked = blockedNoticeId !== null;
  const showPause = isPlaying && !blocked && startAt === null;

  const handlePlay = () => {
    if (blocked) return;
    if (startAt !== null) {
      consume();
      if (isCurrent) {
        playerStore.getState().seek(startAt);
        playerStore.getState().play();
      } else {
        playTrack(track, { startAt });
      }
      return;
    }
    if (isCurrent) togglePlay();
    else playTrack(track);
  };

  const describedBy = [blockedNoticeId, startAt !== null && !blocked ? startsAtId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <Button
        size="lg"
        onClick={handlePlay}
        aria-disabled={blocked || undefined}
        aria-describedby={describedBy || undefined}
        className={blocked ? 'cursor-not-allowed opacity-50 hover:bg-primary' : undefined}
      >
        {showPause ? (
          <Pause aria-hidden className="fill-current" />
        ) : (
          <Play aria-hidden className="fill-current" />
        )}
        {showPause ? t('player.pause') : t('player.play')}
      </Button>
      {startAt !== null && !blocked ? (
        <p id={startsAtId} className="flex items-center gap-1.5 text-sm font-medium tabular-nums">
          <Clock aria-hidden className="size-4 text-primary" />
          {t('follow.startsAt', { time: format.duration(startAt * 1000) })}
        </p>
      ) : null}
    </>
  );
}

/** Copies a link to this track at the moment playing; only while it is the current track. */
export function CopyMomentLinkButton({ trackId }: { trackId: string }) {
  const { t } = useTranslation();
  const copyLink = useCopyTrackLink();
  const { isCurrent } = useTrackPlayback(trackId);
  if (!isCurrent) return null;
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => void copyLink(trackId, playerStore.getState().player.currentTime)}
    >
      <Link2 aria-hidden />
      {t('follow.link.copy')}
    </Button>
  );
}
