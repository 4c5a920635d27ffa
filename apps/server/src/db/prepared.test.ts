import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app';
import { executePrepared } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('executePrepared', () => {
  it('runs a statement again with other values, and another statement beside it', async () => {
    const { db } = t.database;
    const double = (n: number) => sql`SELECT ${n}::int * 2 AS value`;
    // More runs than PostgreSQL makes custom plans for (five), on every pooled connection.
    const runs = await Promise.all(
      Array.from({ length: 24 }, (_, n) => executePrepared<{ value: number }>(db, double(n))),
    );
    expect(runs.map(([row]) => row?.value)).toEqual(Array.from({ length: 24 }, (_, n) => n * 2));
    const other = await executePrepared<{ text: string }>(db, sql`SELECT upper(${'sada'}) AS text`);
    expect(other).toEqual([{ text: 'SADA' }]);
    expect(await executePrepared(db, double(21))).toEqual([{ value: 42 }]);
  });

  it('reports a failing statement as an error, and the name stays usable', async () => {
    const { db } = t.database;
    const divide = (n: number) => sql`SELECT 10 / ${n}::int AS value`;
    await expect(executePrepared(db, divide(0))).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/division by zero/) },
    });
    expect(await executePrepared(db, divide(5))).toEqual([{ value: 2 }]);
  });
});
