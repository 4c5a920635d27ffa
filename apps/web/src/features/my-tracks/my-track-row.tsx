import { appPages, myTrackTextPath } from '@sada/contracts/app-pages';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { uploadMessages, type MyTrack } from '@sada/contracts/uploads';
import { Ellipsis, FileAudio, Pencil, Subtitles, TableOfContents, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { TrackCover } from '../../components/ui/track-cover';
import { ProgressBar } from '../../components/uploads/progress-bar';
import { TrackStatusBadge } from '../../components/uploads/track-status-badge';
import { useFormat } from '../../lib/i18n/format';
import { DeleteTrackDialog } from './delete-track-dialog';
import { EditTrackDialog } from './edit-track-dialog';
import { ReplaceAudioDialog } from './replace-audio-dialog';
import { ReviewNote } from './review-note';

type Dialog = 'edit' | 'audio' | 'delete' | null;

/** The page where the artist marks the chapters of one of their tracks. */
function myTrackChaptersPath(trackId: string): string {
  return appPages.myTrackChapters.replace(':trackId', encodeURIComponent(trackId));
}

/** One of the artist's tracks: where it stands, what a reviewer said, and what can be done. */
export function MyTrackRow({ track }: { track: MyTrack }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const processing = track.status === 'processing';
  const stage =
    track.processing.stage === 'uploading'
      ? t('upload.progress.waiting')
      : t(`uploads.stages.${track.processing.stage}`);
  const percent = format.number(track.processing.progress / 100, { style: 'percent' });

  return (
    <li
      className="rounded-2xl border border-border bg-card p-4"
      data-testid="my-track"
      aria-label={track.title}
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <TrackCover src={track.coverUrl} className="size-14 rounded-lg sm:size-16" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {track.status === 'live' ? (
              <Link
                to={`/track/${track.id}`}
                dir="auto"
                className="truncate font-semibold text-interface-start hover:underline"
              >
                {track.title}
              </Link>
            ) : (
              <h3 dir="auto" className="truncate font-semibold text-interface-start">
                {track.title}
              </h3>
            )}
            <TrackStatusBadge status={track.status} />
          </div>
          <p className="text-xs text-muted-foreground">
            {[
              t(`catalog.contentTypes.${track.contentType}`),
              t(`catalog.languages.${track.language}`),
              track.durationMs ? format.duration(track.durationMs) : null,
              t('myTracks.uploaded', {
                date: format.date(track.createdAt, { dateStyle: 'medium' }),
              }),
            ]
              .filter(Boolean)
              .join(` ${format.separator} `)}
          </p>
          {track.status === 'live' || track.status === 'approved' ? (
            <p className="text-xs text-muted-foreground">
              {t('myTracks.plays', format.counted(track.playCount))}
              {` ${format.separator} `}
              {t('myTracks.likes', format.counted(track.likeCount))}
            </p>
          ) : null}
          {processing ? (
            <div className="max-w-sm space-y-1 pt-1">
              <p className="text-xs text-muted-foreground">
                {stage} {format.separator} {percent}
              </p>
              <ProgressBar
                value={track.processing.progress}
                label={t('myTracks.processingOf', { title: track.title })}
                valueText={`${stage} ${percent}`}
              />
            </div>
          ) : null}
          {track.status === 'qc' ? (
            <p className="text-xs text-muted-foreground">{t('myTracks.inReview')}</p>
          ) : null}
          {track.pendingChanges ? (
            <p className="text-xs text-muted-foreground">{t('myTracks.changesInReview')}</p>
          ) : null}
          {track.status === 'failed' ? (
            <p className="text-sm text-destructive">
              {localizeMessage(
                track.processing.error ?? uploadMessages.audioProcessingFailed,
                i18n.language,
              )}{' '}
              <span className="text-muted-foreground">{t('myTracks.failedHint')}</span>
            </p>
          ) : null}
          <ReviewNote track={track} />
        </div>

        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t('myTracks.actions', { title: track.title })}
            title={t('tracks.more')}
            className="flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground"
          >
            <Ellipsis aria-hidden className="size-[1.15rem]" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => setDialog('edit')}>
              <Pencil aria-hidden />
              {t('myTracks.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate(myTrackTextPath(track.id))}>
              <Subtitles aria-hidden />
              {t('textEditor.action')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate(myTrackChaptersPath(track.id))}>
              <TableOfContents aria-hidden />
              {t('longForm.chapterEditor.action')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={processing} onSelect={() => setDialog('audio')}>
              <FileAudio aria-hidden />
              {t('myTracks.replaceAudio')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => setDialog('delete')}
              className="text-destructive [&_svg]:text-destructive!"
            >
              <Trash2 aria-hidden />
              {t('myTracks.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      {dialog === 'edit' ? <EditTrackDialog track={track} onOpenChange={close} /> : null}
      {dialog === 'audio' ? <ReplaceAudioDialog track={track} onOpenChange={close} /> : null}
      {dialog === 'delete' ? <DeleteTrackDialog track={track} onOpenChange={close} /> : null}
    </li>
  );
}
