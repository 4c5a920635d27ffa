import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

import { overlayClassName } from './overlay';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetClose = DialogPrimitive.Close;

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  children: ReactNode;
  /** `start`: a drawer from the inline start edge (left in LTR); `bottom`: a sheet from below. */
  side?: 'start' | 'bottom';
}

const sides = {
  start: clsx(
    'inset-y-0 start-0 w-72 max-w-[85vw] bg-sidebar',
    'data-[state=open]:animate-slide-in-start rtl:data-[state=open]:animate-slide-in-end',
  ),
  bottom:
    'inset-x-0 bottom-0 h-[80dvh] rounded-t-3xl border-t border-border bg-card data-[state=open]:animate-slide-in-bottom',
} as const;

export function SheetContent({ className, children, side = 'start', ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={clsx('fixed z-50 flex flex-col shadow-2xl outline-none', sides[side], className)}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
