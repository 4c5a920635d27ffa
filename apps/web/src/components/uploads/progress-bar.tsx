import { clsx } from 'clsx';

interface ProgressBarProps {
  /** 0–100; null draws a moving bar for work whose size is not known yet. */
  value: number | null;
  label: string;
  /** What a screen reader says instead of the bare percentage. */
  valueText?: string;
  tone?: 'primary' | 'success' | 'destructive';
  className?: string;
}

const tones = {
  primary: 'bg-primary',
  success: 'bg-success',
  destructive: 'bg-destructive',
};

/** A labelled progress bar (role progressbar with its value). */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const clamped = value === null ? null : Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={valueText}
      className={clsx('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={clsx(
          'absolute inset-y-0 start-0 rounded-full transition-[width] duration-300',
          tones[tone],
          clamped === null && 'w-1/3 animate-progress',
        )}
        style={clamped === null ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
