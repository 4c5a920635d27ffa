import type { TextLayer } from '@sada/contracts/text-layers';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ScrollText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../../components/ui/state-message';
import { isRefused, trackTextQueryOptions } from '../../api/track-text';
import type { PlayerTrack } from '../../state/player-track';
import { alignLayers } from './align-layers';
import { layerKey, setLayerShown, useHiddenLayers } from './layer-choice';
import { LineText } from './line-text';
import { TextLines } from './text-lines';

interface TrackTextPanelProps {
  track: PlayerTrack;
  /** The lines' scroller: its height, which the place the panel is shown in decides. */
  linesClassName?: string;
  className?: string;
}

/**
 * The words of a track to follow while it plays: its text layers shown together, line by line,
 * with the layers the listener chose. Shown in the player's text drawer and on a track's page.
 */
export function TrackTextPanel({ track, linesClassName, className }: TrackTextPanelProps) {
  const { t } = useTranslation();
  const query = useQuery(trackTextQueryOptions(track.id));

  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={t('follow.text.loading')}
        className={clsx('space-y-4 py-3', className)}
      >
        {[0, 1, 2].map((row) => (
          <div key={row} className="space-y-2 px-4">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    // The server's own words (in the interface language) say why it will not give the text.
    if (isRefused(query.error)) {
      return (
        <p role="alert" className={clsx('px-4 py-6 text-sm text-muted-foreground', className)}>
          {query.error.message}
        </p>
      );
    }
    return (
      <LoadError
        className={className}
        message={t('follow.text.error')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.layers.length === 0) {
    return <EmptyState className={className} icon={ScrollText} title={t('follow.text.empty')} />;
  }
  return (
    <TextLayersView
      track={track}
      layers={query.data.layers}
      linesClassName={linesClassName}
      className={className}
    />
  );
}

interface TextLayersViewProps {
  track: PlayerTrack;
  layers: readonly TextLayer[];
  linesClassName?: string;
  className?: string;
}

function TextLayersView({ track, layers, linesClassName, className }: TextLayersViewProps) {
  const { t } = useTranslation();
  const hidden = useHiddenLayers();
  const shown = useMemo(() => {
    const chosen = layers.filter((layer) => !hidden.has(layerKey(layer)));
    // Layers all hidden by choices made on other tracks: this track's are shown rather than none.
    return chosen.length > 0 ? chosen : layers;
  }, [layers, hidden]);
  const aligned = useMemo(() => alignLayers(shown), [shown]);

  return (
    <div className={clsx('flex min-h-0 flex-col', className)}>
      {layers.length > 1 ? <LayerPicker layers={layers} shown={shown} /> : null}
      {aligned.timedLines.length > 0 ? (
        // Shift-click is for a pointer and keyboard; on touch the lines' menus do the same.
        <p className="px-4 pb-1 text-xs text-muted-foreground pointer-coarse:hidden">
          {t('follow.text.hint')}
        </p>
      ) : null}
      {aligned.groups.length > 0 ? (
        <TextLines track={track} layers={shown} aligned={aligned} className={linesClassName} />
      ) : null}
      {aligned.apart.length > 0 ? (
        <div
          className={clsx(
            'space-y-6 px-4 py-3',
            aligned.groups.length === 0 && linesClassName,
            aligned.groups.length === 0 && 'overflow-y-auto',
          )}
        >
          {aligned.apart.map((index) => {
            const layer = shown[index];
            return layer ? <PlainLayer key={layerKey(layer)} layer={layer} /> : null;
          })}
        </div>
      ) : null}
    </div>
  );
}

/** A layer's name: its kind and its language, in the interface language. */
function useLayerName(): (layer: TextLayer) => string {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      names = null;
    }
    return (layer: TextLayer) => {
      let language = layer.language;
      try {
        language = names?.of(layer.language) ?? layer.language;
      } catch {
        // Not a tag Intl knows: the tag itself.
      }
      return t('follow.text.layerName', { kind: t(`follow.text.kinds.${layer.kind}`), language });
    };
  }, [t, i18n.language]);
}

function LayerPicker({
  layers,
  shown,
}: {
  layers: readonly TextLayer[];
  shown: readonly TextLayer[];
}) {
  const { t } = useTranslation();
  const nameOf = useLayerName();
  return (
    // A fieldset is as wide as its content unless told otherwise: min-w-0 lets it scroll.
    <fieldset className="flex min-w-0 items-center gap-2 overflow-x-auto px-4 pb-2 sm:flex-wrap">
      <legend className="sr-only">{t('follow.text.layers')}</legend>
      {layers.map((layer) => {
        const key = layerKey(layer);
        const checked = shown.includes(layer);
        // The last layer shown stays: an empty panel would look broken.
        const last = checked && shown.length === 1;
        return (
          <label
            key={key}
            className={clsx(
              'inline-flex h-8 shrink-0 cursor-pointer items-center gap-2 rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition-colors focus-within:ring-3 focus-within:ring-ring/40',
              checked
                ? 'border-primary/40 bg-primary/10 text-foreground'
                : 'border-border text-muted-foreground hover:bg-muted',
              last && 'cursor-not-allowed',
            )}
          >
            <input
              type="checkbox"
              checked={checked}
              disabled={last}
              onChange={(event) => setLayerShown(key, event.target.checked)}
              className="size-3.5 accent-primary"
            />
            {nameOf(layer)}
          </label>
        );
      })}
    </fieldset>
  );
}

function PlainLayer({ layer }: { layer: TextLayer }) {
  const nameOf = useLayerName();
  return (
    <section>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {nameOf(layer)}
      </h3>
      <div className="space-y-1">
        {layer.lines.map((line, index) => (
          <LineText key={index} layer={layer} text={line.text} />
        ))}
      </div>
    </section>
  );
}
