import { type StreamQuality, streamQualities } from '@sada/contracts/streaming';
import { clsx } from 'clsx';
import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { useFormat } from '../lib/i18n/format';
import { usePlayerStore } from './player-store';

function toQuality(value: string): StreamQuality | null {
  const number = Number(value);
  return (streamQualities as readonly number[]).includes(number) ? (number as StreamQuality) : null;
}

/** The listener's streaming quality; a change reloads the track at the same position. */
export function QualityMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const quality = usePlayerStore((state) => state.quality);
  const setQuality = usePlayerStore((state) => state.setQuality);
  const label = t('player.quality.current', { kbps: quality });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={label}
        title={label}
        className={clsx(
          'flex h-8 shrink-0 items-center gap-1 rounded-full px-2 text-xs font-semibold text-muted-foreground tabular-nums transition-colors hover:bg-muted hover:text-foreground',
          className,
        )}
      >
        <AudioLines aria-hidden className="size-4" />
        {format.number(quality)}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" className="w-44">
        <DropdownMenuLabel>{t('player.quality.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={String(quality)}
          onValueChange={(value) => {
            const next = toQuality(value);
            if (next !== null) setQuality(next);
          }}
        >
          {[...streamQualities].reverse().map((option) => (
            <DropdownMenuRadioItem key={option} value={String(option)}>
              {t('player.quality.option', { kbps: option })}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
