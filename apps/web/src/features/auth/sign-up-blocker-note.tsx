import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { SignUpField } from './auth-errors';
import type { SignUpBlocker } from './sign-up-submit';

interface SignUpBlockerNoteProps {
  id: string;
  blocker: SignUpBlocker | null;
}

/** Why the sign-up button cannot be pressed yet, right above it (never a silent refusal). */
export function SignUpBlockerNote({ id, blocker }: SignUpBlockerNoteProps) {
  const { t, i18n } = useTranslation();
  if (!blocker) return null;

  const list = (fields: readonly SignUpField[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      fields.map((field) => t(`auth.fields.${field}`)),
    );

  let text: string;
  switch (blocker.kind) {
    case 'fieldErrors':
      text = t('auth.signUp.blocked.fieldErrors', { fields: list(blocker.fields) });
      break;
    case 'incomplete':
      text = t('auth.signUp.blocked.incomplete', { fields: list(blocker.fields) });
      break;
    case 'taken':
      text = blocker.fields.includes('email')
        ? t('auth.signUp.blocked.emailTaken')
        : t('auth.signUp.blocked.usernameTaken');
      break;
    case 'checkFailed':
      text = t('auth.signUp.blocked.checkFailed');
      break;
    case 'checking':
      text = t('auth.signUp.blocked.checking');
      break;
  }

  return (
    <p
      id={id}
      data-testid="sign-up-blocker"
      className="flex items-start gap-2 text-sm text-muted-foreground"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
