import * as PopoverPrimitive from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={clsx(
          'z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl shadow-black/10',
          'data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
