import type { SeriesDetail } from '@sada/contracts/series';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, RotateCcw, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { seriesPath } from '../../../components/catalog/api/series';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/i18n/format';
import { useSaveEpisodes } from '../api/my-series';
import { pickerTracksQueryOptions } from '../api/my-tracks';
import { FieldMessage } from '../field-message';
import { SeriesReviewStatus } from '../series-review-status';
import { draftTracksById } from './draft-track';
import {
  addItem,
  errorsOfSave,
  moveItem,
  NO_ERRORS,
  removeItem,
  sameOrder,
  withoutTrackError,
  type DraftErrors,
} from './episode-draft';
import { EpisodeDraftList } from './episode-draft-list';
import { TrackPicker } from './track-picker';

/**
 * The episodes as the artist arranges them, and their tracks to add from; nothing changes for
 * listeners until Save, which sends the whole list in order.
 */
export function SeriesEditor({ series }: { series: SeriesDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const episodesHeadingId = useId();
  const pickerHeadingId = useId();
  const saved = series.episodes.map((episode) => episode.track.id);
  const [draft, setDraft] = useState<string[]>(saved);
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const [announcement, setAnnouncement] = useState('');
  const picker = useQuery(pickerTracksQueryOptions());
  const save = useSaveEpisodes(series.id);
  const tracks = draftTracksById(series.episodes, picker.data ?? []);
  const titleOf = (id: string) => tracks.get(id)?.title ?? '';
  const dirty = !sameOrder(draft, saved);

  const handleMove = (from: number, to: number) => {
    const id = draft[from];
    if (id === undefined || to < 0 || to >= draft.length) return;
    setDraft(moveItem(draft, from, to));
    setAnnouncement(
      t('series.editor.moved', { title: titleOf(id), position: to + 1, total: draft.length }),
    );
  };
  const handleRemove = (id: string) => {
    setDraft(removeItem(draft, id));
    setErrors(withoutTrackError(errors, id));
    setAnnouncement(t('series.editor.removed', { title: titleOf(id) }));
  };
  const handleAdd = (id: string) => {
    setDraft(addItem(draft, id));
    setAnnouncement(t('series.editor.added', { title: titleOf(id), number: draft.length + 1 }));
  };
  const handleReset = () => {
    setDraft(saved);
    setErrors(NO_ERRORS);
  };
  const handleSave = () => {
    const sent = draft;
    save.mutate(sent, {
      onSuccess: () => {
        setErrors(NO_ERRORS);
        toast.success(t('series.editor.saved'));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        setErrors(fields ? errorsOfSave(fields, sent) : NO_ERRORS);
        toast.error(t('series.editor.saveFailed'), { description: error.message });
      },
    });
  };

  return (
    <>
      <PageHeader
        eyebrow={t('series.editor.eyebrow')}
        title={<span dir="auto">{series.title}</span>}
        description={t('series.editor.description')}
        actions={
          <>
            <ButtonLink to={seriesPath(series.id)} variant="ghost" size="sm">
              <ExternalLink aria-hidden />
              {t('series.mine.view')}
            </ButtonLink>
            <Button
              variant="outline"
              size="sm"
              disabled={!dirty || save.isPending}
              onClick={handleReset}
            >
              <RotateCcw aria-hidden />
              {t('series.editor.reset')}
            </Button>
            {/* aria-disabled rather than disabled: focus stays on it once the list is saved. */}
            <Button
              size="sm"
              loading={save.isPending}
              aria-disabled={!dirty}
              className="aria-disabled:opacity-50"
              onClick={dirty ? handleSave : undefined}
            >
              {save.isPending ? null : <Save aria-hidden />}
              {t('series.editor.save')}
            </Button>
          </>
        }
      />
      <p role="status" className="-mt-5 mb-6 min-h-5 text-sm font-medium text-gold-text">
        {dirty ? t('series.editor.unsaved') : ''}
      </p>
      <div className="mb-6 empty:hidden">
        <SeriesReviewStatus review={series.review} />
      </div>
      <FieldMessage message={errors.list ?? undefined} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby={episodesHeadingId}>
          <h2
            id={episodesHeadingId}
            className="mb-4 font-display text-xl font-semibold tracking-tight"
          >
            {t('series.episodes')}{' '}
            <span className="text-muted-foreground tabular-nums">
              {format.number(draft.length)}
            </span>
          </h2>
          <EpisodeDraftList
            ids={draft}
            tracks={tracks}
            errors={errors.byTrack}
            disabled={save.isPending}
            onMove={handleMove}
            onRemove={handleRemove}
          />
        </section>
        <section aria-labelledby={pickerHeadingId} className="lg:sticky lg:top-20">
          <h2
            id={pickerHeadingId}
            className="mb-4 font-display text-xl font-semibold tracking-tight"
          >
            {t('series.editor.yourTracks')}
          </h2>
          <TrackPicker query={picker} chosen={draft} disabled={save.isPending} onAdd={handleAdd} />
        </section>
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
