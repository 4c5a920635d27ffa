import { localizeMessage } from '@sada/contracts/messages-ar';
import { clsx } from 'clsx';
import { CircleAlert, type LucideIcon } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FilePickerProps {
  /** The button's text; it also names the file input. */
  label: string;
  icon: LucideIcon;
  /** For the input's accept attribute (the chooser's filter; the checks come after). */
  accept: string;
  /** Shown under the button: the hint, or what was chosen. */
  hint: ReactNode;
  /** A message about the last file chosen (the contracts' English; shown in the interface language). */
  error?: string | null;
  disabled?: boolean;
  onPick: (file: File) => void;
  /** Buttons beside the picker (remove, say). */
  children?: ReactNode;
  className?: string;
}

/** A button that opens the file chooser, with a hint or the chosen file under it and any problem. */
export function FilePicker({
  label,
  icon: Icon,
  accept,
  hint,
  error,
  disabled,
  onPick,
  children,
  className,
}: FilePickerProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again still reports it.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <div className={clsx('min-w-0 space-y-1.5', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={clsx(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold',
            'focus-within:ring-3 focus-within:ring-ring/40 hover:bg-muted',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
          <input
            id={id}
            type="file"
            accept={accept}
            onChange={handleFile}
            disabled={disabled}
            className="sr-only"
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
        </label>
        {children}
      </div>
      <p id={`${id}-hint`} className="text-xs break-all text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="flex items-start gap-1.5 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{localizeMessage(error, i18n.language)}</span>
        </p>
      ) : null}
    </div>
  );
}
