// The server killed (SIGKILL) in the middle of an upload: while it receives the body, no track
// row and no file of that upload remain after a restart on the same data folder and database —
// neither in storage nor in the upload's working folder; while it writes the file to storage, the
// track it made is failed with a message that says to upload again, the half-written file is
// swept, and the client's resend with the same Idempotency-Key uploads again.
import { watch } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { MyTrack } from '@sada/contracts/uploads';
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
      instrumentation: 'vocals_only',
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

/** A WAV of `seconds` of silence, 16-bit stereo at 44.1 kHz: 176 KB a second. */
function silentWav(seconds: number): Buffer {
  const size = 44_100 * 4 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + size, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(44_100 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(size, 40);
  return Buffer.concat([header, Buffer.alloc(size)]);
}

describe('the server killed while it writes an upload to storage', () => {
  let server: ServerUnderTest;

  beforeAll(async () => {
    server = await prepareServer();
  }, 60_000);

  afterAll(() => server?.close());

  it('fails the track clearly at the restart, sweeps the half-written file, and a resend uploads again', async () => {
    await server.start();
    const storageDir = join(server.dataDir, 'storage');
    await mkdir(storageDir, { recursive: true });
    // 40 MB: the copy into storage takes long enough to be caught half way.
    const form = multipart({
      title: 'Cut short in storage',
      genre: 'nasheed',
      instrumentation: 'vocals_only',
      audio: { filename: 'long.wav', contentType: 'audio/wav', data: silentWav(240) },
    });
    const key = `kill-in-storage-${Date.now()}`;
    const send = () =>
      fetch(`${server.origin}/api/uploads/tracks`, {
        method: 'POST',
        headers: {
          ...form.headers,
          origin: server.origin,
          cookie: server.cookie,
          'idempotency-key': key,
        },
        body: new Uint8Array(form.payload),
      });

    // The moment the first half-written file appears in storage, the server is killed.
    const killed = new Promise<string>((resolve) => {
      const watcher = watch(storageDir, { recursive: true }, (_event, name) => {
        if (!name?.endsWith('.partial')) return;
        void server.stop('SIGKILL');
        watcher.close();
        resolve(name);
      });
    });
    const upload = send().catch(() => null);
    const partialName = await killed;
    expect(await upload).toBeNull();
    const halfWritten = (await filesUnder(storageDir)).filter((f) => f.endsWith('.partial'));
    expect(halfWritten.length).toBeGreaterThan(0);

    const restartMs = await server.start();
    const mine = await fetch(`${server.origin}/api/me/tracks`, {
      headers: { cookie: server.cookie },
    });
    const { tracks: listed } = (await mine.json()) as { tracks: MyTrack[] };
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      status: 'failed',
      processing: { stage: 'failed', error: 'Upload failed — try again' },
    });
    const leftInStorage = await filesUnder(storageDir);

    const again = await send();
    const retried = ((await again.json()) as { track: MyTrack }).track;
    await server.stop('SIGTERM');

    const [rows] = await server.withDatabase((database) =>
      database.db.select({ n: count() }).from(tracks),
    );
    figures(
      `SIGKILL mid-storage-write (${server.database}): killed on ${partialName.split('/').pop()}; ` +
        `after restart (${restartMs} ms) the track failed clearly, ${leftInStorage.length} files ` +
        `left in storage; the resend with the same key answered ${again.status}`,
    );
    expect(leftInStorage).toEqual([]);
    expect(again.status).toBe(201);
    expect(retried.id).not.toBe(listed[0]?.id);
    expect(retried.status).toBe('processing');
    expect(rows?.n).toBe(1);
  }, 240_000);
});
