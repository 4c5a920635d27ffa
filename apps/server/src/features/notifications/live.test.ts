// Notifications reach open pages live over GET /api/events: each with an `id:` line, resumed
// after Last-Event-ID when the browser reconnects, and, on PostgreSQL, from any server
// instance to a stream held open by another (LISTEN/NOTIFY).
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { Notification } from '@sada/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createTestApp, type TestApp } from '../../test/app';
import { createArtist } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { databaseUrlFor, onPostgresServer } from '../../test/postgres-url';
import { deliverNotifications, insertNotifications } from './notify';

/** Collects what the stream sends; `waitFor` resolves once it matches, or fails after `ms`. */
function reader(stream: Readable) {
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return {
    get text() {
      return text;
    },
    async waitFor(check: (text: string) => boolean, ms = 5000): Promise<string> {
      const end = Date.now() + ms;
      while (!check(text)) {
        if (Date.now() > end) throw new Error(`timed out; got: ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return text;
    },
  };
}

interface Received {
  id: string | null;
  event: string;
  notification: Notification;
}

/** The notification events in what a stream sent, in order. */
function notificationsIn(text: string): Received[] {
  return text
    .split('\n\n')
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const match = /^(id|event|data): (.*)$/.exec(line);
        if (match?.[1] && match[2] !== undefined) fields.set(match[1], match[2]);
      }
      return fields;
    })
    .filter((fields) => fields.get('event') === 'notification')
    .map((fields) => ({
      id: fields.get('id') ?? null,
      event: fields.get('event') ?? '',
      notification: (JSON.parse(fields.get('data') ?? '{}') as { notification: Notification })
        .notification,
    }));
}

async function open(app: TestApp, user: TestUser, lastEventId?: string, inQuery = false) {
  const resumeHeader = lastEventId && !inQuery ? { 'last-event-id': lastEventId } : {};
  const response = await app.app.inject({
    method: 'GET',
    url:
      lastEventId && inQuery
        ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}`
        : '/api/events',
    headers: { cookie: user.cookie, ...resumeHeader },
    payloadAsStream: true,
  });
  expect(response.statusCode).toBe(200);
  const stream = response.stream();
  const received = reader(stream);
  await received.waitFor((text) => text.includes(': connected'));
  return { stream, received };
}

/**
 * What a server rule does: write in a transaction, deliver after it commits. Resolves once the
 * app's own event bus has passed it on, so a stream opened afterwards cannot receive it live
 * (on PostgreSQL, NOTIFY reaches the listening connection a moment after it is sent).
 */
async function notify(app: TestApp, user: TestUser, title: string, notes?: string) {
  const passed = new Set<string>();
  const stop = await app.events.subscribe(user.id, (event) => {
    if (event.type === 'notification') passed.add(event.notification.id);
  });
  try {
    const created = await app.database.db.transaction((tx) =>
      insertNotifications(tx, [
        {
          userId: user.id,
          kind: 'general',
          title,
          message: notes ? `${title}: ${notes}` : `${title}!`,
          ...(notes ? { data: { notes } } : {}),
        },
      ]),
    );
    await deliverNotifications(app.events, created);
    const [first] = created;
    if (!first) throw new Error('not created');
    const end = Date.now() + 5000;
    while (!passed.has(first.notification.id)) {
      if (Date.now() > end) throw new Error('the notification was not delivered');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return first.notification;
  } finally {
    stop();
  }
}

describe('notifications on the event stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("brings a new notification to the user's open stream, with its id, and no one else's", async () => {
    const [me, other] = await Promise.all([createUser(t), createUser(t)]);
    const { stream, received } = await open(t, me);
    await notify(t, other, 'Not for me');
    const mine = await notify(t, me, 'For me');
    const text = await received.waitFor((s) => s.includes(mine.id));
    stream.destroy();
    expect(notificationsIn(text)).toEqual([
      { id: mine.id, event: 'notification', notification: mine },
    ]);
  });

  it("a new follower reaches the artist's owner live", async () => {
    const owner = await createUser(t, { role: 'artist' });
    const artist = await createArtist(t, { ownerUserId: owner.id });
    const fan = await createUser(t);
    const { stream, received } = await open(t, owner);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/me/follows/artists/${artist.id}`,
      headers: { origin: t.config.publicUrl, cookie: fan.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const text = await received.waitFor((s) => s.includes('new_follower'));
    stream.destroy();
    expect(notificationsIn(text).map((n) => n.notification.kind)).toEqual(['new_follower']);
  });

  it('resumes after Last-Event-ID with what the stream missed, oldest first, then live', async () => {
    const me = await createUser(t);
    const seen = await notify(t, me, 'Seen');
    const missed = [await notify(t, me, 'Missed 1'), await notify(t, me, 'Missed 2')];
    await notify(t, await createUser(t), 'Someone else');
    const { stream, received } = await open(t, me, seen.id);
    const later = await notify(t, me, 'Live');
    const text = await received.waitFor((s) => s.includes(later.id));
    stream.destroy();
    const got = notificationsIn(text);
    expect(got.map((n) => n.notification.title)).toEqual(['Missed 1', 'Missed 2', 'Live']);
    expect(got.map((n) => n.id)).toEqual([missed[0]?.id, missed[1]?.id, later.id]);
  });

  it('sends a notification once when it arrives live after being sent as missed', async () => {
    const me = await createUser(t);
    const seen = await notify(t, me, 'Seen');
    // Written, but its delivery is late: it reaches the bus only after the stream resumed.
    const late = await t.database.db.transaction((tx) =>
      insertNotifications(tx, [{ userId: me.id, kind: 'general', title: 'Late', message: '' }]),
    );
    const { stream, received } = await open(t, me, seen.id);
    await received.waitFor((s) => s.includes('"Late"'));
    await deliverNotifications(t.events, late);
    const live = await notify(t, me, 'Live');
    const text = await received.waitFor((s) => s.includes(live.id));
    stream.destroy();
    expect(notificationsIn(text).map((n) => n.notification.title)).toEqual(['Late', 'Live']);
  });

  it('takes the id from ?lastEventId= when a page opens a new stream', async () => {
    const me = await createUser(t);
    const seen = await notify(t, me, 'Seen');
    const missed = await notify(t, me, 'Missed');
    const { stream, received } = await open(t, me, seen.id, true);
    const text = await received.waitFor((s) => s.includes(missed.id));
    stream.destroy();
    expect(notificationsIn(text).map((n) => n.id)).toEqual([missed.id]);
  });

  it("sends nothing missed for an unknown id or someone else's", async () => {
    const [me, other] = await Promise.all([createUser(t), createUser(t)]);
    const theirs = await notify(t, other, 'Theirs');
    await notify(t, other, 'Theirs later');
    await notify(t, me, 'Mine');
    for (const lastEventId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'junk']) {
      const { stream, received } = await open(t, me, lastEventId);
      const live = await notify(t, me, `Live after ${lastEventId}`);
      const text = await received.waitFor((s) => s.includes(live.id));
      stream.destroy();
      expect(notificationsIn(text).map((n) => n.notification.id)).toEqual([live.id]);
    }
  });

  it('sends at most the newest 50 it missed', async () => {
    const me = await createUser(t);
    const first = await notify(t, me, 'First');
    const created = await t.database.db.transaction((tx) =>
      insertNotifications(
        tx,
        Array.from({ length: 60 }, (_, i) => ({
          userId: me.id,
          kind: 'general' as const,
          title: `Batch ${i}`,
          message: '',
        })),
      ),
    );
    const { stream, received } = await open(t, me, first.id);
    const text = await received.waitFor((s) => notificationsIn(s).length >= 50);
    // A live notification comes after every missed one: once it is in, no missed one is pending.
    const last = await notify(t, me, 'Last');
    await received.waitFor((s) => s.includes(last.id));
    stream.destroy();
    const ids = notificationsIn(received.text)
      .map((n) => n.notification.id)
      .filter((id) => id !== last.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
    expect(created.map((c) => c.notification.id)).toEqual(expect.arrayContaining(ids));
    expect(text).not.toContain(first.id);
  });
});

// Two server instances on one PostgreSQL database: a notification created through one reaches
// a stream open on the other. The embedded PGlite lives in one process, so this runs when
// DATABASE_URL names a PostgreSQL server (CI runs the tests on it too), on a database of its own.
const postgresUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(postgresUrl))('two server instances on PostgreSQL', () => {
  const name = `sada_t_live_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const server = postgresUrl ?? '';
    await onPostgresServer(server, `CREATE DATABASE ${name}`);
    const url = databaseUrlFor(server, name);
    // Two connection pools and two event buses: two server processes in all but the process.
    const [first, second] = await Promise.all([
      openDatabase({ kind: 'postgres', url }),
      openDatabase({ kind: 'postgres', url }),
    ]);
    handles.push(first, second);
    await migrate(first);
    a = await createTestApp({}, { database: first });
    b = await createTestApp({}, { database: second });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await Promise.all(handles.map((handle) => handle.close()));
    if (postgresUrl)
      await onPostgresServer(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('a follow through instance B reaches the artist owner on instance A', async () => {
    const owner = await createUser(a, { role: 'artist' });
    const artist = await createArtist(a, { name: 'Two Instances', ownerUserId: owner.id });
    const fan = await createUser(b, { name: 'Across' });
    const { stream, received } = await open(a, owner);

    const response = await b.app.inject({
      method: 'PUT',
      url: `/api/me/follows/artists/${artist.id}`,
      headers: { origin: b.config.publicUrl, cookie: fan.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const text = await received.waitFor((s) => s.includes('new_follower'));
    stream.destroy();
    const [got] = notificationsIn(text);
    expect(got?.notification).toMatchObject({
      kind: 'new_follower',
      message: 'Across now follows Two Instances.',
      read: false,
    });
    expect(got?.id).toBe(got?.notification.id);
  });

  it('a notification too long for one NOTIFY still arrives whole', async () => {
    const reader = await createUser(a);
    const { stream, received } = await open(a, reader);
    // Arabic letters take two bytes each: about 12,000 bytes, over PostgreSQL's 8,000.
    const notes = 'ملاحظة '.repeat(850);
    const long = await notify(b, reader, 'Changes requested', notes);
    const text = await received.waitFor((s) => s.includes(long.id));
    stream.destroy();
    const [got] = notificationsIn(text);
    expect(got?.notification).toEqual(long);
    expect(got?.notification.data.notes).toBe(notes);
  });
});
