import type { TrackSummary } from '@sada/contracts/tracks';
import { formatItemDuration } from '@sada/player-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CatalogSection } from '../../components/catalog/catalog-section';

/** Track info (spec 001 §2): what the catalog records about the track. */
export function TrackInfo({ track }: { track: TrackSummary }) {
  const { t, i18n } = useTranslation();
  const released = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(track.createdAt),
  );

  return (
    <CatalogSection title={t('track.info')}>
      <dl className="grid gap-px overflow-hidden rounded-2xl bg-border ring-1 ring-border sm:grid-cols-2">
        <Row label={t('track.released')}>{released}</Row>
        <Row label={t('tracks.duration')}>{formatItemDuration(track.durationMs)}</Row>
        <Row label={t('track.artist')}>
          <Link to={`/artist/${track.artist.id}`} className="hover:underline">
            {track.artist.name}
          </Link>
        </Row>
        <Row label={t('track.album')}>
          {track.album ? (
            <Link to={`/album/${track.album.id}`} className="hover:underline">
              {track.album.title}
            </Link>
          ) : (
            t('track.single')
          )}
        </Row>
        <Row label={t('track.content')}>
          {track.explicit ? t('catalog.explicit') : t('track.clean')}
        </Row>
      </dl>
    </CatalogSection>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bg-card px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="mt-1 truncate text-sm font-medium">{children}</dd>
    </div>
  );
}
