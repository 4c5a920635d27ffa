import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

import { overlayClassName } from './overlay';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  children: ReactNode;
}

/** A centred modal dialog with an overlay; focus is trapped inside while it is open. */
export function DialogContent({ className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={clsx(
          'fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-y-auto',
          'rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-2xl outline-none sm:p-8',
          'data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={clsx('font-display text-2xl font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={clsx('mt-2 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
