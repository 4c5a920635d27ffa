import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeEventSource } from '../testing/fake-event-source';
import { forgetLastServerEvent, parseServerEvent, subscribeServerEvents } from './server-events';

const processing = {
  type: 'track.processing',
  trackId: '3f0b5f4e-8a7b-4a57-9c0a-1f2d3c4b5a69',
  title: 'Morning Light',
  status: 'processing',
  stage: 'processing',
  progress: 10,
  error: null,
} as const;

const notification = {
  type: 'notification',
  notification: {
    id: '0b9e8c55-1d7e-4c38-9f6a-7c1e2d3b4a59',
    kind: 'general',
    title: 'Welcome',
    message: 'Hello',
    link: null,
    data: {},
    read: false,
    createdAt: '2026-11-23T10:00:00.000Z',
  },
} as const;

const stops: (() => void)[] = [];
beforeEach(() => {
  forgetLastServerEvent();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function subscribe<T extends 'track.processing' | 'notification'>(type: T) {
  const got: unknown[] = [];
  stops.push(subscribeServerEvents(type, (event) => got.push(event)));
  return got;
}

describe('the shared event stream', () => {
  it('opens one stream for every listener and gives each the events of its type', () => {
    const steps = subscribe('track.processing');
    const bell = subscribe('notification');
    const dashboard = subscribe('track.processing');
    expect(FakeEventSource.instances).toHaveLength(1);
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe('/api/events');
    expect(source?.init).toEqual({ withCredentials: true });

    source?.emit('track.processing', processing);
    source?.emit('notification', notification, notification.notification.id);
    source?.emit('notification', 'not json');
    source?.emit('notification', { ...notification, type: 'track.processing' });
    expect(steps).toEqual([processing]);
    expect(dashboard).toEqual([processing]);
    expect(bell).toEqual([notification]);
  });

  it('closes when the last listener leaves, and resumes from the last notification', () => {
    subscribe('notification');
    const [first] = FakeEventSource.instances;
    first?.emit('notification', notification, notification.notification.id);
    for (const stop of stops.splice(0)) stop();
    expect(first?.closed).toBe(true);

    subscribe('notification');
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]?.url).toBe(
      `/api/events?lastEventId=${notification.notification.id}`,
    );
  });

  it('opens a new stream after a pause when the browser gives up on one', () => {
    vi.useFakeTimers();
    const got = subscribe('notification');
    FakeEventSource.instances[0]?.fail();
    vi.advanceTimersByTime(4_999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]?.emit('notification', notification);
    expect(got).toEqual([notification]);
  });
});

describe('parseServerEvent', () => {
  it('reads an event of the type asked for and ignores anything else', () => {
    expect(parseServerEvent('notification', JSON.stringify(notification))).toEqual(notification);
    expect(parseServerEvent('track.processing', JSON.stringify(notification))).toBeNull();
    expect(parseServerEvent('notification', undefined)).toBeNull();
  });
});
