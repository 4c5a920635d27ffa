import { localizeMessage } from '@sada/contracts/messages-ar';
import { audioTooLongMessage, imageFileProblem, uploadMessages } from '@sada/contracts/uploads';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import {
  uploadLimitsQueryOptions,
  useAudioSizeLimit,
} from '../../components/uploads/api/upload-limits';
import { checkAudioFile } from '../../components/uploads/check-audio-file';
import { TrackDetailsFields } from '../../components/uploads/track-details-fields';
import {
  newTrackDetails,
  trackDetailsResolver,
  type TrackDetailsInput,
  type TrackDetailsValues,
} from '../../components/uploads/track-details-form';
import { useChosenFile } from '../../lib/use-chosen-file';
import { AudioField } from './audio-field';
import { CoverField } from './cover-field';
import { TextField } from './text-field';
import { UploadProgressPanel } from './upload-progress-panel';
import { isBusy } from './upload-progress-state';
import { UploadQuota } from './upload-quota';
import { uploadTextProblems, uploadTextUpdate, type UploadTextLayer } from './upload-text';
import { useTrackUpload } from './use-track-upload';

interface UploadFormProps {
  /** The server refuses uploads until the e-mail address is verified. */
  blockedReason?: string | null;
}

/**
 * The upload form (docs/product/catalogue-and-review.md, "Upload"): audio with a preview, an
 * optional cover, the details, and 'Publish Track', which stays disabled until there is audio and a
 * title.
 */
export function UploadForm({ blockedReason = null }: UploadFormProps) {
  const { t, i18n } = useTranslation();
  const upload = useTrackUpload();
  const maxAudioBytes = useAudioSizeLimit();
  const busy = isBusy(upload.state);
  const [audio, chooseAudio, clearAudio] = useChosenFile();
  const [audioError, setAudioError] = useState<string | null>(null);
  const [cover, chooseCover, clearCover] = useChosenFile();
  const [coverError, setCoverError] = useState<string | null>(null);
  const [textLayers, setTextLayers] = useState<UploadTextLayer[]>([]);
  const [textAttempted, setTextAttempted] = useState(false);
  const form = useForm<TrackDetailsInput, unknown, TrackDetailsValues>({
    resolver: trackDetailsResolver,
    defaultValues: newTrackDetails,
  });
  const title = useWatch({ control: form.control, name: 'title' });
  // The server refuses audio over the longest length; the browser can tell as soon as it has
  // read the file's length.
  const limits = useQuery(uploadLimitsQueryOptions());
  // A file over the ordinary limit goes by the resumable upload, within the long-upload limits.
  const maxLongAudioBytes = Math.max(limits.data?.maxLongAudioBytes ?? 0, maxAudioBytes);
  const resumable = audio ? audio.file.size > maxAudioBytes : false;
  const [length, setLength] = useState<{ url: string; ms: number } | null>(null);
  const maxDurationSeconds =
    (resumable ? limits.data?.maxLongDurationSeconds : limits.data?.maxDurationSeconds) ?? null;
  const tooLong =
    audio && length?.url === audio.url && maxDurationSeconds !== null
      ? length.ms > maxDurationSeconds * 1000
      : false;
  const lengthError =
    tooLong && maxDurationSeconds !== null
      ? localizeMessage(audioTooLongMessage(Math.floor(maxDurationSeconds / 60)), i18n.language)
      : null;
  // The LRC is read here before the upload starts, against the audio's length once known.
  const textProblems = uploadTextProblems(
    textLayers,
    audio && length?.url === audio.url ? length.ms : null,
  );
  const canPublish = Boolean(audio) && title.trim() !== '' && !busy && !blockedReason && !tooLong;

  const { forgetKey } = upload;
  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => forgetKey() }),
    [subscribe, forgetKey],
  );

  const handleAudio = async (file: File) => {
    const problem = await checkAudioFile(file, maxLongAudioBytes);
    setAudioError(problem);
    if (problem) {
      clearAudio();
      return;
    }
    chooseAudio(file);
    forgetKey();
  };

  const handleCover = (file: File) => {
    const problem = imageFileProblem(file);
    setCoverError(problem);
    if (problem) return;
    chooseCover(file);
    forgetKey();
  };

  const publish = form.handleSubmit((details) => {
    if (!audio) return;
    void upload.start(
      details,
      { audio: audio.file, cover: cover?.file ?? null, resumable },
      uploadTextUpdate(textLayers),
    );
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!audio || !form.getValues('title').trim()) {
      toast.error(localizeMessage(uploadMessages.missingInformation, i18n.language));
      return;
    }
    if (textProblems.size > 0) {
      setTextAttempted(true);
      toast.error(t('textEditor.upload.fix'));
      return;
    }
    void publish(event);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('upload.formLabel')}
      className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className="space-y-6">
        <AudioField
          chosen={audio}
          maxBytes={maxAudioBytes}
          maxLongBytes={maxLongAudioBytes}
          resumable={resumable}
          error={audioError ?? lengthError}
          disabled={busy}
          onDuration={(url, ms) => setLength({ url, ms })}
          onPick={(file) => void handleAudio(file)}
          onClear={() => {
            clearAudio();
            setAudioError(null);
            forgetKey();
          }}
        />
        <CoverField
          chosen={cover}
          error={coverError}
          disabled={busy}
          onPick={handleCover}
          onClear={() => {
            clearCover();
            setCoverError(null);
            forgetKey();
          }}
        />
        <UploadQuota />
      </div>

      <div className="space-y-6">
        <section
          aria-labelledby="upload-details-title"
          className="rounded-3xl border border-border bg-card p-5 sm:p-6"
        >
          <h2 id="upload-details-title" className="mb-4 font-display text-xl font-semibold">
            {t('upload.details')}
          </h2>
          <TrackDetailsFields form={form} disabled={busy} />
        </section>

        <TextField
          layers={textLayers}
          problems={textProblems}
          showAll={textAttempted}
          disabled={busy}
          onChange={setTextLayers}
        />

        <UploadProgressPanel
          state={upload.state}
          text={upload.text}
          resumable={upload.resumable}
          onCancel={upload.cancel}
        />

        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {blockedReason ? (
            <p className="text-sm text-warning-text sm:me-auto">
              {localizeMessage(blockedReason, i18n.language)}
            </p>
          ) : textAttempted && textProblems.size > 0 && !busy ? (
            <p className="text-sm text-destructive sm:me-auto">{t('textEditor.upload.fix')}</p>
          ) : !canPublish && !busy ? (
            <p className="text-sm text-muted-foreground sm:me-auto">{t('upload.needs')}</p>
          ) : null}
          <Button type="submit" size="lg" disabled={!canPublish} loading={busy}>
            {busy ? null : <Upload aria-hidden />}
            {t('upload.publish')}
          </Button>
        </div>
      </div>
    </form>
  );
}
