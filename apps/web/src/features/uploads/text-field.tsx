import {
  canonicalLanguageTag,
  LRC_MAX_LENGTH,
  textLayerKinds,
  textLayerMessages,
} from '@sada/contracts/text-layers';
import { CircleCheck, FileUp, Plus, Subtitles, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses, Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useFormat } from '../../lib/i18n/format';
import {
  canAddLayer,
  newUploadTextLayer,
  readLayer,
  suggestedLanguages,
  type UploadTextLayer,
  type UploadTextProblem,
} from './upload-text';

/** An LRC file is text of at most this many characters; a byte is at most one of them. */
const LRC_FILE_MAX_BYTES = LRC_MAX_LENGTH * 4;

function languageName(tag: string, interfaceLanguage: string): string | null {
  const canonical = canonicalLanguageTag(tag.trim());
  if (!canonical) return null;
  try {
    const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(canonical);
    return name && name !== canonical ? name : null;
  } catch {
    return null;
  }
}

interface TextFieldProps {
  layers: readonly UploadTextLayer[];
  problems: ReadonlyMap<string, UploadTextProblem>;
  /** After an attempt to publish: an empty LRC is a problem too, not only one typed wrong. */
  showAll: boolean;
  disabled: boolean;
  onChange: (layers: UploadTextLayer[]) => void;
}

/** The optional text: a layer each of LRC pasted or read from a file, with its kind and language. */
export function TextField({ layers, problems, showAll, disabled, onChange }: TextFieldProps) {
  const { t } = useTranslation();
  const change = (key: string, values: Partial<UploadTextLayer>) =>
    onChange(layers.map((layer) => (layer.key === key ? { ...layer, ...values } : layer)));
  return (
    <section
      aria-labelledby="upload-text-title"
      className="space-y-4 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Subtitles aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="upload-text-title" className="font-display text-xl font-semibold">
            {t('textEditor.upload.title')}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              ({t('textEditor.upload.optional')})
            </span>
          </h2>
          <p className="text-sm text-muted-foreground">{t('textEditor.upload.hint')}</p>
        </div>
      </div>
      {layers.map((layer, index) => (
        <UploadTextLayerFields
          key={layer.key}
          layer={layer}
          number={index + 1}
          problem={problems.get(layer.key)}
          showAll={showAll}
          disabled={disabled}
          onChange={(values) => change(layer.key, values)}
          onRemove={() => onChange(layers.filter((other) => other.key !== layer.key))}
        />
      ))}
      {canAddLayer(layers) ? (
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onChange([...layers, newUploadTextLayer(layers)])}
        >
          <Plus aria-hidden />
          {t('textEditor.upload.add')}
        </Button>
      ) : null}
    </section>
  );
}

interface LayerFieldsProps {
  layer: UploadTextLayer;
  number: number;
  problem: UploadTextProblem | undefined;
  showAll: boolean;
  disabled: boolean;
  onChange: (values: Partial<UploadTextLayer>) => void;
  onRemove: () => void;
}

function UploadTextLayerFields({
  layer,
  number,
  problem,
  showAll,
  disabled,
  onChange,
  onRemove,
}: LayerFieldsProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const id = useId();
  const listId = `${id}-languages`;
  const [fileError, setFileError] = useState<string | null>(null);
  const read = readLayer(layer);
  const shownNumber = format.number(number);

  const handleFile = async (file: File) => {
    if (file.size > LRC_FILE_MAX_BYTES) {
      setFileError(textLayerMessages.lrcTooLong);
      return;
    }
    try {
      const lrc = await file.text();
      setFileError(null);
      onChange({ lrc });
    } catch {
      setFileError(t('textEditor.lrc.unreadable'));
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-border p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {t('textEditor.upload.layerLabel', { number: shownNumber })}
        </h3>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={disabled}
          aria-label={t('textEditor.upload.remove', { number: shownNumber })}
          title={t('textEditor.upload.remove', { number: shownNumber })}
          onClick={onRemove}
          className="text-destructive hover:bg-destructive/10"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('textEditor.fields.kind')}>
          {(field) => (
            <NativeSelect
              {...field}
              value={layer.kind}
              disabled={disabled}
              onChange={(event) => {
                const kind = textLayerKinds.find((value) => value === event.target.value);
                if (kind) onChange({ kind });
              }}
            >
              {textLayerKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`textEditor.kinds.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t('textEditor.fields.language')}
          error={problem?.field === 'language' ? problem.message : undefined}
          hint={languageName(layer.language, i18n.language) ?? t('textEditor.fields.languageHint')}
        >
          {(field) => (
            <>
              <Input
                {...field}
                value={layer.language}
                list={listId}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                maxLength={35}
                disabled={disabled}
                onChange={(event) => onChange({ language: event.target.value })}
              />
              <datalist id={listId}>
                {suggestedLanguages.map((tag) => (
                  <option key={tag} value={tag}>
                    {languageName(tag, i18n.language) ?? tag}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <FormField
        label={t('textEditor.lrc.label')}
        hint={t('textEditor.lrc.hint')}
        error={
          problem?.field === 'lrc' && (showAll || layer.lrc.trim() !== '')
            ? problem.message
            : undefined
        }
      >
        {(field) => (
          <textarea
            {...field}
            value={layer.lrc}
            rows={5}
            dir="ltr"
            spellCheck={false}
            disabled={disabled}
            placeholder="[00:12.00] …"
            onChange={(event) => onChange({ lrc: event.target.value })}
            className={`${fieldControlClasses} h-auto resize-y py-2.5 font-mono text-sm`}
          />
        )}
      </FormField>
      <FilePicker
        label={t('textEditor.lrc.upload')}
        icon={FileUp}
        accept=".lrc,.txt,text/plain"
        hint={t('textEditor.lrc.fileHint')}
        error={fileError}
        disabled={disabled}
        onPick={(file) => void handleFile(file)}
      />
      {read.ok && !problem ? (
        <p role="status" className="flex items-center gap-2 text-sm text-success">
          <CircleCheck aria-hidden className="size-4" />
          {t(
            read.timed ? 'textEditor.lrc.readTimed' : 'textEditor.lrc.readPlain',
            format.counted(read.lines),
          )}
        </p>
      ) : null}
    </div>
  );
}
