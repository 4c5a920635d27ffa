import { useDirection } from '@radix-ui/react-direction';
import { clsx } from 'clsx';
import type { KeyboardEvent, PointerEvent } from 'react';

interface WaveformProps {
  /** Peak levels from 0 to 1, evenly spaced over the track. */
  peaks: readonly number[];
  /** Seconds played, and the length in seconds. */
  value: number;
  max: number;
  onSeek: (seconds: number) => void;
  label: string;
  valueText: string;
  disabled?: boolean;
}

const STEP_SECONDS = 5;
const MIN_BAR = 0.04;

/**
 * The track's waveform as a seek bar: the part already played in the primary colour. A slider
 * for assistive technology and the keyboard (arrows move 5 s the way they point, Page Up/Down a
 * tenth, Home and End); right to left, time runs from the right.
 */
export function Waveform({
  peaks,
  value,
  max,
  onSeek,
  label,
  valueText,
  disabled = false,
}: WaveformProps) {
  const rtl = useDirection() === 'rtl';
  const length = Math.max(max, 0);
  const played = length > 0 ? Math.min(value / length, 1) : 0;
  const clamp = (seconds: number) => Math.min(Math.max(seconds, 0), length);

  const handlePointer = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || length === 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    const fraction = (event.clientX - rect.left) / rect.width;
    onSeek(clamp((rtl ? 1 - fraction : fraction) * length));
  };

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || length === 0) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: value + STEP_SECONDS,
      ArrowUp: value + STEP_SECONDS,
      [back]: value - STEP_SECONDS,
      ArrowDown: value - STEP_SECONDS,
      PageUp: value + length / 10,
      PageDown: value - length / 10,
      Home: 0,
      End: length,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(clamp(target));
  };

  const width = peaks.length;
  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(length)}
      aria-valuenow={Math.round(Math.min(value, length))}
      aria-valuetext={valueText}
      aria-disabled={disabled || undefined}
      data-testid="review-waveform"
      onPointerDown={handlePointer}
      onKeyDown={handleKey}
      className={clsx(
        'h-16 w-full touch-none rounded-lg outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
        disabled ? 'cursor-default opacity-60' : 'cursor-pointer',
      )}
    >
      <svg
        aria-hidden
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className={clsx('size-full', rtl && '-scale-x-100')}
      >
        {peaks.map((peak, index) => {
          const height = Math.max(peak, MIN_BAR) * 100;
          return (
            <rect
              key={index}
              x={index + 0.15}
              y={(100 - height) / 2}
              width={0.7}
              height={height}
              rx={0.3}
              className={
                (index + 0.5) / width <= played ? 'fill-primary' : 'fill-muted-foreground/35'
              }
            />
          );
        })}
      </svg>
    </div>
  );
}
