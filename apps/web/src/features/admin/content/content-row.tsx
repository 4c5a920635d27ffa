import { REVIEW_PRIORITY_MAX, REVIEW_PRIORITY_MIN } from '@sada/contracts/admin';
import type { AdminTrack } from '@sada/contracts/admin-console';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { ArchiveRestore, Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { TrackStatusBadge } from '../../../components/uploads/track-status-badge';
import { useFormat } from '../../../lib/i18n/format';
import { useRestoreTrack, useSetReviewPriority } from './api/track-actions';
import { TakeDownDialog } from './take-down-dialog';

const priorities = Array.from(
  { length: REVIEW_PRIORITY_MAX - REVIEW_PRIORITY_MIN + 1 },
  (_, i) => REVIEW_PRIORITY_MIN + i,
);

const cell = 'px-4 py-3 align-top';

function useFailureToast() {
  const { t, i18n } = useTranslation();
  return (cause: unknown) => {
    const message = cause instanceof Error ? cause.message : String(cause);
    toast.error(t('adminContent.actionFailed'), {
      description: localizeMessage(message, i18n.language),
    });
  };
}

function PrioritySelect({ track }: { track: AdminTrack }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setPriority = useSetReviewPriority(track.id);
  const failed = useFailureToast();
  // While the change is on its way the select shows it; afterwards the list has it.
  const shown = setPriority.isPending ? setPriority.variables : track.reviewPriority;

  const handleChange = async (value: number) => {
    try {
      await setPriority.mutateAsync(value);
      toast.success(t('adminContent.prioritySaved', { title: track.title }));
    } catch (cause) {
      failed(cause);
    }
  };

  return (
    <NativeSelect
      aria-label={t('adminContent.priorityOf', { title: track.title })}
      value={String(shown)}
      disabled={setPriority.isPending}
      onChange={(event) => void handleChange(Number(event.target.value))}
      className="h-9 w-20"
    >
      {/* A value set before the bounds changed still shows as it is. */}
      {(priorities.includes(track.reviewPriority)
        ? priorities
        : [...priorities, track.reviewPriority]
      ).map((value) => (
        <option key={value} value={value}>
          {format.number(value)}
        </option>
      ))}
    </NativeSelect>
  );
}

function RestoreButton({ track }: { track: AdminTrack }) {
  const { t } = useTranslation();
  const restore = useRestoreTrack(track.id);
  const failed = useFailureToast();

  const handleRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(t('adminContent.restoredToast', { title: track.title }));
    } catch (cause) {
      failed(cause);
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      loading={restore.isPending}
      aria-label={t('adminContent.restoreOf', { title: track.title })}
      onClick={() => void handleRestore()}
    >
      {restore.isPending ? null : <ArchiveRestore aria-hidden />}
      {t('adminContent.restore')}
    </Button>
  );
}

/** One track of the content table, with its priority and what an admin can do with it. */
export function ContentRow({ track }: { track: AdminTrack }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [takingDown, setTakingDown] = useState(false);

  return (
    <tr className="border-t border-border" data-testid="admin-track">
      <th scope="row" className={`${cell} text-start font-normal`}>
        <Link
          to={`/track/${track.id}`}
          dir="auto"
          className="font-semibold text-interface-start hover:underline"
        >
          {track.title}
        </Link>
        <Link
          to={`/artist/${track.artist.id}`}
          dir="auto"
          className="block text-xs text-muted-foreground text-interface-start hover:underline"
        >
          {track.artist.name}
        </Link>
        {track.rejectionReason ? (
          <p className="mt-1 max-w-sm text-xs text-muted-foreground">
            <span className="font-semibold">{t('adminContent.reason')}</span>{' '}
            <span dir="auto">{track.rejectionReason}</span>
          </p>
        ) : null}
      </th>
      <td className={cell}>
        <TrackStatusBadge status={track.status} />
        {track.takenDown ? (
          <p className="mt-1 text-xs font-medium text-destructive">{t('adminContent.takenDown')}</p>
        ) : null}
      </td>
      <td className={cell}>
        <PrioritySelect track={track} />
      </td>
      <td className={`${cell} text-end tabular-nums`}>{format.number(track.playCount)}</td>
      <td className={`${cell} whitespace-nowrap text-muted-foreground`}>
        {format.date(track.createdAt, { dateStyle: 'medium' })}
      </td>
      <td className={`${cell} text-end`}>
        {track.status === 'live' ? (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            aria-label={t('adminContent.takeDownOf', { title: track.title })}
            onClick={() => setTakingDown(true)}
          >
            <Ban aria-hidden />
            {t('adminContent.takeDown')}
          </Button>
        ) : track.takenDown ? (
          <RestoreButton track={track} />
        ) : null}
        {takingDown ? (
          <TakeDownDialog track={track} onOpenChange={(open) => setTakingDown(open)} />
        ) : null}
      </td>
    </tr>
  );
}
