// Which text layers the listener has hidden, remembered in localStorage across tracks: a layer
// is known by its kind and language, so hiding the transliteration hides it on every track.
import type { TextLayer } from '@sada/contracts/text-layers';
import { useMemo, useSyncExternalStore } from 'react';

export const LAYER_CHOICE_KEY = 'sada.textLayers';

export function layerKey(layer: Pick<TextLayer, 'kind' | 'language'>): string {
  return `${layer.kind}:${layer.language}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(LAYER_CHOICE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The hidden layers' keys from what was stored; anything malformed hides nothing. */
export function parseHiddenLayers(raw: string | null): ReadonlySet<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return new Set();
    return new Set(value.filter((key): key is string => typeof key === 'string'));
  } catch {
    return new Set();
  }
}

// Every panel on the page (the drawer and a track's page) follows one choice.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useHiddenLayers(): ReadonlySet<string> {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseHiddenLayers(raw), [raw]);
}

export function setLayerShown(key: string, shown: boolean): void {
  const hidden = new Set(parseHiddenLayers(readRaw()));
  if (shown) hidden.delete(key);
  else hidden.add(key);
  try {
    storage()?.setItem(LAYER_CHOICE_KEY, JSON.stringify([...hidden].sort()));
  } catch {
    // Refused (storage full or blocked): the layers stay as they were.
  }
  for (const listener of listeners) listener();
}
