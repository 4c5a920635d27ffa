import type { Chapter } from '@sada/contracts/chapters';
import { genres } from '@sada/contracts/genres';
import type { Instrumentation } from '@sada/contracts/instrumentation';
import type { ModerationTrack } from '@sada/contracts/moderation';
import type { Riwayah } from '@sada/contracts/recitation';
import type { TextLayer } from '@sada/contracts/text-layers';
import type { PendingTrackChanges } from '@sada/contracts/uploads';
import { FilePenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { riwayahName, surahName } from '../../components/recitation/recitation-names';
import { useFormat } from '../../lib/i18n/format';
import type { ReviewAudioLink } from './review-audio-link';
import { ChaptersView } from './review-chapters';
import { TextLayersView } from './review-text';

type Field = keyof PendingTrackChanges;

/** The order the reviewer reads the changes in: as the details appear on the page. */
const fieldOrder: Field[] = [
  'title',
  'lyrics',
  'textLayers',
  'chapters',
  'explicit',
  'contentType',
  'instrumentation',
  'language',
  'genre',
  'reciter',
  'riwayah',
  'surah',
  'ayahFrom',
  'ayahTo',
  'recitationLicence',
];

const labelKeys = {
  title: 'moderation.changes.fields.title',
  lyrics: 'moderation.detail.lyrics',
  textLayers: 'textEditor.review.field',
  chapters: 'chapters.title',
  explicit: 'moderation.changes.fields.explicit',
  contentType: 'moderation.detail.contentType',
  instrumentation: 'moderation.detail.instrumentation',
  language: 'moderation.detail.language',
  genre: 'moderation.detail.genre',
  reciter: 'recitation.reciter',
  riwayah: 'recitation.riwayah',
  surah: 'recitation.surah',
  ayahFrom: 'recitation.ayahFrom',
  ayahTo: 'recitation.ayahTo',
  recitationLicence: 'recitation.licence',
} as const satisfies Record<Field, string>;

/** The approved value of a field: a recitation's provenance is under `recitation`. */
function approvedValue(track: ModerationTrack, field: Field): PendingTrackChanges[Field] | null {
  const { recitation } = track;
  switch (field) {
    case 'reciter':
    case 'riwayah':
    case 'surah':
    case 'ayahFrom':
    case 'ayahTo':
      return recitation ? recitation[field] : null;
    case 'recitationLicence':
      return recitation ? recitation.licence : null;
    default:
      return track[field];
  }
}

/**
 * The artist's edit of a live track, as what changes: each changed detail with the approved value
 * (what listeners see now) beside the proposed one. An approval applies the edit. The times of a
 * text play the track from there (`link`, the review player).
 */
export function PendingChanges({
  track,
  link,
}: {
  track: ModerationTrack;
  link?: ReviewAudioLink;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const changes = track.pendingChanges;
  if (!changes) return null;
  const changed = fieldOrder.filter((field) => changes[field] !== undefined);
  if (changed.length === 0) return null;

  const none = <span className="text-muted-foreground">{t('recitation.none')}</span>;
  const show = (field: Field, value: PendingTrackChanges[Field] | null): ReactNode => {
    switch (field) {
      case 'explicit':
        return value ? t('moderation.changes.yes') : t('moderation.changes.no');
      case 'contentType':
        return t(`catalog.contentTypes.${value as ModerationTrack['contentType']}`);
      case 'instrumentation':
        return value
          ? t(`catalog.instrumentation.${value as Instrumentation}`)
          : t('track.instrumentationUnknown');
      case 'language':
        return t(`catalog.languages.${value as ModerationTrack['language']}`);
      case 'genre':
        return genres.find((genre) => genre.slug === value)?.name ?? String(value);
      case 'lyrics':
        return value ? (
          <span dir="auto" className="block max-h-48 overflow-y-auto whitespace-pre-line">
            {String(value)}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('moderation.detail.noLyrics')}</span>
        );
      case 'textLayers':
        // null: the edit removes the text.
        return <TextLayersView layers={(value as TextLayer[] | null) ?? []} link={link} compact />;
      case 'chapters':
        return <ChaptersView chapters={(value as Chapter[] | null) ?? []} link={link} />;
      case 'title':
        return <span dir="auto">{String(value)}</span>;
      case 'reciter':
      case 'recitationLicence':
        return value === null ? (
          none
        ) : (
          <span dir="auto" className="whitespace-pre-line">
            {String(value)}
          </span>
        );
      case 'riwayah':
        return value === null ? none : riwayahName(value as Riwayah, i18n.language);
      case 'surah':
        return value === null
          ? none
          : t('recitation.surahOption', {
              number: format.number(Number(value)),
              name: surahName(Number(value), i18n.language),
            });
      case 'ayahFrom':
      case 'ayahTo':
        return value === null ? none : format.number(Number(value));
    }
  };

  return (
    <section
      aria-labelledby="review-changes-title"
      className="space-y-3 rounded-2xl border border-primary/40 bg-primary/5 p-4"
    >
      <div className="space-y-1">
        <h3 id="review-changes-title" className="flex items-center gap-2 font-semibold">
          <FilePenLine aria-hidden className="size-4 text-primary" />
          {t('moderation.changes.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('moderation.changes.hint')}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-border text-xs text-muted-foreground">
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t('moderation.changes.field')}
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t('moderation.changes.before')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('moderation.changes.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changed.map((field) => (
              <tr key={field} className="border-b border-border/60 align-top last:border-0">
                <th scope="row" className="py-2 pe-4 text-start font-medium whitespace-nowrap">
                  {t(labelKeys[field])}
                </th>
                <td className="py-2 pe-4 text-muted-foreground">
                  {show(field, approvedValue(track, field))}
                </td>
                <td className="py-2 font-medium">{show(field, changes[field] ?? null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
