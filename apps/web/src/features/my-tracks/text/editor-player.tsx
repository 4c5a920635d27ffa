import { DEFAULT_STREAM_QUALITY } from '@sada/contracts/streaming';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { Slider } from '../../../components/ui/slider';
import { useFormat } from '../../../lib/i18n/format';
import { getStreamUrl } from '../../../player/api/stream-url';
import { playerStore } from '../../../player/state/player-store';
import { useLineTime } from './line-time';
import { useClockValue, type PlaybackClock } from './playback-clock';

/** Signed links last an hour; a new one is asked for well before that. */
const LINK_STALE_MS = 30 * 60_000;
/** A link older than this that fails to load has probably expired: ask for a new one. */
const STALE_LINK_MS = 60_000;
const speeds = [0.5, 0.75, 1] as const;

interface EditorPlayerProps {
  trackId: string;
  title: string;
  /** False while the track has no audio to play (processing, failed). */
  hasAudio: boolean;
  durationMs: number | null;
  clock: PlaybackClock;
}

/**
 * The track's audio for syncing and previewing, apart from the app's player (starting one pauses
 * the other). The artist may stream their own track in any state that has audio.
 */
export function EditorPlayer({ trackId, title, hasAudio, durationMs, clock }: EditorPlayerProps) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: ['me', 'track-text', trackId, 'audio'] as const,
    queryFn: ({ signal }) => getStreamUrl(trackId, DEFAULT_STREAM_QUALITY, signal),
    enabled: hasAudio,
    staleTime: LINK_STALE_MS,
    refetchOnWindowFocus: false,
  });
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [speed, setSpeed] = useState<(typeof speeds)[number]>(1);
  const [duration, setDuration] = useState(durationMs ?? 0);

  const attach = useCallback(
    (element: HTMLAudioElement | null) => {
      audioRef.current = element;
      clock.attach(element);
    },
    [clock],
  );

  useEffect(
    () =>
      playerStore.subscribe((state, previous) => {
        if (state.playIntent && !previous.playIntent) audioRef.current?.pause();
      }),
    [],
  );

  // The time and the line lit follow the audio closely while it plays, not only at the
  // browser's few timeupdate events a second.
  useEffect(() => {
    if (!playing) return undefined;
    let frame = 0;
    const follow = () => {
      if (audioRef.current) clock.tick(audioRef.current.currentTime * 1000);
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [playing, clock]);

  if (!hasAudio) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        {t('textEditor.player.noAudio')}
      </p>
    );
  }

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

  const handleError = () => {
    if (Date.now() - link.dataUpdatedAt > STALE_LINK_MS && !link.isFetching) void link.refetch();
    else {
      setFailed(true);
      setPlaying(false);
    }
  };

  const ready = Boolean(link.data) && !failed;
  return (
    <section
      aria-label={t('textEditor.player.title')}
      className="rounded-2xl border border-border bg-card p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="icon"
          aria-label={t(playing ? 'textEditor.player.pause' : 'textEditor.player.play', { title })}
          loading={link.isPending}
          disabled={!ready}
          onClick={handleToggle}
        >
          {link.isPending ? null : playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('textEditor.player.restart')}
          title={t('textEditor.player.restart')}
          disabled={!ready}
          onClick={() => clock.seek(0)}
        >
          <RotateCcw aria-hidden />
        </Button>
        <Position clock={clock} durationMs={duration} title={title} disabled={!ready} />
        <label className="flex items-center gap-2 text-xs text-muted-foreground">
          {t('textEditor.player.speed')}
          <NativeSelect
            value={String(speed)}
            disabled={!ready}
            onChange={(event) => {
              const next = speeds.find((value) => String(value) === event.target.value) ?? 1;
              setSpeed(next);
              if (audioRef.current) audioRef.current.playbackRate = next;
            }}
            className="h-9 w-24"
          >
            {speeds.map((value) => (
              <option key={value} value={value}>
                {t('textEditor.player.speedValue', { speed: value })}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {failed || link.isError ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {t('textEditor.player.loadError')}
        </p>
      ) : null}
      <audio
        ref={attach}
        src={link.data?.url}
        preload="metadata"
        data-testid="text-editor-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => clock.tick(event.currentTarget.currentTime * 1000)}
        onSeeked={(event) => clock.tick(event.currentTarget.currentTime * 1000)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setDuration(seconds * 1000);
          event.currentTarget.playbackRate = speed;
          setFailed(false);
        }}
        onError={handleError}
      />
    </section>
  );
}

function Position({
  clock,
  durationMs,
  title,
  disabled,
}: {
  clock: PlaybackClock;
  durationMs: number;
  title: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const time = useLineTime();
  const ms = useClockValue(clock, identity);
  return (
    <div className="flex min-w-48 flex-1 items-center gap-3">
      <Slider
        value={Math.min(ms, durationMs)}
        max={Math.max(durationMs, 1)}
        step={100}
        label={t('textEditor.player.position', { title })}
        valueText={`${time(ms)} / ${format.duration(durationMs)}`}
        disabled={disabled}
        onValueChange={(value) => clock.seek(value)}
        className="h-8 flex-1"
        thumbClassName="opacity-100"
      />
      <span dir="ltr" className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {time(ms)} / {format.duration(durationMs)}
      </span>
    </div>
  );
}

const identity = (ms: number) => ms;
