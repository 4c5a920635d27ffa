import type { TextLayer } from '@sada/contracts/text-layers';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../../lib/i18n/format';
import { languageName } from './layer-fields';
import { useLineTime } from './line-time';

interface TextVersionsProps {
  /** What listeners read now. */
  live: readonly TextLayer[];
  /** The change waiting for review: an empty list removes the text. */
  pending: readonly TextLayer[];
}

/** A live track's text as listeners read it, beside the version waiting for review. */
export function TextVersions({ live, pending }: TextVersionsProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="text-pending-title"
      className="space-y-4 rounded-2xl border border-primary/40 bg-primary/5 p-4"
    >
      <div className="space-y-1">
        <h2 id="text-pending-title" className="flex items-center gap-2 font-semibold">
          <Clock aria-hidden className="size-4 text-primary" />
          {t('textEditor.pending.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {pending.length === 0 ? t('textEditor.pending.removed') : t('textEditor.pending.hint')}
        </p>
      </div>
      <details className="group">
        <summary className="cursor-pointer rounded-lg text-sm font-semibold text-primary focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none">
          {t('textEditor.pending.compare')}
        </summary>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <Version title={t('textEditor.pending.proposed')} layers={pending} />
          <Version title={t('textEditor.pending.live')} layers={live} />
        </div>
      </details>
    </section>
  );
}

function Version({ title, layers }: { title: string; layers: readonly TextLayer[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const time = useLineTime();
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {layers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('textEditor.pending.noText')}</p>
      ) : (
        layers.map((layer, index) => (
          <div key={index} className="space-y-1 rounded-xl border border-border bg-card p-3">
            <p className="text-xs font-semibold text-muted-foreground">
              {t('textEditor.layerName', {
                kind: t(`textEditor.kinds.${layer.kind}`),
                language: languageName(layer.language, i18n.language) ?? layer.language,
              })}
              {` ${format.separator} `}
              {t('textEditor.lineCount', format.counted(layer.lines.length))}
            </p>
            <ol
              dir={layer.direction}
              lang={layer.language}
              className="max-h-48 space-y-0.5 overflow-y-auto text-sm"
            >
              {layer.lines.map((line, lineIndex) => (
                <li key={lineIndex} className="flex gap-2">
                  {line.startMs === null ? null : (
                    <span className="shrink-0 text-muted-foreground tabular-nums">
                      {time(line.startMs)}
                    </span>
                  )}
                  <span className="min-w-0 break-words">{line.text}</span>
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
    </div>
  );
}
