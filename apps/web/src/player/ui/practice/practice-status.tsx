import { type PracticeState, practiceProgress } from '@sada/player-core';
import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { IterationCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { usePlayerStore } from '../../state/player-store';

/** Where a repeat is: 'Line 3 of 12 · 2/5', 'A–B · 2/∞', 'Range · 1/3', with the pause. */
export function practiceStatus(t: TFunction, practice: PracticeState): string {
  const { segment, segments, repetition, times } = practiceProgress(practice);
  const counts = { repetition, times: times === Infinity ? '∞' : times };
  const where =
    practice.plan.kind === 'eachLine'
      ? t('follow.repeat.status.eachLine', { segment, segments, ...counts })
      : t(`follow.repeat.status.${practice.plan.kind}`, counts);
  return practice.pausedUntilMs === null ? where : t('follow.repeat.status.pausing', { where });
}

/**
 * A repeat running: where it is, and a button that ends it (so does Escape). Shown on the
 * player bar; nothing without a repeat.
 */
export function PracticeStatus({ className }: { className?: string }) {
  const { t } = useTranslation();
  const practice = usePlayerStore((state) => state.practice);
  const cancelPractice = usePlayerStore((state) => state.cancelPractice);
  if (!practice) return null;
  const status = practiceStatus(t, practice);
  return (
    <div
      className={clsx(
        'flex h-7 items-center gap-1.5 rounded-full border border-primary/30 bg-card ps-2.5 pe-0.5 text-xs font-semibold text-primary shadow-sm',
        className,
      )}
    >
      <IterationCcw aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate tabular-nums">
        <span className="sr-only">{t('follow.repeat.statusLabel')} </span>
        {status}
      </span>
      <button
        type="button"
        onClick={cancelPractice}
        aria-label={t('follow.repeat.stop')}
        title={t('follow.repeat.stopHint')}
        className="flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}
