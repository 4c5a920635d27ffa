import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetClose = DialogPrimitive.Close;

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  children: ReactNode;
}

/** A drawer sliding in from the inline start edge (left in LTR, right in RTL). */
export function SheetContent({ className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={clsx(
          'fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar shadow-2xl outline-none',
          'data-[state=open]:animate-slide-in-start rtl:data-[state=open]:animate-slide-in-end',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
