import { clsx } from 'clsx';
import { IterationCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { selectCurrentItem, usePlayerStore } from '../../state/player-store';
import { PracticeForm } from './practice-form';

/**
 * The repeat control: a button that opens the repeat form, marked while a repeat runs. The form
 * loads (with the track's text, for its lines) only when opened.
 */
export function PracticeMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const item = usePlayerStore(selectCurrentItem);
  const active = usePlayerStore((state) => state.practice !== null);
  const label = t('follow.repeat.label');
  if (!item) return null;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={label}
        title={label}
        className={clsx(
          'relative flex size-9 shrink-0 items-center justify-center rounded-full transition-colors [&_svg]:size-[1.15rem]',
          active
            ? 'text-primary hover:bg-muted'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          className,
        )}
      >
        <IterationCcw aria-hidden />
        {active ? (
          <span aria-hidden className="absolute bottom-0.5 size-1 rounded-full bg-current" />
        ) : null}
      </PopoverTrigger>
      <PopoverContent
        side="top"
        className="max-h-[min(36rem,calc(100dvh-var(--player-bar-height)-2rem))] w-[26rem] overflow-y-auto"
      >
        <h2 className="mb-3 font-display text-lg font-semibold">{t('follow.repeat.title')}</h2>
        <PracticeForm track={item.track} onStarted={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
