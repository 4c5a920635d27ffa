import { localizeMessage } from '@sada/contracts/messages-ar';
import type { AdminReviewerList } from '@sada/contracts/review-record';
import { clsx } from 'clsx';
import { BadgeCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useFormat } from '../../../lib/i18n/format';
import { useReviewerVerification } from './api';

type Reviewer = AdminReviewerList['reviewers'][number];

/** One reviewer profile: who it is, what it says, and whether it is verified; Verify or withdraw. */
export function ReviewerRow({ reviewer }: { reviewer: Reviewer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const verification = useVerify(reviewer);
  const headingId = `admin-reviewer-${reviewer.userId}`;
  const { verifiedAt } = reviewer;
  const verified = verifiedAt !== null;
  const name = reviewer.publicName;

  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'rounded-2xl border bg-card p-4 sm:p-5',
        verified ? 'border-border' : 'border-gold/50',
      )}
    >
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} dir="auto" className="truncate font-semibold">
              {name}
            </h2>
            <span
              className={clsx(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                verified ? 'bg-primary/10 text-primary' : 'bg-gold/15 text-gold-text',
              )}
            >
              {verifiedAt !== null ? (
                <>
                  <BadgeCheck aria-hidden className="size-3.5" />
                  {t('adminReviewers.verifiedOn', {
                    date: format.date(verifiedAt, { dateStyle: 'medium' }),
                  })}
                </>
              ) : (
                <>
                  <Clock aria-hidden className="size-3.5" />
                  {t('adminReviewers.unverified')}
                </>
              )}
            </span>
          </div>
          <p className="truncate text-sm text-muted-foreground">
            <span dir="auto">{reviewer.accountName}</span>
            <span aria-hidden> {format.separator} </span>
            <span dir="ltr">{reviewer.email}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            {t('adminReviewers.updated', {
              date: format.date(reviewer.updatedAt, { dateStyle: 'medium' }),
            })}
          </p>
        </div>
        {verified ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirming(true)}
            aria-label={t('adminReviewers.unverifyNamed', { name })}
          >
            {t('adminReviewers.unverify')}
          </Button>
        ) : (
          <Button
            size="sm"
            loading={verification.isPending}
            onClick={() => void verification.run(true)}
            aria-label={t('adminReviewers.verifyNamed', { name })}
          >
            {t('adminReviewers.verify')}
          </Button>
        )}
      </div>
      {reviewer.organisation || reviewer.credentials ? (
        <dl className="mt-4 grid gap-3 border-t border-border pt-4 text-sm sm:grid-cols-[12rem_1fr]">
          {reviewer.organisation ? (
            <>
              <dt className="font-semibold text-muted-foreground">
                {t('adminReviewers.organisation')}
              </dt>
              <dd dir="auto">{reviewer.organisation}</dd>
            </>
          ) : null}
          {reviewer.credentials ? (
            <>
              <dt className="font-semibold text-muted-foreground">
                {t('adminReviewers.credentials')}
              </dt>
              <dd dir="auto" className="break-words whitespace-pre-line">
                {reviewer.credentials}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {confirming ? (
        <WithdrawDialog
          name={name}
          pending={verification.isPending}
          onConfirm={() =>
            void verification.run(false).then((done) => done && setConfirming(false))
          }
          onOpenChange={setConfirming}
        />
      ) : null}
    </li>
  );
}

/** Saves a verification; resolves true once saved, after the toast that says so. */
function useVerify(reviewer: Reviewer) {
  const { t, i18n } = useTranslation();
  const mutation = useReviewerVerification();
  const name = reviewer.publicName;
  const run = async (verified: boolean): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ userId: reviewer.userId, verified });
      toast.success(
        verified
          ? t('adminReviewers.verifiedToast', { name })
          : t('adminReviewers.unverifiedToast', { name }),
      );
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(t('adminReviewers.actionFailed'), {
        description: localizeMessage(message, i18n.language),
      });
      return false;
    }
  };
  return { run, isPending: mutation.isPending };
}

interface WithdrawDialogProps {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Asks once before a reviewer's verification is withdrawn, saying what follows. */
function WithdrawDialog({ name, pending, onConfirm, onOpenChange }: WithdrawDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('adminReviewers.confirmTitle', { name })}</DialogTitle>
        <DialogDescription>{t('adminReviewers.confirmDescription')}</DialogDescription>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {t('adminReviewers.unverify')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
