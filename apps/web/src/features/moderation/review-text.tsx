import { canonicalLanguageTag, type TextLayer, type TextLine } from '@sada/contracts/text-layers';
import { clsx } from 'clsx';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat, type Formatters } from '../../lib/i18n/format';
import { useLinkValue, type ReviewAudioLink } from './review-audio-link';

/** A line's start as m:ss.xx in the interface language's digits. */
export function lineTime(ms: number, number: Formatters['number']): string {
  const hundredths = Math.floor(Math.max(0, ms) / 10);
  const seconds = (hundredths % 6000) / 100;
  return `${number(Math.floor(hundredths / 6000))}:${number(seconds, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  })}`;
}

/** The line playing at `ms` in a timed layer: the last started, unless it has ended; else -1. */
export function lineAtTime(lines: readonly TextLine[], ms: number): number {
  let found = -1;
  for (const [index, line] of lines.entries()) {
    if (line.startMs !== null && line.startMs <= ms) found = index;
  }
  const end = lines[found]?.endMs ?? null;
  return end !== null && ms >= end ? -1 : found;
}

function languageName(tag: string, interfaceLanguage: string): string {
  const canonical = canonicalLanguageTag(tag);
  if (!canonical) return tag;
  try {
    return new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(canonical) ?? tag;
  } catch {
    return tag;
  }
}

interface TextLayersViewProps {
  layers: readonly TextLayer[];
  /** The review player: a click on a time plays from it, and the line playing is lit. */
  link?: ReviewAudioLink;
  /** For the table of changes: smaller, each layer scrolling on its own. */
  compact?: boolean;
}

/** Layers as the reviewer reads them: per layer its kind and language, each line 'm:ss.xx text'. */
export function TextLayersView({ layers, link, compact = false }: TextLayersViewProps) {
  const { t } = useTranslation();
  if (layers.length === 0) {
    return <span className="text-sm text-muted-foreground">{t('textEditor.review.none')}</span>;
  }
  return (
    <div className={clsx('space-y-3', compact && 'min-w-64')}>
      {layers.map((layer, index) => (
        <LayerView key={index} layer={layer} link={link} compact={compact} />
      ))}
    </div>
  );
}

function LayerView({
  layer,
  link,
  compact,
}: {
  layer: TextLayer;
  link: ReviewAudioLink | undefined;
  compact: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const select = useCallback((ms: number) => lineAtTime(layer.lines, ms), [layer.lines]);
  const playing = useLinkValue(link, select, -1);
  const name = t('textEditor.layerName', {
    kind: t(`textEditor.kinds.${layer.kind}`),
    language: languageName(layer.language, i18n.language),
  });
  return (
    <section aria-label={name} className="rounded-xl border border-border bg-muted/40 p-3">
      <p className="mb-2 text-xs font-semibold text-muted-foreground">
        {name}
        {` ${format.separator} `}
        {t('textEditor.lineCount', format.counted(layer.lines.length))}
        {` ${format.separator} `}
        {layer.synced ? t('textEditor.synced') : t('textEditor.plain')}
      </p>
      <ol
        dir={layer.direction}
        lang={layer.language}
        className={clsx(
          'space-y-0.5 overflow-y-auto',
          compact ? 'max-h-48 text-sm' : 'max-h-80',
          layer.direction === 'rtl' && !compact ? 'text-base leading-relaxed' : 'text-sm',
        )}
      >
        {layer.lines.map((line, index) => (
          <li
            key={index}
            aria-current={index === playing ? 'true' : undefined}
            className={clsx(
              'flex items-baseline gap-2 rounded-md px-1',
              index === playing && 'bg-primary/15 font-semibold',
            )}
          >
            {line.startMs === null ? null : link ? (
              <button
                type="button"
                onClick={() => link.playFrom(line.startMs ?? 0)}
                aria-label={t('textEditor.review.playFrom', {
                  time: lineTime(line.startMs, format.number),
                })}
                className="shrink-0 rounded px-1 font-medium text-primary tabular-nums hover:underline focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
              >
                {lineTime(line.startMs, format.number)}
              </button>
            ) : (
              <span className="shrink-0 px-1 text-muted-foreground tabular-nums">
                {lineTime(line.startMs, format.number)}
              </span>
            )}
            <span className="min-w-0 break-words">{line.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The track's text beside its audio: the version a decision approves. */
export function ReviewText({
  layers,
  link,
}: {
  layers: readonly TextLayer[];
  link?: ReviewAudioLink;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="review-text-title" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="review-text-title" className="font-semibold">
          {t('textEditor.review.title')}
        </h3>
        {link && layers.some((layer) => layer.synced) ? (
          <p className="text-xs text-muted-foreground">{t('textEditor.review.hint')}</p>
        ) : null}
      </div>
      {layers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('textEditor.review.none')}</p>
      ) : (
        <TextLayersView layers={layers} link={link} />
      )}
    </section>
  );
}
