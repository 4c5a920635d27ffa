import type { TextLayer } from '@sada/contracts/text-layers';
import { linesToSpans, type PracticeSpan } from '@sada/player-core';
import { clsx } from 'clsx';
import { Ellipsis } from 'lucide-react';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { playerStore, selectCurrentItem, usePlayerStore } from '../../state/player-store';
import type { PlayerTrack } from '../../state/player-track';
import { type AlignedText, currentGroup, type LineGroup } from './align-layers';
import { LineText } from './line-text';
import { useFollowScroll } from './use-follow-scroll';

/** Each group's stretch of audio in seconds, or null for a plain (untimed) group. */
function groupSpans(aligned: AlignedText, durationSeconds: number): (PracticeSpan | null)[] {
  const spans = linesToSpans(aligned.timedLines, durationSeconds);
  const byStart = new Map(spans.map((span) => [span.start, span]));
  return aligned.groups.map((group) =>
    group.startMs === null ? null : (byStart.get(Math.max(group.startMs, 0) / 1000) ?? null),
  );
}

/** Within the marked stretch: a line from A to B, or the line starting at A while B is unset. */
function isMarked(span: PracticeSpan, marks: { a: number | null; b: number | null }): boolean {
  const near = 0.01;
  if (marks.a === null) return false;
  if (marks.b === null) return Math.abs(span.start - marks.a) < near;
  return span.start >= marks.a - near && span.end <= marks.b + near;
}

/**
 * Makes the track current (from `at` seconds) unless it is, so that marks and practice apply to
 * it; then runs `then`.
 */
function onTrack(track: PlayerTrack, at: number, then: () => void): void {
  const state = playerStore.getState();
  if (selectCurrentItem(state)?.track.id !== track.id) state.playTrack(track, { startAt: at });
  then();
}

interface TextLinesProps {
  track: PlayerTrack;
  layers: readonly TextLayer[];
  aligned: AlignedText;
  className?: string;
}

/**
 * The lines, in groups read together. While the track plays the current group is highlighted
 * and kept in view; choosing a group plays from it, Shift with it repeats the groups from the
 * one chosen before, and each group's menu repeats it or marks where a repeat starts or ends.
 */
export function TextLines({ track, layers, aligned, className }: TextLinesProps) {
  const { t } = useTranslation();
  const isCurrent = usePlayerStore((state) => selectCurrentItem(state)?.track.id === track.id);
  const currentIndex = usePlayerStore((state) =>
    selectCurrentItem(state)?.track.id === track.id
      ? currentGroup(aligned, state.player.currentTime)
      : -1,
  );
  const marks = usePlayerStore((state) => state.marks);
  const duration = usePlayerStore((state) =>
    isCurrent && state.player.duration > 0 ? state.player.duration : (track.durationMs ?? 0) / 1000,
  );
  const spans = useMemo(() => groupSpans(aligned, duration), [aligned, duration]);
  const [anchor, setAnchor] = useState<number | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [currentLine, setCurrentLine] = useState<HTMLElement | null>(null);
  useFollowScroll(scroller, currentLine);

  const repeatLines = (from: number, to: number) => {
    const first = spans[Math.min(from, to)];
    const last = spans[Math.max(from, to)];
    if (!first || !last) return;
    onTrack(track, first.start, () => playerStore.getState().setMarks(first.start, last.end));
  };

  const handleChoose = (index: number, event: MouseEvent) => {
    const span = spans[index];
    if (!span) return;
    if (event.shiftKey && anchor !== null && anchor !== index && spans[anchor]) {
      repeatLines(anchor, index);
      return;
    }
    setAnchor(index);
    const state = playerStore.getState();
    if (selectCurrentItem(state)?.track.id === track.id) {
      state.seek(span.start);
      state.play();
    } else {
      state.playTrack(track, { startAt: span.start });
    }
  };

  return (
    <div ref={setScroller} className={clsx('overflow-y-auto overscroll-contain', className)}>
      <ol className="space-y-1 py-2">
        {aligned.groups.map((group, index) => {
          const span = spans[index] ?? null;
          const current = index === currentIndex;
          const marked = isCurrent && span !== null && isMarked(span, marks);
          return (
            <li
              // Groups are in time order and never reorder: the index is their identity.
              key={index}
              className="group/line relative flex items-start gap-1"
              data-marked={marked || undefined}
            >
              {span ? (
                <button
                  ref={current ? setCurrentLine : undefined}
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={(event) => handleChoose(index, event)}
                  className={clsx(
                    'flex min-w-0 flex-1 flex-col gap-1 rounded-2xl border-s-4 px-4 py-3 transition-colors',
                    current
                      ? 'border-primary bg-primary/10'
                      : marked
                        ? 'border-gold bg-gold/10 hover:bg-gold/15'
                        : 'border-transparent hover:bg-muted',
                  )}
                >
                  <GroupCells group={group} layers={layers} />
                </button>
              ) : (
                <div className="flex min-w-0 flex-1 flex-col gap-1 px-4 py-3">
                  <GroupCells group={group} layers={layers} />
                </div>
              )}
              {span ? (
                <LineMenu
                  label={t('follow.text.lineMenu', { line: index + 1 })}
                  onRepeatLine={() => repeatLines(index, index)}
                  onRepeatFrom={() =>
                    onTrack(track, span.start, () =>
                      playerStore.getState().setMark('a', span.start),
                    )
                  }
                  onRepeatTo={() =>
                    onTrack(track, span.start, () => playerStore.getState().setMark('b', span.end))
                  }
                  visible={current}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function GroupCells({ group, layers }: { group: LineGroup; layers: readonly TextLayer[] }) {
  return group.cells.map((cell, index) => {
    const layer = layers[cell.layer];
    return layer ? <LineText key={index} layer={layer} text={cell.text} /> : null;
  });
}

interface LineMenuProps {
  label: string;
  onRepeatLine: () => void;
  onRepeatFrom: () => void;
  onRepeatTo: () => void;
  /** Shown without hovering (the current line's). */
  visible: boolean;
}

function LineMenu({ label, onRepeatLine, onRepeatFrom, onRepeatTo, visible }: LineMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={label}
        title={label}
        className={clsx(
          'mt-2 flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-opacity hover:bg-muted hover:text-foreground data-[state=open]:opacity-100',
          !visible &&
            'sm:opacity-0 sm:group-focus-within/line:opacity-100 sm:group-hover/line:opacity-100',
        )}
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onRepeatLine}>{t('follow.text.repeatLine')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={onRepeatFrom}>{t('follow.text.repeatFrom')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={onRepeatTo}>{t('follow.text.repeatTo')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
