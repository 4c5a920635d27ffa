import { clsx } from 'clsx';
import { Search } from 'lucide-react';

interface FilterInputProps {
  value: string;
  onChange: (value: string) => void;
  /** What it filters: its accessible name and placeholder. */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** A round search box that narrows a list already on the page. */
export function FilterInput({ value, onChange, label, disabled, className }: FilterInputProps) {
  return (
    <div className={clsx('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={label}
        disabled={disabled}
        autoComplete="off"
        className="h-10 w-full rounded-full border border-input bg-card ps-10 pe-4 text-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none disabled:opacity-60"
      />
    </div>
  );
}
