import { linesToSpans, type PracticePause, type PracticeSpan } from '@sada/player-core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { NativeSelect } from '../../../components/ui/native-select';
import { useFormat } from '../../../lib/i18n/format';
import { trackTextQueryOptions } from '../../api/track-text';
import { completeMarks, optionsOf } from '../../state/listening-aids';
import { usePlayerStore } from '../../state/player-store';
import type { PlayerTrack } from '../../state/player-track';
import { alignLayers } from '../track-text/align-layers';
import {
  linesInScope,
  PAUSE_SECONDS_CHOICES,
  planFor,
  type PracticeChoice,
  type PracticeMode,
  TIMES_CHOICES,
  translatePracticeProblem,
} from './practice-choice';

const DEFAULT_TIMES = 3;

/** The pause as one value of its select: 'none', 'fixed:3', 'lineLength'. */
function pauseValue(pause: PracticePause): string {
  return pause.kind === 'fixed' ? `fixed:${pause.seconds}` : pause.kind;
}

function pauseOf(value: string): PracticePause {
  if (value === 'lineLength') return { kind: 'lineLength' };
  const seconds = Number(value.replace(/^fixed:/, ''));
  return value.startsWith('fixed:') && seconds > 0 ? { kind: 'fixed', seconds } : { kind: 'none' };
}

/** The current track's timed lines as stretches of audio; empty without timed text. */
function useLineSpans(track: PlayerTrack, durationSeconds: number): PracticeSpan[] {
  const query = useQuery(trackTextQueryOptions(track.id));
  const layers = query.data?.layers;
  return useMemo(
    () => (layers ? linesToSpans(alignLayers(layers).timedLines, durationSeconds) : []),
    [layers, durationSeconds],
  );
}

/** Where A and B are, with buttons that set them at the current time. */
function MarksRow() {
  const { t } = useTranslation();
  const format = useFormat();
  const marks = usePlayerStore((state) => state.marks);
  const setMark = usePlayerStore((state) => state.setMark);
  const clearMarks = usePlayerStore((state) => state.clearMarks);
  const shown = (time: number | null) =>
    time === null ? t('follow.repeat.unset') : format.duration(time * 1000);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('follow.repeat.marks')}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm tabular-nums">
        {(['a', 'b'] as const).map((which) => (
          <span key={which} className="inline-flex items-center gap-2">
            <span className="min-w-16">
              {t(`follow.repeat.${which}`, { time: shown(marks[which]) })}
            </span>
            <Button variant="outline" size="sm" className="h-8 px-3" onClick={() => setMark(which)}>
              {which === 'a' ? t('follow.repeat.setA') : t('follow.repeat.setB')}
            </Button>
          </span>
        ))}
        {marks.a !== null || marks.b !== null ? (
          <Button variant="ghost" size="sm" className="h-8 px-3" onClick={clearMarks}>
            {t('follow.repeat.clear')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans
          i18nKey="follow.repeat.marksHint"
          components={{
            // The keys as printed on them: never mirrored in a right-to-left sentence.
            kbd: <kbd dir="ltr" className="rounded border border-border bg-muted px-1 font-sans" />,
          }}
        />
      </p>
    </fieldset>
  );
}

/**
 * The repeat form: what to repeat (A–B, each line, the whole range), how many times, the pause
 * between passes and what follows. Starting replaces any repeat already running.
 */
export function PracticeForm({ track, onStarted }: { track: PlayerTrack; onStarted: () => void }) {
  const { t } = useTranslation();
  const timesId = useId();
  const pauseId = useId();
  const marks = usePlayerStore((state) => state.marks);
  const running = usePlayerStore((state) => state.practice?.plan ?? null);
  const duration = usePlayerStore((state) =>
    state.player.duration > 0 ? state.player.duration : (track.durationMs ?? 0) / 1000,
  );
  const startPractice = usePlayerStore((state) => state.startPractice);
  const spans = useLineSpans(track, duration);
  const [choice, setChoice] = useState<PracticeChoice>(() => ({
    mode: running?.kind ?? (completeMarks(marks) ? 'ab' : 'eachLine'),
    ...(running
      ? optionsOf(running)
      : { times: DEFAULT_TIMES, pause: { kind: 'none' }, then: 'continue' }),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const update = (change: Partial<PracticeChoice>) => {
    setProblem(null);
    setChoice((before) => ({ ...before, ...change }));
  };
  const scoped = linesInScope(spans, marks).length;
  const hasLines = spans.length > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = startPractice(planFor(choice, marks, spans, duration));
    if (found) setProblem(translatePracticeProblem(t, found));
    else onStarted();
  };

  const modeNote =
    choice.mode === 'eachLine'
      ? hasLines
        ? t('follow.repeat.linesInScope', { count: scoped })
        : t('follow.repeat.noLines')
      : choice.mode === 'range' && !completeMarks(marks)
        ? t('follow.repeat.wholeTrack')
        : null;

  return (
    <form onSubmit={handleSubmit} className="space-y-3.5" noValidate>
      <MarksRow />
      <ChoiceGroup<PracticeMode>
        legend={t('follow.repeat.mode')}
        value={choice.mode}
        onChange={(mode) => update({ mode })}
        choices={[
          { value: 'ab', label: t('follow.repeat.modes.ab') },
          { value: 'eachLine', label: t('follow.repeat.modes.eachLine') },
          { value: 'range', label: t('follow.repeat.modes.range') },
        ]}
      />
      {modeNote ? <p className="-mt-2 text-xs text-muted-foreground">{modeNote}</p> : null}
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <label htmlFor={timesId} className="text-sm font-semibold">
            {t('follow.repeat.times')}
          </label>
          <NativeSelect
            id={timesId}
            value={String(choice.times)}
            onChange={(event) => update({ times: Number(event.target.value) })}
          >
            {TIMES_CHOICES.map((times) => (
              <option key={times} value={String(times)}>
                {times === Infinity
                  ? t('follow.repeat.untilStopped')
                  : t('follow.repeat.timesValue', { count: times })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={pauseId} className="text-sm font-semibold">
            {t('follow.repeat.pause')}
          </label>
          <NativeSelect
            id={pauseId}
            value={pauseValue(choice.pause)}
            onChange={(event) => update({ pause: pauseOf(event.target.value) })}
          >
            <option value="none">{t('follow.repeat.pauses.none')}</option>
            {PAUSE_SECONDS_CHOICES.map((seconds) => (
              <option key={seconds} value={`fixed:${seconds}`}>
                {t('follow.repeat.seconds', { count: seconds })}
              </option>
            ))}
            <option value="lineLength">{t('follow.repeat.pauses.lineLength')}</option>
          </NativeSelect>
        </div>
      </div>
      <ChoiceGroup<PracticeChoice['then']>
        legend={t('follow.repeat.then')}
        value={choice.then}
        onChange={(then) => update({ then })}
        choices={[
          { value: 'continue', label: t('follow.repeat.thens.continue') },
          { value: 'stop', label: t('follow.repeat.thens.stop') },
        ]}
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="submit" className="w-full">
        {running ? t('follow.repeat.restart') : t('follow.repeat.start')}
      </Button>
    </form>
  );
}
