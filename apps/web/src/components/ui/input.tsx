import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Classes shared by text inputs and selects, with an invalid state from aria-invalid. */
export const fieldControlClasses = clsx(
  'block h-11 w-full rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs sm:text-sm',
  'transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground/80',
  'hover:border-muted-foreground/50 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(fieldControlClasses, className)} {...props} />;
}
