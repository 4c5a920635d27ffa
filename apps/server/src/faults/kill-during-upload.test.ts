// The server killed (SIGKILL) in the middle of an upload's body (issue 10): after a restart on
// the same data folder and database, no track row and no file of that upload remain — neither
// in storage nor in the upload's working folder.
import { stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../db/schema';
import { multipart } from '../test/multipart';
import { figures, filesUnder, prepareServer, type ServerUnderTest } from './server-process';

describe('the server killed in the middle of an upload', () => {
  let server: ServerUnderTest;

  beforeAll(async () => {
    server = await prepareServer();
  }, 60_000);

  afterAll(() => server?.close());

  it('leaves no track row and no file behind after a restart', async () => {
    const bootMs = await server.start();

    const form = multipart({
      title: 'Cut short',
      genre: 'nasheed',
      audio: {
        filename: 'long.mp3',
        contentType: 'audio/mpeg',
        data: Buffer.alloc(8 * 1024 * 1024, 0x55),
      },
    });
    const upload = request(`${server.origin}/api/uploads/tracks`, {
      method: 'POST',
      headers: {
        ...form.headers,
        'content-length': String(form.payload.length),
        origin: server.origin,
        cookie: server.cookie,
      },
    });
    upload.on('error', () => {});
    // A third of the body, then nothing more: the server is killed while it waits for the rest.
    upload.write(form.payload.subarray(0, Math.floor(form.payload.length / 3)));

    const uploadsDir = join(server.dataDir, 'tmp', 'uploads');
    const until = Date.now() + 15_000;
    let partial: string[];
    for (;;) {
      partial = await filesUnder(uploadsDir);
      const sizes = await Promise.all(
        partial.map((file) => stat(join(uploadsDir, file)).then((s) => s.size)),
      );
      if (sizes.some((size) => size > 0)) break;
      if (Date.now() > until) throw new Error('the server wrote nothing of the upload');
      await sleep(50);
    }
    await server.stop('SIGKILL');
    const answers = await fetch(`${server.origin}/api/health`)
      .then(() => true)
      .catch(() => false);
    expect(answers).toBe(false);
    upload.destroy();
    // The killed server left the partial upload behind.
    expect((await filesUnder(uploadsDir)).length).toBeGreaterThan(0);

    const restartMs = await server.start();
    const mine = await fetch(`${server.origin}/api/me/tracks`, {
      headers: { cookie: server.cookie },
    });
    expect(mine.status).toBe(200);
    expect((await mine.json()) as { tracks: unknown[] }).toMatchObject({ tracks: [] });
    await server.stop('SIGTERM');

    const leftInUploads = await filesUnder(uploadsDir);
    const leftInStorage = await filesUnder(join(server.dataDir, 'storage'));
    const [rows] = await server.withDatabase((database) =>
      database.db.select({ n: count() }).from(tracks),
    );
    figures(
      `SIGKILL mid-upload (${server.database}): partial files ${partial.length}, ` +
        `after restart ${leftInUploads.length} in tmp/uploads, ${leftInStorage.length} in storage, ` +
        `${rows?.n} track rows; boot ${bootMs} ms, restart ${restartMs} ms`,
    );
    expect(leftInUploads).toEqual([]);
    expect(leftInStorage).toEqual([]);
    expect(rows?.n).toBe(0);
  }, 240_000);
});
