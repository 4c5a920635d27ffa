import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ProviderSignInErrorProps {
  /** better-auth's `?error=` after a provider sign-in that did not go through. */
  code: string;
}

/** Why signing in with a provider did not work, in words a person can act on. */
export function ProviderSignInError({ code }: ProviderSignInErrorProps) {
  const { t, i18n } = useTranslation();
  // An admin's decisions (a suspended account, registration closed) in the server's words.
  const adminDecision =
    code === authErrorCodes.accountSuspended
      ? authServerMessages.accountSuspended
      : code === authErrorCodes.registrationClosed
        ? authServerMessages.registrationClosed
        : null;
  const message = adminDecision
    ? localizeMessage(adminDecision, i18n.language)
    : code === 'account_not_linked'
      ? t('auth.social.errors.accountNotLinked')
      : code === 'email_not_verified'
        ? t('auth.social.errors.emailNotVerified')
        : code === 'signup_disabled'
          ? t('auth.social.errors.signUpDisabled')
          : t('auth.social.errors.generic');
  return (
    <div
      role="alert"
      className="mt-4 flex items-start gap-2 rounded-2xl border border-destructive/30 bg-destructive/10 p-3 text-sm text-foreground"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>{message}</p>
    </div>
  );
}
