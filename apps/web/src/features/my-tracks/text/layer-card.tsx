import { normaliseLines } from '@sada/contracts/text-layers';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronDown, CircleAlert, Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { useFormat } from '../../../lib/i18n/format';
import { downloadLrc, lrcFileName } from './export-lrc';
import { languageName, LayerFields } from './layer-fields';
import { LayerLines } from './layer-lines';
import { type LayerProblem } from './layer-problems';
import type { PlaybackClock } from './playback-clock';
import { currentLines, type DraftAction, type DraftLayer } from './text-draft';

interface LayerCardProps {
  layer: DraftLayer;
  index: number;
  count: number;
  title: string;
  durationMs: number | null;
  problem: LayerProblem | undefined;
  open: boolean;
  canMark: boolean;
  disabled: boolean;
  clock: PlaybackClock;
  onToggle: () => void;
  dispatch: (action: DraftAction) => void;
}

/** One layer: a summary line always, and when open its fields, its lines and their sync. */
export function LayerCard({
  layer,
  index,
  count,
  title,
  durationMs,
  problem,
  open,
  canMark,
  disabled,
  clock,
  onToggle,
  dispatch,
}: LayerCardProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const current = currentLines(layer);
  const lines = current.ok ? current.lines : [];
  const normalised = current.ok ? normaliseLines(lines, durationMs) : null;
  const exportable = normalised && 'lines' in normalised ? normalised.lines : null;
  const synced = lines.length > 0 && lines.every((line) => line.startMs !== null);
  const name = t('textEditor.layerName', {
    kind: t(`textEditor.kinds.${layer.kind}`),
    language: languageName(layer.language, i18n.language) ?? (layer.language.trim() || '—'),
  });
  const bodyId = `${layer.key}-body`;

  const handleExport = () => {
    if (!exportable) return;
    downloadLrc(lrcFileName(title, layer.language.trim(), layer.kind), exportable, { ti: title });
  };

  return (
    <li
      aria-label={t('textEditor.layerLabel', { number: format.number(index + 1), name })}
      className={clsx(
        'rounded-2xl border bg-card',
        problem ? 'border-destructive/50' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 p-3 sm:p-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 basis-56 items-center gap-3 rounded-lg text-start focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          <ChevronDown
            aria-hidden
            className={clsx('size-5 shrink-0 transition-transform', open && 'rotate-180')}
          />
          <span className="min-w-0">
            <span className="block font-semibold">{name}</span>
            <span className="block text-xs text-muted-foreground">
              {[
                t('textEditor.lineCount', format.counted(lines.length)),
                lines.length === 0 ? null : synced ? t('textEditor.synced') : t('textEditor.plain'),
                t(`textEditor.fields.${layer.direction}`),
              ]
                .filter(Boolean)
                .join(` ${format.separator} `)}
            </span>
          </span>
          {problem && !open ? (
            <CircleAlert
              aria-label={t('textEditor.hasProblem')}
              className="size-4 text-destructive"
            />
          ) : null}
        </button>
        <div className="ms-auto flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('textEditor.moveUp', { name })}
            title={t('textEditor.moveUp', { name })}
            disabled={disabled || index === 0}
            onClick={() => dispatch({ type: 'move', key: layer.key, by: -1 })}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('textEditor.moveDown', { name })}
            title={t('textEditor.moveDown', { name })}
            disabled={disabled || index === count - 1}
            onClick={() => dispatch({ type: 'move', key: layer.key, by: 1 })}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!exportable}
            onClick={handleExport}
            title={t('textEditor.exportHint')}
          >
            <Download aria-hidden />
            {t('textEditor.export')}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('textEditor.remove', { name })}
            title={t('textEditor.remove', { name })}
            disabled={disabled}
            onClick={() => dispatch({ type: 'remove', key: layer.key })}
            className="text-destructive hover:bg-destructive/10"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {open ? (
        <div id={bodyId} className="space-y-5 border-t border-border p-3 sm:p-4">
          <LayerFields
            layer={layer}
            languageError={problem?.field === 'language' ? problem.message : undefined}
            disabled={disabled}
            dispatch={dispatch}
          />
          <ChoiceGroup
            legend={t('textEditor.mode.legend')}
            value={layer.mode}
            choices={[
              { value: 'lines', label: t('textEditor.mode.lines') },
              { value: 'lrc', label: t('textEditor.mode.lrc') },
            ]}
            onChange={(mode) => dispatch({ type: 'mode', key: layer.key, mode })}
          />
          {layer.mode === 'lrc' && !current.ok ? (
            <p className="text-xs text-muted-foreground">{t('textEditor.mode.fixLrcFirst')}</p>
          ) : null}
          <LayerLines
            layer={layer}
            lines={lines}
            problem={problem}
            canMark={canMark}
            disabled={disabled}
            clock={clock}
            dispatch={dispatch}
          />
        </div>
      ) : null}
    </li>
  );
}
