import type { Chapter, MyTrackChapters } from '@sada/contracts/chapters';
import { localizeMessage } from '@sada/contracts/messages-ar';
import type { MyTrack } from '@sada/contracts/uploads';
import { ClipboardPaste, Info, ListPlus, Plus, Save, TableOfContents } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api';
import { useSaveTrackChapters } from '../api/my-track-chapters';
import { EditorPlayer } from '../text/editor-player';
import { LeaveGuard } from '../text/leave-guard';
import { createPlaybackClock } from '../text/playback-clock';
import {
  type ChapterRow,
  clockOf,
  fieldOf,
  fingerprint,
  newRow,
  readRows,
  type RowProblem,
  rowOfField,
  rowsFromChapters,
} from './chapter-draft';
import { ChapterRows } from './chapter-rows';
import { PasteList } from './paste-list';

/** Statuses with audio to preview: processing has none yet, a failed upload none at all. */
const withAudio = new Set<MyTrack['status']>([
  'qc',
  'live',
  'approved',
  'rejected',
  'needs_revision',
]);

const startingRows = (chapters: MyTrackChapters) =>
  rowsFromChapters(chapters.pendingChapters ?? chapters.chapters);

/**
 * The chapters of one of the artist's tracks: typed as rows (a start and a title) or pasted as a
 * list, with the audio to take times from, and Save. On a live track the change waits for review.
 */
export function ChaptersEditor({ track, saved }: { track: MyTrack; saved: MyTrackChapters }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<ChapterRow[]>(() => startingRows(saved));
  const [savedPrint, setSavedPrint] = useState(() => fingerprint(rows));
  const [pasting, setPasting] = useState(false);
  /** Problems show once the artist tries to save (or reads a list), not at the first key. */
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<RowProblem | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [clock] = useState(createPlaybackClock);
  const save = useSaveTrackChapters(track.id);
  const canPreview = withAudio.has(track.status);

  const read = useMemo(() => readRows(rows, track.durationMs), [rows, track.durationMs]);
  const problem = serverProblem ?? ('problem' in read && attempted ? read.problem : null);
  const dirty = fingerprint(rows) !== savedPrint;

  const edit = (next: ChapterRow[]) => {
    setRows(next);
    setServerProblem(null);
    setMessage(null);
  };
  const handleChange = (key: string, change: Partial<Pick<ChapterRow, 'time' | 'title'>>) =>
    edit(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const handleUseTime = (key: string) => handleChange(key, { time: clockOf(clock.exactMs()) });
  const handleRemove = (key: string) => edit(rows.filter((row) => row.key !== key));
  const handleAdd = () => {
    // Where the preview is, when that is past the last chapter: the usual way to mark one.
    const at = clock.exactMs();
    const last = readRows(rows.slice(-1), null);
    const lastStart = 'chapters' in last ? (last.chapters[0]?.startMs ?? -1) : -1;
    edit([...rows, newRow(rows.length === 0 ? '0:00' : at > lastStart ? clockOf(at) : '')]);
  };
  const handleRead = (chapters: Chapter[]) => {
    edit(rowsFromChapters(chapters));
    setPasting(false);
    setAttempted(true);
  };

  const handleSave = () => {
    setAttempted(true);
    if ('problem' in read) return;
    const sent = rows;
    save.mutate(
      { chapters: read.chapters },
      {
        onSuccess: (result) => {
          const next = startingRows(result);
          setRows(next);
          setSavedPrint(fingerprint(next));
          setAttempted(false);
          const said =
            localizeMessage(result.message ?? '', i18n.language) ||
            t('longForm.chapterEditor.saved');
          setMessage(said);
          toast.success(said);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          const found = Object.entries(fields)
            .map(([path, said]) => ({ row: rowOfField(sent, path), said }))
            .find((entry) => entry.row !== null);
          if (found?.row) {
            setServerProblem({
              key: found.row.key,
              field: fieldOf(found.said),
              message: found.said,
            });
          }
          toast.error(t('longForm.chapterEditor.saveFailed'), {
            description: localizeMessage(error.message, i18n.language),
          });
        },
      },
    );
  };

  const blocking = attempted && problem !== null;
  return (
    <div className="space-y-6">
      <LeaveGuard when={dirty && !save.isPending} />
      {saved.pendingChapters !== null && !dirty ? (
        <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-3 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {t('longForm.chapterEditor.pending', { count: saved.chapters.length })}
        </p>
      ) : track.status === 'live' ? (
        <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-3 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {t('longForm.chapterEditor.liveNote')}
        </p>
      ) : null}

      {/* Below the sticky top bar (h-16), so the audio stays at hand while the rows scroll. */}
      <div className="sticky top-[4.5rem] z-20">
        <EditorPlayer
          trackId={track.id}
          title={track.title}
          hasAudio={canPreview}
          durationMs={track.durationMs}
          clock={clock}
        />
      </div>

      {pasting ? <PasteList onRead={handleRead} onCancel={() => setPasting(false)} /> : null}

      {rows.length === 0 ? (
        <EmptyState
          icon={TableOfContents}
          title={t('longForm.chapterEditor.emptyTitle')}
          description={
            saved.chapters.length > 0 || (saved.pendingChapters?.length ?? 0) > 0
              ? t('longForm.chapterEditor.removing')
              : t('longForm.chapterEditor.emptyHint')
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={handleAdd}>
                <Plus aria-hidden />
                {t('longForm.chapterEditor.add')}
              </Button>
              {pasting ? null : (
                <Button variant="outline" onClick={() => setPasting(true)}>
                  <ClipboardPaste aria-hidden />
                  {t('longForm.chapterEditor.paste')}
                </Button>
              )}
            </div>
          }
        />
      ) : (
        <ChapterRows
          rows={rows}
          problem={problem}
          canUseTime={canPreview}
          disabled={save.isPending}
          onChange={handleChange}
          onUseTime={handleUseTime}
          onRemove={handleRemove}
        />
      )}

      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center">
        {rows.length > 0 ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="outline" disabled={save.isPending} onClick={handleAdd}>
              <ListPlus aria-hidden />
              {t('longForm.chapterEditor.add')}
            </Button>
            {pasting ? null : (
              <Button variant="ghost" disabled={save.isPending} onClick={() => setPasting(true)}>
                <ClipboardPaste aria-hidden />
                {t('longForm.chapterEditor.paste')}
              </Button>
            )}
          </div>
        ) : null}
        <div role="status" aria-live="polite" className="text-sm sm:me-auto sm:ms-2">
          {blocking ? (
            <span className="font-medium text-destructive">
              {t('longForm.chapterEditor.fixFirst')}
            </span>
          ) : message && !dirty ? (
            <span className="font-medium text-success">{message}</span>
          ) : dirty ? (
            <span className="text-muted-foreground">
              {rows.length === 0
                ? t('longForm.chapterEditor.removeAll')
                : t('longForm.chapterEditor.unsaved')}
            </span>
          ) : null}
        </div>
        <Button onClick={handleSave} loading={save.isPending} disabled={!dirty}>
          {save.isPending ? null : <Save aria-hidden />}
          {t('longForm.chapterEditor.save')}
        </Button>
      </div>
    </div>
  );
}
