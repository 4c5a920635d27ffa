import { genres } from '@sada/contracts/genres';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { moderationMessages, type ModerationTrack } from '@sada/contracts/moderation';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ExplicitBadge } from '../../components/catalog/explicit-badge';
import { VerifiedIcon } from '../../components/catalog/verified-badge';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/state-message';
import { TrackCover } from '../../components/ui/track-cover';
import { TrackStatusBadge } from '../../components/uploads/track-status-badge';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/i18n/format';
import { useSession } from '../../lib/session/use-session';
import { moderationTrackQueryOptions } from './api/track';
import { PendingChanges } from './pending-changes';
import { createReviewAudioLink } from './review-audio-link';
import { ReviewDuplicates } from './review-duplicates';
import { ReviewForm } from './review-form';
import { ReviewHistory } from './review-history';
import { ReviewPlayer } from './review-player';
import { ReviewRecitation } from './review-recitation';
import { ReviewText } from './review-text';

const MB = 1024 * 1024;

interface TrackReviewPanelProps {
  trackId: string;
  onDecided: (trackId: string) => void;
}

/** The selected track: cover, details, lyrics, its audio, its history, and the review form. */
export function TrackReviewPanel({ trackId, onDecided }: TrackReviewPanelProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const query = useQuery(moderationTrackQueryOptions(trackId));
  const [audioLink] = useState(createReviewAudioLink);

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('app.loading')} className="space-y-4">
        <div className="flex gap-4">
          <Skeleton className="size-28 rounded-2xl" />
          <div className="flex-1 space-y-3 pt-2">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const { error } = query;
    return (
      <LoadError
        message={
          error instanceof ApiError && error.status > 0
            ? localizeMessage(error.message, i18n.language)
            : t('moderation.detail.loadError')
        }
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const track = query.data;
  return (
    <article aria-labelledby="review-track-title" className="space-y-6">
      <TrackHeader track={track} />
      {track.awaitingReview ? null : (
        <Notice
          text={
            track.status === 'processing'
              ? t('moderation.detail.stillProcessing')
              : t('moderation.detail.decided')
          }
        />
      )}
      <ReviewDuplicates check={track.duplicateCheck} />
      <PendingChanges track={track} link={track.streamUrl ? audioLink : undefined} />
      <ReviewPlayer track={track} link={audioLink} />
      {track.pendingChanges?.textLayers === undefined ? (
        <ReviewText layers={track.textLayers} link={track.streamUrl ? audioLink : undefined} />
      ) : null}
      <TrackFacts track={track} />
      <ReviewRecitation recitation={track.recitation} />
      <section aria-labelledby="review-lyrics-title" className="space-y-2">
        <h3 id="review-lyrics-title" className="font-semibold">
          {t('moderation.detail.lyrics')}
        </h3>
        {track.lyrics ? (
          <p
            dir="auto"
            className="max-h-72 overflow-y-auto rounded-xl bg-muted/60 p-4 text-sm whitespace-pre-line"
          >
            {track.lyrics}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('moderation.detail.noLyrics')}</p>
        )}
      </section>
      <ReviewHistory reviews={track.reviews} />
      {track.canDecide ? (
        <ReviewForm track={track} onDecided={onDecided} />
      ) : (
        <Notice
          text={localizeMessage(
            track.artist.ownerId === user?.id
              ? moderationMessages.ownTrack
              : moderationMessages.ownArtist,
            i18n.language,
          )}
        />
      )}
    </article>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-3 text-sm">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {text}
    </p>
  );
}

function TrackHeader({ track }: { track: ModerationTrack }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <header className="flex items-start gap-4">
      <TrackCover src={track.coverUrl} className="size-24 shrink-0 rounded-2xl sm:size-28" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <TrackStatusBadge status={track.status} />
          {track.explicit ? <ExplicitBadge /> : null}
        </div>
        <h2
          id="review-track-title"
          dir="auto"
          className="font-display text-2xl font-semibold break-words text-interface-start"
        >
          {track.title}
        </h2>
        <p className="flex items-center gap-1.5 text-sm">
          <span dir="auto" className="font-semibold">
            {track.artist.name}
          </span>
          {track.artist.verified ? <VerifiedIcon /> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {[
            t('moderation.queue.priority', { priority: format.number(track.reviewPriority) }),
            t('moderation.detail.uploaded', {
              date: format.date(track.createdAt, { dateStyle: 'medium' }),
            }),
          ].join(` ${format.separator} `)}
        </p>
      </div>
    </header>
  );
}

function TrackFacts({ track }: { track: ModerationTrack }) {
  const { t } = useTranslation();
  const format = useFormat();
  const genreName = genres.find((genre) => genre.slug === track.genre)?.name ?? track.genre;
  const facts: [string, string][] = [
    [t('moderation.detail.contentType'), t(`catalog.contentTypes.${track.contentType}`)],
    [t('moderation.detail.language'), t(`catalog.languages.${track.language}`)],
    [t('moderation.detail.genre'), genreName],
    [t('moderation.detail.duration'), format.itemDuration(track.durationMs)],
    [
      t('moderation.detail.format'),
      track.audioFormat ? track.audioFormat.toUpperCase() : t('moderation.detail.unknown'),
    ],
    [
      t('moderation.detail.size'),
      track.fileSizeBytes === null
        ? t('moderation.detail.unknown')
        : t('moderation.detail.sizeValue', {
            size: format.number(track.fileSizeBytes / MB, { maximumFractionDigits: 1 }),
          }),
    ],
  ];
  return (
    <section aria-labelledby="review-facts-title" className="space-y-2">
      <h3 id="review-facts-title" className="font-semibold">
        {t('moderation.detail.details')}
      </h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
