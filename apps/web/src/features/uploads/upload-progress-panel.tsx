import { myTrackTextPath } from '@sada/contracts/app-pages';
import type { ProcessingStage } from '@sada/contracts/enums';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { processingProgress, uploadMessages } from '@sada/contracts/uploads';
import { CircleAlert, CircleCheck, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/uploads/progress-bar';
import { useFormat } from '../../lib/i18n/format';
import type { UploadProgress } from './upload-progress-state';
import { type ResumableNote, type TextSave } from './use-track-upload';

interface UploadProgressPanelProps {
  state: UploadProgress;
  /** The text given with the upload, saved once the track exists. */
  text?: TextSave;
  /** A resumable upload's state besides its percent: resumed, or waiting for the connection. */
  resumable?: ResumableNote | null;
  onCancel: () => void;
}

interface Bars {
  sent: number | null;
  stage: ProcessingStage | null;
  processed: number;
}

/** How far each bar is: the file sent, then the server's stage (10, 70, 100). */
function barsOf(state: UploadProgress): Bars {
  switch (state.phase) {
    case 'uploading':
      return { sent: state.percent, stage: null, processed: 0 };
    case 'processing':
      return { sent: 100, stage: state.stage, processed: state.progress };
    case 'completed':
      return { sent: 100, stage: 'completed', processed: processingProgress.completed };
    case 'failed':
      return state.step === 'upload'
        ? { sent: 0, stage: null, processed: 0 }
        : { sent: 100, stage: 'failed', processed: 100 };
    case 'idle':
      return { sent: 0, stage: null, processed: 0 };
  }
}

/** The file going up and the server's processing stages, with what happened in words. */
export function UploadProgressPanel({
  state,
  text = { phase: 'none' },
  resumable = null,
  onCancel,
}: UploadProgressPanelProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  if (state.phase === 'idle') return null;
  const localize = (message: string) => localizeMessage(message, i18n.language);
  const bars = barsOf(state);
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  // Until a worker takes the job the server's stage is still 'uploading': the file is in.
  const stageText =
    bars.stage && bars.stage !== 'uploading'
      ? t(`uploads.stages.${bars.stage}`)
      : t('upload.progress.waiting');

  let message: ReactNode = null;
  if (state.phase === 'completed') {
    message = (
      <p className="flex items-start gap-2 font-medium text-success">
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {localize(uploadMessages.audioProcessed)} {t('upload.progress.leaving')}
        </span>
      </p>
    );
  } else if (state.phase === 'failed') {
    const [title, fallback] =
      state.step === 'upload'
        ? [uploadMessages.uploadFailed, uploadMessages.audioUploadFailed]
        : [uploadMessages.processingFailed, uploadMessages.audioProcessingFailed];
    message = (
      <p className="flex items-start gap-2 text-destructive">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{localize(title)}</strong>
          {': '}
          {localize(state.message ?? fallback)}{' '}
          <span className="text-muted-foreground">
            {state.step === 'upload' ? t('upload.progress.retry') : t('upload.progress.restart')}
          </span>
        </span>
      </p>
    );
  } else if (state.phase === 'uploading' && resumable) {
    message = resumable.offline ? (
      <p className="flex items-start gap-2 font-medium text-warning-text">
        <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('upload.resumable.offline')}
      </p>
    ) : (
      <p className="text-muted-foreground">
        {resumable.resumedFrom !== null
          ? t('upload.resumable.resumed', { percent: percent(resumable.resumedFrom) })
          : t('upload.resumable.sending')}
      </p>
    );
  } else if (state.phase === 'processing') {
    message = (
      <p className="text-muted-foreground">
        {t('upload.progress.canLeave')}{' '}
        <Link
          to="/my-tracks"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('upload.openMyTracks')}
        </Link>
      </p>
    );
  }

  return (
    <section
      aria-labelledby="upload-progress-title"
      className="space-y-5 rounded-3xl border border-border bg-card p-5 sm:p-6"
      data-testid="upload-progress"
    >
      <h2 id="upload-progress-title" className="font-display text-xl font-semibold">
        {t('upload.progress.title')}
      </h2>

      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold">{t('upload.progress.sending')}</span>
          <span className="text-muted-foreground tabular-nums">
            {bars.sent === null ? t('upload.progress.starting') : percent(bars.sent)}
          </span>
        </div>
        <ProgressBar
          value={bars.sent}
          label={t('upload.progress.sending')}
          tone={state.phase === 'failed' && state.step === 'upload' ? 'destructive' : 'primary'}
        />
      </div>

      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold">
            {t('upload.progress.processing')}
            <span className="font-normal text-muted-foreground">
              {' '}
              {format.separator} {stageText}
            </span>
          </span>
          <span className="text-muted-foreground tabular-nums">
            {state.phase === 'uploading' ? '' : percent(bars.processed)}
          </span>
        </div>
        <ProgressBar
          value={bars.processed}
          label={t('upload.progress.processing')}
          valueText={`${stageText} ${percent(bars.processed)}`}
          tone={
            bars.stage === 'failed'
              ? 'destructive'
              : bars.stage === 'completed'
                ? 'success'
                : 'primary'
          }
        />
      </div>

      <div role="status" aria-live="polite" className="space-y-2 text-sm">
        {message}
        <TextSaveNote text={text} />
      </div>

      {state.phase === 'uploading' ? (
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('upload.progress.cancel')}
        </Button>
      ) : null}
    </section>
  );
}

/** What became of the text given with the upload. */
function TextSaveNote({ text }: { text: TextSave }) {
  const { t, i18n } = useTranslation();
  switch (text.phase) {
    case 'none':
      return null;
    case 'saving':
      return <p className="text-muted-foreground">{t('textEditor.upload.saving')}</p>;
    case 'saved':
      return (
        <p className="flex items-start gap-2 text-success">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('textEditor.upload.saved')}
        </p>
      );
    case 'failed':
      return (
        <p className="flex items-start gap-2 text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t('textEditor.upload.failed')}</strong>
            {': '}
            {localizeMessage(text.message, i18n.language)}{' '}
            <Link
              to={myTrackTextPath(text.trackId)}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('textEditor.upload.openEditor')}
            </Link>
          </span>
        </p>
      );
  }
}
