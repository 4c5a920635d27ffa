import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { AvailabilityKind } from './availability';
import { translateAuthMessage } from './translate-auth-message';
import type { AvailabilityCheck } from './use-availability';

interface AvailabilityIndicatorProps {
  id: string;
  kind: AvailabilityKind;
  check: AvailabilityCheck;
}

/**
 * Says whether the e-mail or username is free. The region is always in the page, so screen
 * readers announce each change; idle and invalid show nothing (the field's error speaks then).
 */
export function AvailabilityIndicator({ id, kind, check }: AvailabilityIndicatorProps) {
  const { t } = useTranslation();
  const { status } = check;

  let content = null;
  if (status === 'valid' || status === 'checking') {
    content = (
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {t('auth.availability.checking')}
      </span>
    );
  } else if (status === 'available') {
    content = (
      <span className="flex items-center gap-1.5 text-success">
        <CircleCheck aria-hidden className="size-4" />
        {t(
          kind === 'email'
            ? 'auth.availability.emailAvailable'
            : 'auth.availability.usernameAvailable',
        )}
      </span>
    );
  } else if (status === 'taken') {
    const fallback = t(
      kind === 'email' ? 'auth.availability.emailTaken' : 'auth.availability.usernameTaken',
    );
    content = (
      <span className="flex items-center gap-1.5 text-destructive">
        <CircleX aria-hidden className="size-4" />
        {check.message ? translateAuthMessage(t, check.message) : fallback}
      </span>
    );
  } else if (status === 'error') {
    content = (
      <span className="flex flex-wrap items-center gap-x-1.5 text-warning-text">
        <CircleAlert aria-hidden className="size-4" />
        {t(kind === 'email' ? 'auth.availability.emailError' : 'auth.availability.usernameError')}
        <button
          type="button"
          onClick={check.retry}
          className="rounded font-semibold underline underline-offset-2 hover:no-underline"
        >
          {t('auth.availability.retry')}
        </button>
      </span>
    );
  }

  return (
    <p
      id={id}
      aria-live="polite"
      data-state={status}
      className={clsx('text-sm font-medium', content === null && 'sr-only')}
    >
      {content}
    </p>
  );
}
