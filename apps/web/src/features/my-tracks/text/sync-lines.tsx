import { clsx } from 'clsx';
import { Hand } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/format';
import { useLineTime } from './line-time';
import { useClockValue, type PlaybackClock } from './playback-clock';
import type { DraftLine } from './text-draft';

/** The line playing at `ms`: the last started, unless its end has passed; -1 for none. */
export function playingLine(lines: readonly DraftLine[], ms: number): number {
  let found = -1;
  for (const [index, line] of lines.entries()) {
    if (line.startMs !== null && line.startMs <= ms) found = index;
  }
  const end = lines[found]?.endMs ?? null;
  return end !== null && ms >= end ? -1 : found;
}

const isMarkButton = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('[data-mark-line]'));

/** True for a key press that belongs to the control it is typed in, not to the sync. */
function ownKey(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || isMarkButton(target)) return false;
  return Boolean(
    target.closest('input, textarea, select, button, a, [contenteditable], [role="slider"]'),
  );
}

interface SyncLinesProps {
  lines: readonly DraftLine[];
  language: string;
  direction: 'rtl' | 'ltr';
  clock: PlaybackClock;
  /** Whether the audio can play: marking needs it. */
  canMark: boolean;
  /** Lines read from LRC are previewed here, not synced: no marking, no nudging. */
  readOnly?: boolean;
  /** The line (1-based) a problem names, lit in red. */
  problemLine?: number | null;
  onMark?: (line: number, ms: number) => void;
  onNudge?: (line: number, byMs: number) => void;
}

/**
 * Tap to sync and preview: the lines with their times, the line playing lit as the audio plays,
 * a click on a line plays from it, and 'Mark line' (or Space or Enter) gives the next line the
 * audio's time.
 */
export function SyncLines({
  lines,
  language,
  direction,
  clock,
  canMark,
  readOnly = false,
  problemLine = null,
  onMark,
  onNudge,
}: SyncLinesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const time = useLineTime();
  // Marking starts at the first line without a time (all of them for a layer not yet synced).
  const [cursor, setCursor] = useState(() =>
    Math.max(
      0,
      lines.findIndex((line) => line.startMs === null),
    ),
  );
  const next = Math.min(cursor, lines.length);
  const select = useCallback((ms: number) => playingLine(lines, ms), [lines]);
  const playing = useClockValue(clock, select);
  const listRef = useRef<HTMLOListElement>(null);
  const timed = lines.filter((line) => line.startMs !== null).length;
  const markable = !readOnly && canMark && next < lines.length;

  const mark = useCallback(() => {
    if (!markable) return;
    onMark?.(next, clock.exactMs());
    setCursor(next + 1);
  }, [markable, onMark, next, clock]);

  useEffect(() => {
    if (readOnly) return undefined;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (ownKey(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      // Away from the button, Space and Enter mark only while the track plays: otherwise Space
      // scrolls the page, as it does everywhere.
      if (!isMarkButton(event.target) && !clock.isPlaying()) return;
      event.preventDefault();
      if (!event.repeat) mark();
    };
    // The Space of a button acts when it is let go: that press is already marked.
    const handleKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && isMarkButton(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', handleKey);
    window.addEventListener('keyup', handleKeyUp);
    return () => {
      window.removeEventListener('keydown', handleKey);
      window.removeEventListener('keyup', handleKeyUp);
    };
  }, [mark, readOnly, clock]);

  // The line playing stays in view in the list, which scrolls on its own: scrollIntoView would
  // move the page too, away from what the artist is doing.
  useEffect(() => {
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !row) return;
    if (row.offsetTop < list.scrollTop) list.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = row.offsetTop + row.offsetHeight - list.clientHeight;
  }, [playing]);

  const handleSeek = (index: number) => {
    setCursor(index);
    const start = lines[index]?.startMs;
    if (start !== null && start !== undefined) clock.seek(start);
  };

  return (
    <div className="space-y-3">
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            data-mark-line
            disabled={!markable}
            onClick={mark}
            aria-keyshortcuts="Space Enter"
            className="min-w-48 grow sm:grow-0"
          >
            <Hand aria-hidden />
            {next < lines.length
              ? t('textEditor.sync.mark', { number: format.number(next + 1) })
              : t('textEditor.sync.allMarked')}
          </Button>
          <p className="text-sm text-muted-foreground">
            {canMark ? t('textEditor.sync.hint') : t('textEditor.sync.needsAudio')}
          </p>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        {t('textEditor.sync.timed', {
          timed: format.number(timed),
          total: format.number(lines.length),
        })}
      </p>
      <ol
        ref={listRef}
        dir={direction}
        aria-label={t('textEditor.sync.lines')}
        className="relative max-h-[26rem] space-y-1 overflow-y-auto rounded-xl border border-border bg-muted/30 p-1.5"
      >
        {lines.map((line, index) => {
          const number = format.number(index + 1);
          const isNext = !readOnly && index === next;
          return (
            <li
              key={index}
              aria-current={index === playing ? 'true' : undefined}
              className={clsx(
                'flex flex-wrap items-center gap-1.5 rounded-lg px-1.5 py-1',
                index === playing && 'bg-primary/15',
                isNext && 'ring-2 ring-primary/60',
                problemLine === index + 1 && 'bg-destructive/10 ring-2 ring-destructive/60',
              )}
            >
              <span className="w-8 shrink-0 text-center text-xs text-muted-foreground tabular-nums">
                {number}
              </span>
              <button
                type="button"
                onClick={() => handleSeek(index)}
                disabled={line.startMs === null}
                aria-label={
                  line.startMs === null
                    ? t('textEditor.sync.noTime', { number })
                    : t('textEditor.sync.playFrom', { number, time: time(line.startMs) })
                }
                className="w-20 shrink-0 rounded-md px-1.5 py-1 text-sm font-medium tabular-nums hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none disabled:text-muted-foreground"
              >
                {line.startMs === null ? '–:––.––' : time(line.startMs)}
              </button>
              {readOnly ? null : (
                <>
                  <Nudge
                    label={t('textEditor.sync.earlier', { number })}
                    text={`−${format.number(0.1)}`}
                    disabled={line.startMs === null}
                    onClick={() => onNudge?.(index, -100)}
                  />
                  <Nudge
                    label={t('textEditor.sync.later', { number })}
                    text={`+${format.number(0.1)}`}
                    disabled={line.startMs === null}
                    onClick={() => onNudge?.(index, 100)}
                  />
                </>
              )}
              <button
                type="button"
                lang={language}
                onClick={() => handleSeek(index)}
                className={clsx(
                  'min-w-40 flex-1 rounded-md px-2 py-1 text-start break-words hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
                  direction === 'rtl' ? 'text-base leading-relaxed' : 'text-sm',
                  index === playing && 'font-semibold',
                )}
              >
                {line.text}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Nudge({
  label,
  text,
  disabled,
  onClick,
}: {
  label: string;
  text: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="h-8 shrink-0 rounded-md border border-border bg-card px-1.5 text-xs tabular-nums hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-40"
    >
      <span dir="ltr">{text}</span>
    </button>
  );
}
