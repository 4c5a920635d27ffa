import * as SliderPrimitive from '@radix-ui/react-slider';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

interface SliderProps extends Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onValueCommit'
> {
  value: number;
  onValueChange?: (value: number) => void;
  onValueCommit?: (value: number) => void;
  /** The thumb's accessible name. */
  label: string;
  valueText?: string;
  thumbClassName?: string;
}

/**
 * A one-thumb slider, keyboard operable (arrows, Page Up/Down, Home, End). It takes the
 * direction from Radix's DirectionProvider: right to left it fills from the right, and the
 * arrow keys move the thumb the way they point.
 */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  label,
  valueText,
  className,
  thumbClassName,
  ...props
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={[value]}
      onValueChange={(values) => {
        const [first] = values;
        if (first !== undefined) onValueChange?.(first);
      }}
      onValueCommit={(values) => {
        const [first] = values;
        if (first !== undefined) onValueCommit?.(first);
      }}
      className={clsx(
        'group relative flex h-5 min-w-0 cursor-pointer touch-none items-center select-none data-[disabled]:cursor-default data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative h-1 grow overflow-hidden rounded-full bg-foreground/15"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute h-full rounded-full bg-foreground group-hover:bg-primary group-focus-within:bg-primary"
        />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className={clsx(
          'block size-3.5 rounded-full border border-border bg-card shadow-sm ring-primary/30 transition-[opacity,transform] focus-visible:ring-4',
          'opacity-0 group-hover:opacity-100 focus-visible:opacity-100 group-data-[dragging]:opacity-100',
          thumbClassName,
        )}
      />
    </SliderPrimitive.Root>
  );
}
