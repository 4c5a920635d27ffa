import * as TabsPrimitive from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;

interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Tabs of their own widths that scroll sideways when they do not fit (a phone). */
  scrollable?: boolean;
}

export function TabsList({ className, scrollable = false, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      className={clsx(
        'gap-1 rounded-full bg-muted p-1',
        scrollable
          ? 'flex overflow-x-auto [scrollbar-width:none] sm:grid sm:grid-flow-col sm:auto-cols-fr [&>*]:shrink-0 [&>*]:whitespace-nowrap'
          : 'grid grid-flow-col auto-cols-fr',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'h-9 rounded-full px-4 text-sm font-semibold text-muted-foreground transition-colors',
        'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={clsx('outline-none', className)} {...props} />;
}
