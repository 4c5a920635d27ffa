import { MAX_IMAGE_BYTES, imageFileAccept } from '@sada/contracts/uploads';
import { ImageIcon, ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { CoverImage } from '../../components/ui/cover-image';
import { FilePicker } from '../../components/ui/file-picker';
import type { ChosenFile } from '../../lib/use-chosen-file';

interface CoverFieldProps {
  chosen: ChosenFile | null;
  error: string | null;
  disabled: boolean;
  onPick: (file: File) => void;
  onClear: () => void;
}

const MB = 1024 * 1024;

/** The optional cover: a square preview and the picker. */
export function CoverField({ chosen, error, disabled, onPick, onClear }: CoverFieldProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="upload-cover-title"
      className="rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <h2 id="upload-cover-title" className="font-display text-xl font-semibold">
        {t('upload.cover.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('upload.cover.hint')}</p>
      <div className="mt-4 flex items-center gap-4">
        <CoverImage
          src={chosen?.url ?? null}
          icon={ImageIcon}
          placeholderClassName="bg-muted text-muted-foreground"
          className="size-24 rounded-2xl shadow-sm sm:size-28"
        />
        <FilePicker
          label={chosen ? t('upload.cover.change') : t('upload.cover.choose')}
          icon={ImagePlus}
          accept={imageFileAccept}
          hint={chosen?.file.name ?? t('upload.cover.formats', { max: MAX_IMAGE_BYTES / MB })}
          error={error}
          disabled={disabled}
          onPick={onPick}
        >
          {chosen ? (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={onClear}>
              {t('upload.cover.remove')}
            </Button>
          ) : null}
        </FilePicker>
      </div>
    </section>
  );
}
