// Real progress while an upload's audio is decoded: the bar moves from where the stage starts
// towards where the next one starts, by how far the slowest of the decodes has got, so that a
// three-hour lecture does not sit at one figure for a minute.

/** Where the bar may go while the audio decodes: the rest is storing and checking. */
export const DECODED_PROGRESS = 95;

export interface DecodeProgressOptions {
  /** The decodes that run side by side; the bar follows the one furthest behind. */
  parts: readonly string[];
  /** The progress the stage starts at, and the most the decodes may take it to. */
  from: number;
  to: number;
  /** Shows a new figure; called in order, never two at once. */
  report: (progress: number) => Promise<void>;
  /** A figure is shown only this many points past the last one… */
  minStep?: number;
  /** …and this long after it (ms). */
  minIntervalMs?: number;
  now?: () => number;
}

export interface DecodeProgress {
  /** Part `part` has decoded `fraction` (0–1) of the audio. */
  advance: (part: string, fraction: number) => void;
  /** Waits for the figures on their way: after this, none is shown any more. */
  finish: () => Promise<void>;
}

export function createDecodeProgress({
  parts,
  from,
  to,
  report,
  minStep = 5,
  minIntervalMs = 1000,
  now = () => performance.now(),
}: DecodeProgressOptions): DecodeProgress {
  const done = new Map(parts.map((part) => [part, 0]));
  let shown = from;
  let shownAt = -Infinity;
  let finished = false;
  let queue: Promise<void> = Promise.resolve();

  return {
    advance(part, fraction) {
      if (finished || !done.has(part) || !Number.isFinite(fraction)) return;
      done.set(part, Math.min(1, Math.max(done.get(part) ?? 0, fraction)));
      const slowest = Math.min(...done.values());
      const progress = Math.floor(from + (to - from) * slowest);
      const at = now();
      if (progress < shown + minStep || at - shownAt < minIntervalMs) return;
      shown = progress;
      shownAt = at;
      // One at a time, in order: a late write must not undo a later one.
      queue = queue.then(() => report(progress)).catch(() => undefined);
    },
    async finish() {
      finished = true;
      await queue;
    },
  };
}
