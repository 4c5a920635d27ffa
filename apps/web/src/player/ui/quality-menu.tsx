import { type StreamQuality, streamQualities } from '@sada/contracts/streaming';
import { currentItem } from '@sada/player-core';
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
} from '../../components/ui/dropdown-menu';
import { useFormat } from '../../lib/i18n/format';
import { usePlayerStore } from '../state/player-store';

const bestFirst = [...streamQualities].reverse();
const best = streamQualities.reduce((a, b) => (b > a ? b : a));

/** The radio value of a file whose bitrate is not known. */
const ORIGINAL = 'original';

/**
 * The quality to ask for to be given a file of `kbps`: the server gives the best file not above
 * the quality asked for, so the smallest listed quality at or above it (the best listed one for
 * a file above them all).
 */
export function qualityFor(kbps: number): StreamQuality {
  return streamQualities.find((quality) => quality >= kbps) ?? best;
}

/**
 * The listener's streaming quality. Once a file has loaded it shows the one that plays (a 320
 * preference on a track with a 128 kbps file only shows 128; a file of unknown bitrate shows
 * "Original") and offers only the files the track has; before that, every quality as a
 * preference. A change reloads the track at the same position.
 */
export function QualityMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const quality = usePlayerStore((state) => state.quality);
  const setQuality = usePlayerStore((state) => state.setQuality);
  const stream = usePlayerStore((state) =>
    state.stream && state.stream.itemId === currentItem(state.queue)?.id ? state.stream : null,
  );
  const playing = stream?.bitrateKbps ?? null;
  const options: readonly number[] = !stream
    ? bestFirst
    : stream.qualities.length > 0
      ? stream.qualities
      : playing === null
        ? []
        : [playing];
  // A loaded file of unknown bitrate is the original upload: it is what plays, not the preference.
  const original = stream !== null && playing === null;
  const shown = playing ?? quality;
  const label = original
    ? t('player.quality.currentOriginal')
    : t('player.quality.current', { kbps: shown });

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
        {original ? t('player.quality.original') : format.number(shown)}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" className="w-44">
        <DropdownMenuLabel>{t('player.quality.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={original ? ORIGINAL : String(shown)}
          onValueChange={(value) => {
            const kbps = Number(value);
            if (options.includes(kbps)) setQuality(qualityFor(kbps));
          }}
        >
          {options.map((option) => (
            <DropdownMenuRadioItem key={option} value={String(option)}>
              {t('player.quality.option', { kbps: option })}
            </DropdownMenuRadioItem>
          ))}
          {original ? (
            <DropdownMenuRadioItem value={ORIGINAL}>
              {t('player.quality.original')}
            </DropdownMenuRadioItem>
          ) : null}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
