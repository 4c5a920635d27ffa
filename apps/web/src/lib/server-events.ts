// The signed-in user's live events (GET /api/events): one EventSource for the whole page,
// shared by everything that listens (upload processing, notifications), open while anything
// does. The browser reconnects by itself after a dropped connection and resumes after the last
// notification it saw (Last-Event-ID); when it gives up (an error answer) the page opens a new
// stream after a pause, resuming from the same point.
import {
  EVENTS_RETRY_MS,
  serverEvent,
  type ServerEvent,
  type ServerEventType,
} from '@sada/contracts/events';
import { useEffect, useEffectEvent } from 'react';

export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;

type Handler = (event: ServerEvent) => void;

const EVENTS_PATH = '/api/events';
/** Pauses before a new stream after the browser gave up: 5 s, doubling up to 2 minutes. */
const REOPEN_MAX_MS = 120_000;

/** Reads one message of type `type`; anything malformed is ignored. */
export function parseServerEvent<T extends ServerEventType>(
  type: T,
  data: unknown,
): ServerEventOf<T> | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverEvent.safeParse(JSON.parse(data));
    return parsed.success && parsed.data.type === type ? (parsed.data as ServerEventOf<T>) : null;
  } catch {
    return null;
  }
}

const handlers = new Map<ServerEventType, Set<Handler>>();
const listening = new Map<ServerEventType, (message: MessageEvent) => void>();
let source: EventSource | null = null;
let lastEventId = '';
let failures = 0;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;

function subscriberCount(): number {
  let count = 0;
  for (const set of handlers.values()) count += set.size;
  return count;
}

function listenerFor(type: ServerEventType) {
  return (message: MessageEvent) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    const event = parseServerEvent(type, message.data);
    if (!event) return;
    for (const handler of handlers.get(type) ?? []) handler(event);
  };
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const url = lastEventId
    ? `${EVENTS_PATH}?lastEventId=${encodeURIComponent(lastEventId)}`
    : EVENTS_PATH;
  const next = new EventSource(url, { withCredentials: true });
  source = next;
  next.addEventListener('open', () => {
    failures = 0;
  });
  next.addEventListener('error', () => {
    // CONNECTING: the browser is retrying by itself. CLOSED: it gave up on this stream.
    if (next.readyState !== EventSource.CLOSED || source !== next) return;
    source = null;
    scheduleReopen();
  });
  for (const [type, listener] of listening) next.addEventListener(type, listener);
}

function scheduleReopen() {
  if (reopenTimer || subscriberCount() === 0) return;
  const delay = Math.min(REOPEN_MAX_MS, EVENTS_RETRY_MS * 2 ** failures++);
  reopenTimer = setTimeout(() => {
    reopenTimer = null;
    if (subscriberCount() > 0) open();
  }, delay);
}

function close() {
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = null;
  source?.close();
  source = null;
  listening.clear();
  failures = 0;
}

/** Calls `handler` with every event of `type`; the function it returns stops that. */
export function subscribeServerEvents<T extends ServerEventType>(
  type: T,
  handler: (event: ServerEventOf<T>) => void,
): () => void {
  const wrapped: Handler = (event) => handler(event as ServerEventOf<T>);
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(wrapped);
  if (!listening.has(type)) {
    const listener = listenerFor(type);
    listening.set(type, listener);
    source?.addEventListener(type, listener);
  }
  open();
  return () => {
    set.delete(wrapped);
    if (set.size > 0) return;
    handlers.delete(type);
    const listener = listening.get(type);
    listening.delete(type);
    if (listener) source?.removeEventListener(type, listener);
    if (subscriberCount() === 0) close();
  };
}

/**
 * Calls `onEvent` for every event of `type` while mounted and `enabled`. Where there is no
 * EventSource nothing arrives; callers that cannot miss an event poll as well.
 */
export function useServerEvents<T extends ServerEventType>(
  type: T,
  onEvent: (event: ServerEventOf<T>) => void,
  enabled = true,
) {
  const handleEvent = useEffectEvent(onEvent);
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeServerEvents(type, (event) => handleEvent(event));
  }, [type, enabled]);
}

/** Forgets the last event seen, as a newly loaded page has: each test starts from one. */
export function forgetLastServerEvent(): void {
  lastEventId = '';
}
