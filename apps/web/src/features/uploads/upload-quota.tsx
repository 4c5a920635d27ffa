import { useQuery } from '@tanstack/react-query';
import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '../../components/ui/state-message';
import { uploadLimitsQueryOptions } from '../../components/uploads/api/upload-limits';
import { formatBytes } from '../../lib/format-bytes';
import { useFormat } from '../../lib/i18n/format';

/**
 * What the artist may still upload: stored bytes against their quota, uploads this hour and
 * tracks processing against their limits, and the longest track. The server refuses what is
 * over any of them with a message saying which; this shows it beforehand.
 */
export function UploadQuota() {
  const { t } = useTranslation();
  const format = useFormat();
  const limits = useQuery(uploadLimitsQueryOptions());

  const size = (bytes: number) => formatBytes(format, bytes, { binary: true });

  return (
    <section
      aria-labelledby="upload-quota-title"
      className="space-y-3 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <HardDrive aria-hidden className="size-5" />
        </span>
        <h2 id="upload-quota-title" className="font-display text-xl font-semibold">
          {t('upload.quota.title')}
        </h2>
      </div>
      {limits.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('upload.quota.loading')}
        </p>
      ) : limits.isError ? (
        <LoadError
          message={t('upload.quota.loadError')}
          onRetry={() => void limits.refetch()}
          retrying={limits.isRefetching}
        />
      ) : (
        <>
          <div className="space-y-1.5">
            <p className="text-sm">
              {t('upload.quota.storage', {
                used: size(limits.data.storage.usedBytes),
                quota: size(limits.data.storage.quotaBytes),
              })}
            </p>
            <meter
              className="block h-2 w-full"
              min={0}
              max={limits.data.storage.quotaBytes}
              low={limits.data.storage.quotaBytes * 0.8}
              high={limits.data.storage.quotaBytes * 0.95}
              optimum={0}
              value={limits.data.storage.usedBytes}
              aria-label={t('upload.quota.storageLabel')}
            />
          </div>
          <ul className="space-y-1 text-sm text-muted-foreground">
            <li>
              {t('upload.quota.duration', {
                count: Math.floor(limits.data.maxDurationSeconds / 60),
                formatted: format.number(Math.floor(limits.data.maxDurationSeconds / 60)),
              })}
            </li>
            <li>
              {t('upload.quota.longDuration', {
                count: Math.floor(limits.data.maxLongDurationSeconds / 60),
                formatted: format.number(Math.floor(limits.data.maxLongDurationSeconds / 60)),
              })}
            </li>
            <li>
              {t('upload.quota.lastHour', {
                count: limits.data.uploads.perHour,
                used: format.number(limits.data.uploads.lastHour),
                formatted: format.number(limits.data.uploads.perHour),
              })}
            </li>
            <li>
              {t('upload.quota.processing', {
                count: limits.data.uploads.maxProcessing,
                used: format.number(limits.data.uploads.processing),
                formatted: format.number(limits.data.uploads.maxProcessing),
              })}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
