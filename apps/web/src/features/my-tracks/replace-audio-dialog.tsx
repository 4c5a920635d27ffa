import { localizeMessage } from '@sada/contracts/messages-ar';
import { audioFileAccept, uploadMessages, type MyTrack } from '@sada/contracts/uploads';
import { FileAudio } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FilePicker } from '../../components/ui/file-picker';
import { useReplaceAudio } from '../../components/uploads/api/my-tracks';
import { useAudioSizeLimit } from '../../components/uploads/api/upload-limits';
import { checkAudioFile } from '../../components/uploads/check-audio-file';
import { ProgressBar } from '../../components/uploads/progress-bar';
import { percentSent } from '../../components/uploads/send-upload';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { useFormat } from '../../lib/i18n/format';

interface ReplaceAudioDialogProps {
  track: MyTrack;
  onOpenChange: (open: boolean) => void;
}

const MB = 1024 * 1024;

/** New audio for a track (PUT …/audio): it is processed again and goes back to review. */
export function ReplaceAudioDialog({ track, onOpenChange }: ReplaceAudioDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const replace = useReplaceAudio(track.id);
  const maxAudioBytes = useAudioSizeLimit();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const localize = (message: string) => localizeMessage(message, i18n.language);
  const pending = replace.isPending;

  useEffect(() => () => abortRef.current?.abort(), []);

  const handlePick = async (picked: File) => {
    const problem = await checkAudioFile(picked, maxAudioBytes);
    setError(problem);
    setFile(problem ? null : picked);
  };

  const handleSubmit = async () => {
    if (!file) return;
    const abort = new AbortController();
    abortRef.current = abort;
    setSent(0);
    try {
      await replace.mutateAsync({
        file,
        signal: abort.signal,
        onProgress: (progress) => setSent(percentSent(progress)),
      });
      toast.success(localize(uploadMessages.uploadSuccessful), {
        description: t('myTracks.backToReview'),
      });
      onOpenChange(false);
    } catch (caught) {
      setSent(null);
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      const message =
        caught instanceof ApiError && caught.status !== NETWORK_ERROR_STATUS
          ? caught.message
          : uploadMessages.audioUploadFailed;
      toast.error(localize(uploadMessages.uploadFailed), { description: localize(message) });
    }
  };

  const close = () => {
    abortRef.current?.abort();
    onOpenChange(false);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogTitle>{t('myTracks.replaceTitle')}</DialogTitle>
        <DialogDescription>
          {t('myTracks.replaceDescription', { title: track.title })}
        </DialogDescription>
        <div className="mt-6 space-y-5">
          <FilePicker
            label={file ? t('upload.audio.change') : t('upload.audio.choose')}
            icon={FileAudio}
            accept={audioFileAccept}
            hint={file?.name ?? t('upload.audio.formats', { max: Math.round(maxAudioBytes / MB) })}
            error={error}
            disabled={pending}
            onPick={(picked) => void handlePick(picked)}
          />
          {sent !== null ? (
            <div className="space-y-1.5">
              <p className="flex justify-between text-sm">
                <span className="font-semibold">{t('upload.progress.sending')}</span>
                <span className="text-muted-foreground tabular-nums">
                  {format.number(sent / 100, { style: 'percent' })}
                </span>
              </p>
              <ProgressBar value={sent} label={t('upload.progress.sending')} />
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!file} loading={pending} onClick={() => void handleSubmit()}>
              {t('myTracks.replaceSubmit')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
