import { localizeMessage } from '@sada/contracts/messages-ar';
import { CircleAlert, Timer, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useFormat } from '../../../lib/i18n/format';
import type { ChapterRow, RowProblem } from './chapter-draft';

interface ChapterRowsProps {
  rows: readonly ChapterRow[];
  problem: RowProblem | null;
  /** Whether the audio can give its time ('Use current time'). */
  canUseTime: boolean;
  disabled: boolean;
  onChange: (key: string, change: Partial<Pick<ChapterRow, 'time' | 'title'>>) => void;
  onUseTime: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The chapters as rows of a start time and a title, each with its own problem when it has one. */
export function ChapterRows({
  rows,
  problem,
  canUseTime,
  disabled,
  onChange,
  onUseTime,
  onRemove,
}: ChapterRowsProps) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('chapters.title')} className="space-y-2">
      {rows.map((row, index) => (
        <Row
          key={row.key}
          row={row}
          number={index + 1}
          problem={problem?.key === row.key ? problem : null}
          canUseTime={canUseTime}
          disabled={disabled}
          onChange={(change) => onChange(row.key, change)}
          onUseTime={() => onUseTime(row.key)}
          onRemove={() => onRemove(row.key)}
        />
      ))}
    </ol>
  );
}

interface RowProps {
  row: ChapterRow;
  number: number;
  problem: RowProblem | null;
  canUseTime: boolean;
  disabled: boolean;
  onChange: (change: Partial<Pick<ChapterRow, 'time' | 'title'>>) => void;
  onUseTime: () => void;
  onRemove: () => void;
}

function Row({
  row,
  number,
  problem,
  canUseTime,
  disabled,
  onChange,
  onUseTime,
  onRemove,
}: RowProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const problemId = useId();
  const shownNumber = format.number(number);
  const message = problem
    ? problem.message === 'timeInvalid'
      ? t('longForm.chapterEditor.timeInvalid')
      : localizeMessage(problem.message, i18n.language)
    : null;
  const described = message ? problemId : undefined;

  return (
    <li className="rounded-xl border border-border bg-card p-2 sm:p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden
          className="w-6 shrink-0 text-center text-sm font-semibold text-muted-foreground tabular-nums"
        >
          {shownNumber}
        </span>
        <Input
          value={row.time}
          onChange={(event) => onChange({ time: event.target.value })}
          aria-label={t('longForm.chapterEditor.time', { number: shownNumber })}
          aria-invalid={problem?.field === 'time' || undefined}
          aria-describedby={problem?.field === 'time' ? described : undefined}
          placeholder="0:00"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          disabled={disabled}
          className="h-10 max-w-28 shrink-0 text-center tabular-nums"
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('longForm.chapterEditor.useTime', { number: shownNumber })}
          title={t('longForm.chapterEditor.useTimeShort')}
          disabled={disabled || !canUseTime}
          onClick={onUseTime}
        >
          <Timer aria-hidden />
        </Button>
        {/* On a phone the title has a line of its own, below the time. */}
        <Input
          value={row.title}
          onChange={(event) => onChange({ title: event.target.value })}
          aria-label={t('longForm.chapterEditor.title', { number: shownNumber })}
          aria-invalid={problem?.field === 'title' || undefined}
          aria-describedby={problem?.field === 'title' ? described : undefined}
          placeholder={t('longForm.chapterEditor.titlePlaceholder')}
          dir="auto"
          autoComplete="off"
          disabled={disabled}
          className="order-last h-10 min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-0"
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('longForm.chapterEditor.remove', { number: shownNumber })}
          title={t('longForm.chapterEditor.removeShort')}
          disabled={disabled}
          onClick={onRemove}
          className="ms-auto text-muted-foreground hover:text-destructive sm:ms-0"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {message ? (
        <p
          id={problemId}
          className="mt-2 flex items-start gap-1.5 ps-8 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </li>
  );
}
