import type { DuplicateCheck } from '@sada/contracts/duplicates';
import { ScanSearch, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { TrackStatusBadge } from '../../components/uploads/track-status-badge';
import { useFormat } from '../../lib/i18n/format';

/**
 * What the upload's acoustic fingerprint found: the tracks its audio is likely a copy of, each
 * with its status and how alike they are, or that it could not be checked. Nothing while the
 * check is pending, or when it found nothing. A warning for the reviewer, never a block.
 */
export function ReviewDuplicates({ check }: { check: DuplicateCheck }) {
  const { t } = useTranslation();
  const format = useFormat();

  if (check.checked === false) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-3 text-sm">
        <ScanSearch aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          <span className="font-semibold">{t('moderation.duplicates.notChecked')}</span>
          <span className="block text-muted-foreground">
            {t('moderation.duplicates.notCheckedHint')}
          </span>
        </span>
      </p>
    );
  }
  if (check.matches.length === 0) return null;
  return (
    <section
      aria-labelledby="review-duplicates-title"
      className="space-y-3 rounded-2xl border border-warning/40 bg-warning/10 p-4"
    >
      <div className="space-y-1">
        <h3 id="review-duplicates-title" className="flex items-center gap-2 font-semibold">
          <TriangleAlert aria-hidden className="size-4 text-warning-text" />
          {t('moderation.duplicates.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('moderation.duplicates.hint')}</p>
      </div>
      <ul className="divide-y divide-border/60">
        {check.matches.map((match) => (
          <li
            key={match.track.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm first:pt-0 last:pb-0"
          >
            <span className="min-w-0">
              <Link
                to={`/track/${match.track.id}`}
                dir="auto"
                className="rounded-sm font-semibold text-interface-start outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/40"
              >
                {match.track.title}
              </Link>
              <span dir="auto" className="block text-xs text-muted-foreground">
                {match.track.artistName}
              </span>
            </span>
            <TrackStatusBadge status={match.track.status} />
            <span className="ms-auto font-semibold tabular-nums">
              {t('moderation.duplicates.similarity', {
                percent: format.number(match.similarity, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                }),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
