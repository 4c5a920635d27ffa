import { localizeMessage } from '@sada/contracts/messages-ar';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field's control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The message shown under the control; the control is marked invalid while it is set. */
  error?: string | undefined;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Extra element ids that describe the control (an availability indicator, say). */
  describedBy?: string | undefined;
  /** Marks the control invalid without an error text (the indicator explains why). */
  invalid?: boolean;
  className?: string;
  /** Content after the control, inside the field (status indicators). */
  after?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control, help text and an error message, wired together by ids. Messages from the
 * contracts' schemas are in English; they show in the interface language where it has them.
 */
export function FormField({
  label,
  error,
  hint,
  describedBy,
  invalid = false,
  className,
  after,
  children,
}: FormFieldProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [errorId, describedBy, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-foreground">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error) || invalid,
        'aria-describedby': describedByIds,
      })}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-1.5 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{localizeMessage(error, i18n.language)}</span>
        </p>
      ) : null}
      {after}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
