/**
 * Seconds of audio actually heard: the media clock's progress between reports while playing.
 * Seeks and pauses do not count, so a listener who skips to the end has not heard the track.
 */
export class ListenTime {
  /** The largest gap between two reports still taken as continuous playback. */
  static readonly MAX_STEP_SECONDS = 5;

  private last: number | null = null;
  private total = 0;

  /** Playback started or resumed at `position`. */
  resume(position: number): void {
    this.last = finite(position);
  }

  /** The element reports `position` while playing. */
  advance(position: number): void {
    const now = finite(position);
    if (this.last === null) return;
    const step = now - this.last;
    if (step > 0 && step <= ListenTime.MAX_STEP_SECONDS) this.total += step;
    this.last = now;
  }

  /** A jump to `position`: the distance is not listening. */
  seek(position: number): void {
    if (this.last !== null) this.last = finite(position);
  }

  /** Playback stopped at `position` (pause, end, track change). */
  pause(position: number): void {
    this.advance(position);
    this.last = null;
  }

  get playing(): boolean {
    return this.last !== null;
  }

  get milliseconds(): number {
    return Math.round(this.total * 1000);
  }
}

function finite(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
