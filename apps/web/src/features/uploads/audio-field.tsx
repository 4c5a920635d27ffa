import { audioFileAccept } from '@sada/contracts/uploads';
import { FileAudio, Music2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { useFormat } from '../../lib/i18n/format';
import type { ChosenFile } from '../../lib/use-chosen-file';

interface AudioFieldProps {
  chosen: ChosenFile | null;
  /** The audio size limit in force, in bytes. */
  maxBytes: number;
  /** The largest file the resumable upload takes, in bytes (at least `maxBytes`). */
  maxLongBytes: number;
  /** The chosen file is over `maxBytes`: it goes by the resumable upload. */
  resumable: boolean;
  error: string | null;
  disabled: boolean;
  onPick: (file: File) => void;
  onClear: () => void;
  /** The chosen file's length, once the browser has read it. */
  onDuration?: (url: string, ms: number) => void;
}

const MB = 1024 * 1024;

/** The audio file: the picker, then the file's name, size and length with a player to hear it. */
export function AudioField({
  chosen,
  maxBytes,
  maxLongBytes,
  resumable,
  error,
  disabled,
  onPick,
  onClear,
  onDuration,
}: AudioFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [duration, setDuration] = useState<{ url: string; ms: number } | null>(null);
  const durationMs = chosen && duration?.url === chosen.url ? duration.ms : null;

  return (
    <section
      aria-labelledby="upload-audio-title"
      className="space-y-4 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Music2 aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="upload-audio-title" className="font-display text-xl font-semibold">
            {t('upload.audio.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('upload.audio.hint')}</p>
        </div>
      </div>

      {chosen ? (
        <div className="space-y-3 rounded-2xl bg-muted/60 p-4">
          <div className="flex items-start gap-3">
            <FileAudio aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p
                dir="auto"
                className="truncate text-sm font-semibold text-interface-start"
                title={chosen.file.name}
              >
                {chosen.file.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('upload.audio.size', {
                  size: format.number(chosen.file.size / MB, { maximumFractionDigits: 1 }),
                })}
                {durationMs !== null ? (
                  <>
                    <span aria-hidden> {format.separator} </span>
                    {format.duration(durationMs)}
                  </>
                ) : null}
              </p>
              {resumable ? (
                <p className="mt-1 text-xs text-muted-foreground">{t('upload.audio.resumable')}</p>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('upload.audio.remove')}
              title={t('upload.audio.remove')}
              disabled={disabled}
              onClick={onClear}
            >
              <X aria-hidden />
            </Button>
          </div>
          <audio
            controls
            preload="metadata"
            src={chosen.url}
            aria-label={t('upload.audio.preview', { name: chosen.file.name })}
            onLoadedMetadata={(event) => {
              const seconds = event.currentTarget.duration;
              if (!Number.isFinite(seconds)) return;
              setDuration({ url: chosen.url, ms: seconds * 1000 });
              onDuration?.(chosen.url, seconds * 1000);
            }}
            className="h-10 w-full"
          />
        </div>
      ) : null}

      <FilePicker
        label={chosen ? t('upload.audio.change') : t('upload.audio.choose')}
        icon={FileAudio}
        accept={audioFileAccept}
        hint={
          <>
            <span className="block">
              {t('upload.audio.formats', { max: Math.round(maxBytes / MB) })}
            </span>
            {maxLongBytes > maxBytes ? (
              <span className="block">
                {t('upload.audio.longFormats', { max: Math.round(maxLongBytes / MB) })}
              </span>
            ) : null}
          </>
        }
        error={error}
        disabled={disabled}
        onPick={onPick}
      />
    </section>
  );
}
