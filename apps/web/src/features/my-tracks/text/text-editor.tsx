import { localizeMessage } from '@sada/contracts/messages-ar';
import { TEXT_LAYERS_MAX, textLayerMessages, type MyTrackText } from '@sada/contracts/text-layers';
import type { MyTrack } from '@sada/contracts/uploads';
import type { TFunction } from 'i18next';
import { CircleAlert, Info, Plus, Save, Subtitles } from 'lucide-react';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/i18n/format';
import { useSaveTrackText } from '../api/save-track-text';
import { EditorPlayer } from './editor-player';
import { LayerCard } from './layer-card';
import { draftProblems, problemAt, type LayerProblem } from './layer-problems';
import { LeaveGuard } from './leave-guard';
import { createPlaybackClock } from './playback-clock';
import {
  draftFromLayers,
  draftReducer,
  fingerprint,
  newLayer,
  toUpdate,
  type DraftAction,
  type DraftLayer,
} from './text-draft';
import { TextVersions } from './text-versions';

/** Statuses with audio to play: processing has none yet, a failed upload none at all. */
const withAudio = new Set<MyTrack['status']>([
  'qc',
  'live',
  'approved',
  'rejected',
  'needs_revision',
]);

const startingLayers = (text: MyTrackText) => draftFromLayers(text.pendingLayers ?? text.layers);

/** The text editor of one track: its layers, the audio to sync them with, and Save. */
/** The words of the server's answer to a save, in the interface language. */
function savedMessage(message: string | null, t: TFunction): string {
  if (message === textLayerMessages.savedForReview) return t('textEditor.savedForReview');
  if (message === textLayerMessages.saved || message === null) return t('textEditor.saved');
  return message;
}

/** The text editor of one track: its layers, the audio to sync them with, and Save. */
export function TextEditor({ track, text }: { track: MyTrack; text: MyTrackText }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [layers, dispatchDraft] = useReducer(draftReducer, text, startingLayers);
  const [saved, setSaved] = useState(() => fingerprint(layers));
  const [openKey, setOpenKey] = useState<string | null>(layers[0]?.key ?? null);
  /** Layers the artist changed: their problems show as they type, the others' on Save. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, LayerProblem>>(
    new Map(),
  );
  const [attempted, setAttempted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [clock] = useState(createPlaybackClock);
  const save = useSaveTrackText(track.id);
  const localize = (said: string) => localizeMessage(said, i18n.language);

  const problems = useMemo(
    () => draftProblems(layers, track.durationMs),
    [layers, track.durationMs],
  );
  const dirty = fingerprint(layers) !== saved;
  const canMark = withAudio.has(track.status);

  const dispatch = (action: DraftAction) => {
    dispatchDraft(action);
    setMessage(null);
    if (!('key' in action)) return;
    if (['language', 'text', 'lrc', 'mode'].includes(action.type) && !touched.has(action.key))
      setTouched(new Set(touched).add(action.key));
    if (serverProblems.has(action.key)) {
      const rest = new Map(serverProblems);
      rest.delete(action.key);
      setServerProblems(rest);
    }
  };

  const handleAdd = () => {
    const layer = newLayer(layers);
    dispatch({ type: 'add', layer });
    setOpenKey(layer.key);
  };

  const problemOf = (layer: DraftLayer) =>
    serverProblems.get(layer.key) ??
    (attempted || touched.has(layer.key) ? problems.get(layer.key) : undefined);

  const handleSave = () => {
    setAttempted(true);
    const first = layers.find((layer) => problems.has(layer.key));
    if (first) {
      setOpenKey(first.key);
      return;
    }
    const sent = layers;
    save.mutate(toUpdate(sent), {
      onSuccess: (result) => {
        const next = startingLayers(result);
        dispatchDraft({ type: 'reset', layers: next });
        setSaved(fingerprint(next));
        setOpenKey((key) => next[sent.findIndex((layer) => layer.key === key)]?.key ?? null);
        setServerProblems(new Map());
        setTouched(new Set());
        setAttempted(false);
        const said = savedMessage(result.message, t);
        setMessage(said);
        toast.success(said);
      },
      onError: (error) => {
        const found = new Map<string, LayerProblem>();
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        for (const [path, problem] of Object.entries(fields)) {
          const at = problemAt(path, problem);
          const layer = at ? sent[at.layer] : undefined;
          if (at && layer && !found.has(layer.key)) found.set(layer.key, at.problem);
        }
        setServerProblems(found);
        const firstKey = sent.find((layer) => found.has(layer.key))?.key;
        if (firstKey) setOpenKey(firstKey);
        toast.error(t('textEditor.saveFailed'), { description: localize(error.message) });
      },
    });
  };

  const blocking = attempted && problems.size > 0;
  const full = layers.length >= TEXT_LAYERS_MAX;
  return (
    <div className="space-y-6">
      <LeaveGuard when={dirty && !save.isPending} />
      {text.pendingLayers !== null ? (
        <TextVersions live={text.layers} pending={text.pendingLayers} />
      ) : track.status === 'live' ? (
        <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-3 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {t('textEditor.liveNote')}
        </p>
      ) : null}

      {/* Below the sticky top bar (h-16), so the audio stays at hand while the lines scroll. */}
      <div className="sticky top-[4.5rem] z-20">
        <EditorPlayer
          trackId={track.id}
          title={track.title}
          hasAudio={canMark}
          durationMs={track.durationMs}
          clock={clock}
        />
      </div>

      {layers.length === 0 ? (
        <EmptyState
          icon={Subtitles}
          title={t('textEditor.empty.title')}
          description={
            text.layers.length > 0 || (text.pendingLayers?.length ?? 0) > 0
              ? t('textEditor.empty.removing')
              : t('textEditor.empty.hint')
          }
          action={
            <Button onClick={handleAdd}>
              <Plus aria-hidden />
              {t('textEditor.add')}
            </Button>
          }
        />
      ) : (
        <ol aria-label={t('textEditor.layers')} className="space-y-3">
          {layers.map((layer, index) => (
            <LayerCard
              key={layer.key}
              layer={layer}
              index={index}
              count={layers.length}
              title={track.title}
              durationMs={track.durationMs}
              problem={problemOf(layer)}
              open={openKey === layer.key}
              canMark={canMark}
              disabled={save.isPending}
              clock={clock}
              onToggle={() => setOpenKey(openKey === layer.key ? null : layer.key)}
              dispatch={dispatch}
            />
          ))}
        </ol>
      )}

      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center">
        {layers.length > 0 ? (
          <Button variant="outline" disabled={full || save.isPending} onClick={handleAdd}>
            <Plus aria-hidden />
            {t('textEditor.add')}
          </Button>
        ) : null}
        <div role="status" aria-live="polite" className="text-sm sm:me-auto sm:ms-2">
          {blocking ? (
            <span className="flex items-start gap-2 font-medium text-destructive">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('textEditor.fixFirst')}
            </span>
          ) : message && !dirty ? (
            <span className="font-medium text-success">{message}</span>
          ) : full ? (
            <span className="text-muted-foreground">
              {t('textEditor.limit', format.counted(TEXT_LAYERS_MAX))}
            </span>
          ) : dirty ? (
            <span className="text-muted-foreground">
              {layers.length === 0 ? t('textEditor.removeAll') : t('textEditor.unsaved')}
            </span>
          ) : null}
        </div>
        <Button onClick={handleSave} loading={save.isPending} disabled={!dirty}>
          {save.isPending ? null : <Save aria-hidden />}
          {t('textEditor.save')}
        </Button>
      </div>
    </div>
  );
}
