// The episodes being edited: an ordered list of track ids, changed by adding, removing and
// moving, and the server's refusals of a save mapped back to the tracks they are about.

/** `ids` with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem(ids: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) {
    return [...ids];
  }
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** `ids` with `trackId` last; unchanged when it is already in. */
export function addItem(ids: readonly string[], trackId: string): string[] {
  return ids.includes(trackId) ? [...ids] : [...ids, trackId];
}

export function removeItem(ids: readonly string[], trackId: string): string[] {
  return ids.filter((id) => id !== trackId);
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** What the server refused in a save of `sent`: messages per track, and about the whole list. */
export interface DraftErrors {
  byTrack: Readonly<Record<string, string>>;
  list: string | null;
}

export const NO_ERRORS: DraftErrors = { byTrack: {}, list: null };

const ITEM_FIELD = /^trackIds\.(\d+)$/;

/**
 * The field errors of a refused save (`trackIds.3`: the fourth id sent) as messages per track id,
 * so they stay with their track while the list is edited further; `trackIds` is about the list.
 */
export function errorsOfSave(
  fields: Readonly<Record<string, string>>,
  sent: readonly string[],
): DraftErrors {
  const byTrack: Record<string, string> = {};
  let list: string | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const item = ITEM_FIELD.exec(key);
    const trackId = item ? sent[Number(item[1])] : undefined;
    if (trackId !== undefined) byTrack[trackId] = message;
    else if (key === 'trackIds' || key.startsWith('trackIds')) list = message;
  }
  return { byTrack, list };
}

/** The errors left once `trackId` is no longer in the list. */
export function withoutTrackError(errors: DraftErrors, trackId: string): DraftErrors {
  if (!(trackId in errors.byTrack)) return errors;
  const byTrack = Object.fromEntries(
    Object.entries(errors.byTrack).filter(([id]) => id !== trackId),
  );
  return { ...errors, byTrack };
}
