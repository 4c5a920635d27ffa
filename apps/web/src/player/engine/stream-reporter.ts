import type { StreamEventStarted } from '@sada/contracts/streaming';

import type { StreamEventsApi } from '../api/stream-events';
import { ListenTime } from './listen-time';

interface ListenSession {
  trackId: string;
  time: ListenTime;
  event: Promise<StreamEventStarted | null>;
  started: StreamEventStarted | null;
  reportedMs: number;
}

/**
 * One stream event per listen of a track: started when its playback begins, then told how many
 * milliseconds were heard on pause, end, track change and when the page is hidden. The server
 * decides what counts as a play; this only reports what was heard.
 */
export class StreamReporter {
  private session: ListenSession | null = null;

  constructor(private readonly api: StreamEventsApi) {}

  /**
   * Playback of `trackId` runs from `position`, loaded from `streamUrl`; a new listen starts a
   * stream event naming that signed URL (the server counts plays from the audio it served).
   */
  playing(trackId: string, position: number, streamUrl?: string): void {
    if (!this.session || this.session.trackId !== trackId) {
      this.finish(position);
      const session: ListenSession = {
        trackId,
        time: new ListenTime(),
        event: Promise.resolve(null),
        started: null,
        reportedMs: 0,
      };
      // Anonymous listeners or a refused start simply go unreported.
      session.event = this.api.start(trackId, streamUrl).then(
        (started) => {
          session.started = started;
          return started;
        },
        () => null,
      );
      this.session = session;
    }
    this.session.time.resume(position);
  }

  progress(position: number): void {
    this.session?.time.advance(position);
  }

  seek(position: number): void {
    this.session?.time.seek(position);
  }

  /** Stops counting without reporting (the same track is being reloaded). */
  hold(position: number): void {
    this.session?.time.pause(position);
  }

  paused(position: number): void {
    if (!this.session) return;
    this.session.time.pause(position);
    this.report(this.session);
  }

  /** The track ended or another one replaces it: the listen is over. */
  finish(position: number): void {
    const session = this.session;
    if (!session) return;
    session.time.pause(position);
    this.report(session);
    this.session = null;
  }

  /** The page is being hidden or closed: a beacon, since a request may not get out in time. */
  pageHidden(position: number): void {
    const session = this.session;
    if (!session?.started) return;
    if (session.time.playing) session.time.advance(position);
    const ms = session.time.milliseconds;
    if (ms <= session.reportedMs) return;
    if (this.api.beacon(session.started, ms)) session.reportedMs = ms;
  }

  /** Milliseconds heard in the current listen (for tests and diagnostics). */
  get heardMs(): number {
    return this.session?.time.milliseconds ?? 0;
  }

  private report(session: ListenSession): void {
    const ms = session.time.milliseconds;
    if (ms <= session.reportedMs) return;
    session.reportedMs = ms;
    void session.event
      .then((started) => (started ? this.api.report(started, ms) : undefined))
      .catch(() => undefined);
  }
}
