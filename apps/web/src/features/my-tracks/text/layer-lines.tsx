import { LRC_MAX_LENGTH, textLayerMessages } from '@sada/contracts/text-layers';
import { CircleCheck, Eraser, FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { FormField } from '../../../components/ui/form-field';
import { fieldControlClasses } from '../../../components/ui/input';
import { useFormat } from '../../../lib/i18n/format';
import { type LayerProblem } from './layer-problems';
import type { PlaybackClock } from './playback-clock';
import { SyncLines } from './sync-lines';
import { textOfLines, type DraftAction, type DraftLayer, type DraftLine } from './text-draft';

/** An LRC file is text of at most this many characters; a byte is at most one of them. */
const LRC_FILE_MAX_BYTES = LRC_MAX_LENGTH * 4;

interface LayerLinesProps {
  layer: DraftLayer;
  /** The lines that count now (typed ones without the blank, or those the LRC holds). */
  lines: DraftLine[];
  problem: LayerProblem | undefined;
  canMark: boolean;
  disabled: boolean;
  clock: PlaybackClock;
  dispatch: (action: DraftAction) => void;
}

/** A layer's lines: typed and synced here, or LRC pasted or read from a file; with the preview. */
export function LayerLines(props: LayerLinesProps) {
  return props.layer.mode === 'lrc' ? <LrcLines {...props} /> : <TypedLines {...props} />;
}

function TypedLines({
  layer,
  lines,
  problem,
  canMark,
  disabled,
  clock,
  dispatch,
}: LayerLinesProps) {
  const { t } = useTranslation();
  const lineProblem = problem?.field === 'lines' ? problem : undefined;
  return (
    <>
      <FormField
        label={t('textEditor.lines.label')}
        hint={t('textEditor.lines.hint')}
        error={lineProblem?.message}
      >
        {(field) => (
          <textarea
            {...field}
            value={textOfLines(layer.lines)}
            rows={8}
            dir={layer.direction}
            lang={layer.language.trim() || undefined}
            disabled={disabled}
            onChange={(event) =>
              dispatch({ type: 'text', key: layer.key, text: event.target.value })
            }
            className={`${fieldControlClasses} h-auto resize-y py-2.5 leading-relaxed`}
          />
        )}
      </FormField>
      {lines.length > 0 ? (
        <section aria-label={t('textEditor.sync.title')} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{t('textEditor.sync.title')}</h3>
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled || lines.every((line) => line.startMs === null)}
              onClick={() => dispatch({ type: 'clearTimes', key: layer.key })}
            >
              <Eraser aria-hidden />
              {t('textEditor.sync.clear')}
            </Button>
          </div>
          <SyncLines
            key={layer.key}
            lines={lines}
            language={layer.language.trim()}
            direction={layer.direction}
            clock={clock}
            canMark={canMark && !disabled}
            problemLine={lineProblem?.line ?? null}
            onMark={(line, ms) => dispatch({ type: 'mark', key: layer.key, line, ms })}
            onNudge={(line, byMs) => dispatch({ type: 'nudge', key: layer.key, line, byMs })}
          />
        </section>
      ) : null}
    </>
  );
}

function LrcLines({ layer, lines, problem, disabled, clock, dispatch }: LayerLinesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [fileError, setFileError] = useState<string | null>(null);
  const lrcProblem = problem?.field === 'lrc' || problem?.field === 'lines' ? problem : undefined;

  const handleFile = async (file: File) => {
    if (file.size > LRC_FILE_MAX_BYTES) {
      setFileError(textLayerMessages.lrcTooLong);
      return;
    }
    try {
      const text = await file.text();
      setFileError(null);
      dispatch({ type: 'lrc', key: layer.key, lrc: text });
    } catch {
      setFileError(t('textEditor.lrc.unreadable'));
    }
  };

  const synced = lines.some((line) => line.startMs !== null);
  return (
    <>
      <FormField
        label={t('textEditor.lrc.label')}
        hint={t('textEditor.lrc.hint')}
        error={lrcProblem?.message}
      >
        {(field) => (
          <textarea
            {...field}
            value={layer.lrc}
            rows={8}
            dir="ltr"
            spellCheck={false}
            disabled={disabled}
            placeholder="[00:12.00] …"
            onChange={(event) => dispatch({ type: 'lrc', key: layer.key, lrc: event.target.value })}
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
      {!lrcProblem && lines.length > 0 ? (
        <p role="status" className="flex items-center gap-2 text-sm text-success">
          <CircleCheck aria-hidden className="size-4" />
          {t(
            synced ? 'textEditor.lrc.readTimed' : 'textEditor.lrc.readPlain',
            format.counted(lines.length),
          )}
        </p>
      ) : null}
      {lines.length > 0 && !lrcProblem ? (
        <section aria-label={t('textEditor.preview')} className="space-y-2">
          <h3 className="font-semibold">{t('textEditor.preview')}</h3>
          <SyncLines
            key={layer.key}
            lines={lines}
            language={layer.language.trim()}
            direction={layer.direction}
            clock={clock}
            canMark={false}
            readOnly
          />
        </section>
      ) : null}
    </>
  );
}
