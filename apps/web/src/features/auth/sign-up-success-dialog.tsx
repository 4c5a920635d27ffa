import { MailCheck } from 'lucide-react';
import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useResendVerification } from '../../lib/session/use-resend-verification';

export interface NewAccount {
  name: string;
  email: string;
  /** False while an admin requires a verified address before the first sign-in. */
  signedIn: boolean;
}

interface SignUpSuccessDialogProps {
  account: NewAccount | null;
  onContinue: () => void;
}

/**
 * Shown once the account exists: signed in, or waiting for its address to be
 * verified before it can sign in; it says which.
 */
export function SignUpSuccessDialog({ account, onContinue }: SignUpSuccessDialogProps) {
  const { t } = useTranslation();
  const signedIn = account?.signedIn ?? true;
  const resend = useResendVerification();
  const continueRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
    >
      <DialogContent
        // Continuing is what most people want; Radix would focus the first button otherwise.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          continueRef.current?.focus();
        }}
      >
        <span className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <MailCheck aria-hidden className="size-7" />
        </span>
        <DialogTitle>{t('auth.success.title')}</DialogTitle>
        <DialogDescription>
          {t(signedIn ? 'auth.success.description' : 'auth.success.checkEmail', {
            name: account?.name,
          })}
        </DialogDescription>
        <p className="mt-3 text-sm text-muted-foreground">
          <Trans
            i18nKey={signedIn ? 'auth.success.verify' : 'auth.success.verifyToSignIn'}
            values={{ email: account?.email }}
            components={{
              strong: <strong className="font-semibold text-foreground [overflow-wrap:anywhere]" />,
            }}
          />
        </p>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            loading={resend.isPending}
            onClick={() => {
              if (account) resend.mutate(account.email);
            }}
          >
            {t('auth.success.resend')}
          </Button>
          <Button ref={continueRef} onClick={onContinue}>
            {t(signedIn ? 'auth.success.continue' : 'auth.success.toSignIn')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
