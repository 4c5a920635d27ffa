import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { notificationsAfter } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notificationsAfter', () => {
  it('keeps the order of writing when notifications share a timestamp and ids are random', async () => {
    const user = await createUser(t);
    const sameTick = new Date('2026-11-24T03:00:00.000Z');
    // Ids chosen so that their order is the reverse of the order of writing.
    const ids = [
      'ffffffff-0000-4000-8000-000000000000',
      '88888888-0000-4000-8000-000000000000',
      '11111111-0000-4000-8000-000000000000',
    ];
    for (const [i, id] of ids.entries()) {
      await t.database.db.insert(notifications).values({
        id,
        userId: user.id,
        title: `N${i}`,
        message: 'm',
        createdAt: sameTick,
      });
    }
    const after = await notificationsAfter(t.database.db, user.id, ids[0] ?? '', 10);
    expect(after.map((n) => n.title)).toEqual(['N1', 'N2']);
    const afterSecond = await notificationsAfter(t.database.db, user.id, ids[1] ?? '', 10);
    expect(afterSecond.map((n) => n.title)).toEqual(['N2']);
  });

  it('gives nothing after an id that is not one of the user’s', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const [row] = await t.database.db
      .insert(notifications)
      .values({ userId: other.id, title: 'Theirs', message: 'm' })
      .returning({ id: notifications.id });
    await t.database.db
      .insert(notifications)
      .values({ userId: user.id, title: 'Mine', message: 'm' });
    expect(await notificationsAfter(t.database.db, user.id, row?.id ?? '', 10)).toEqual([]);
  });
});
