import type { TrackDetail } from '@sada/contracts/tracks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CatalogSection } from '../../components/catalog/catalog-section';
import { useFormat } from '../../lib/i18n/format';

/** Track info: language, content type, audio format, released, and the rest. */
export function TrackInfo({ track }: { track: TrackDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const released = format.date(track.createdAt);

  return (
    <CatalogSection title={t('track.info')}>
      <dl className="grid gap-px overflow-hidden rounded-2xl bg-border ring-1 ring-border sm:grid-cols-2">
        <Row label={t('track.language')}>{t(`catalog.languages.${track.language}`)}</Row>
        <Row label={t('track.contentType')}>{t(`catalog.contentTypes.${track.contentType}`)}</Row>
        <Row label={t('track.instrumentation')}>
          {track.instrumentation
            ? t(`catalog.instrumentation.${track.instrumentation}`)
            : t('track.instrumentationUnknown')}
        </Row>
        <Row label={t('track.audioFormat')}>
          {track.audioFormat ? track.audioFormat.toUpperCase() : t('track.formatUnknown')}
        </Row>
        <Row label={t('track.released')}>{released}</Row>
        <Row label={t('track.genre')}>
          <Link to={`/genre/${track.genre.slug}`} className="hover:underline">
            {track.genre.name}
          </Link>
        </Row>
        <Row label={t('tracks.duration')}>{format.itemDuration(track.durationMs)}</Row>
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

/** The words, as written, line by line; nothing when the track has none. */
export function TrackLyrics({ lyrics }: { lyrics: string | null }) {
  const { t } = useTranslation();
  if (!lyrics?.trim()) return null;
  return (
    <CatalogSection title={t('track.lyrics')}>
      <p
        dir="auto"
        className="rounded-2xl bg-card p-5 text-base leading-loose whitespace-pre-line ring-1 ring-border"
      >
        {lyrics}
      </p>
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
