import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The tick beside a verified artist's name, with its meaning for screen readers and on hover. */
export function VerifiedIcon({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span title={t('catalog.verifiedArtist')} className="inline-flex shrink-0">
      <BadgeCheck aria-hidden className={clsx('size-4 text-primary', className)} />
      <span className="sr-only">{t('catalog.verifiedArtist')}</span>
    </span>
  );
}
