import type { ModerationTrack } from '@sada/contracts/moderation';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { Slider } from '../../components/ui/slider';
import { useFormat } from '../../lib/i18n/format';
import { playerStore } from '../../player/state/player-store';
import { reviewAudioQueryOptions } from './api/track';
import type { ReviewAudioLink } from './review-audio-link';
import { Waveform } from './waveform';

/** A link older than this that fails to load has probably expired: ask for a new one. */
const STALE_LINK_MS = 60_000;

interface ReviewPlayerProps {
  track: ModerationTrack;
  /** Where the text beside it learns the position and asks to play from a line. */
  link?: ReviewAudioLink;
}

/**
 * The track's audio in the page, with its waveform as the seek bar. It plays apart from the
 * app's player: starting one pauses the other.
 */
export function ReviewPlayer({ track, link }: ReviewPlayerProps) {
  const { t } = useTranslation();
  if (!track.streamUrl) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        {t('moderation.player.noAudio')}
      </p>
    );
  }
  return <AudioWithWaveform track={track} textLink={link} />;
}

function AudioWithWaveform({
  track,
  textLink,
}: {
  track: ModerationTrack;
  textLink: ReviewAudioLink | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const link = useQuery(reviewAudioQueryOptions(track.id));
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState((track.durationMs ?? 0) / 1000);
  const [failed, setFailed] = useState(false);

  // The app's player starting pauses this one.
  useEffect(
    () =>
      playerStore.subscribe((state, previous) => {
        if (state.playIntent && !previous.playIntent) audioRef.current?.pause();
      }),
    [],
  );

  useEffect(
    () =>
      textLink?.handlePlayFrom((ms) => {
        const audio = audioRef.current;
        if (!audio) return;
        audio.currentTime = ms / 1000;
        setTime(ms / 1000);
        if (!audio.paused) return;
        playerStore.getState().pause();
        audio.play().catch(() => setFailed(true));
      }),
    [textLink],
  );

  const handleToggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    playerStore.getState().pause();
    audio.play().catch(() => setFailed(true));
  };

  const handleSeek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setTime(seconds);
    textLink?.report(seconds * 1000);
  };

  const handleError = () => {
    if (Date.now() - link.dataUpdatedAt > STALE_LINK_MS && !link.isFetching) {
      void link.refetch();
    } else {
      setFailed(true);
      setPlaying(false);
    }
  };

  const ready = Boolean(link.data) && !failed;
  const label = t('moderation.player.position', { title: track.title });
  const valueText = `${format.duration(time * 1000)} / ${format.duration(duration * 1000)}`;

  return (
    <section
      aria-label={t('moderation.player.title')}
      className="rounded-2xl border border-border bg-card p-4"
    >
      <div className="flex items-center gap-4">
        <Button
          size="icon"
          aria-label={t(playing ? 'moderation.player.pause' : 'moderation.player.play', {
            title: track.title,
          })}
          loading={link.isPending}
          disabled={!ready}
          onClick={handleToggle}
        >
          {link.isPending ? null : playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <div className="min-w-0 flex-1">
          {track.waveform && track.waveform.length > 0 ? (
            <Waveform
              peaks={track.waveform}
              value={time}
              max={duration}
              onSeek={handleSeek}
              label={label}
              valueText={valueText}
              disabled={!ready}
            />
          ) : (
            <Slider
              value={time}
              max={Math.max(duration, 0.001)}
              step={1}
              label={label}
              valueText={valueText}
              disabled={!ready}
              onValueChange={handleSeek}
              className="h-8"
              thumbClassName="opacity-100"
            />
          )}
          <p className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums">
            <span>{format.duration(time * 1000)}</span>
            <span>{format.duration(duration * 1000)}</span>
          </p>
        </div>
      </div>
      {failed || link.isError ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {t('moderation.player.loadError')}
        </p>
      ) : null}
      <audio
        ref={audioRef}
        src={link.data?.url}
        preload="metadata"
        data-testid="review-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => {
          setTime(event.currentTarget.currentTime);
          textLink?.report(event.currentTarget.currentTime * 1000);
        }}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setDuration(seconds);
          setFailed(false);
        }}
        onError={handleError}
      />
    </section>
  );
}
