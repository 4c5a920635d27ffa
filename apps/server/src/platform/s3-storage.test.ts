// What only object storage does: presigned URLs a client fetches the bytes from, listing, and
// multipart uploads of writers that died. On a real S3 server (test/radosgw.ts).
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';

import type { S3Server } from '../test/radosgw';
import { createTestBucket, testS3Server } from '../test/s3-server';
import { createS3Storage, type ObjectStorage, type S3Settings } from './s3-storage';

let server: S3Server;
let settings: S3Settings;
let storage: ObjectStorage;
beforeAll(async () => {
  server = await testS3Server();
  const { bucket } = await createTestBucket();
  settings = {
    endpoint: server.endpoint,
    publicEndpoint: null,
    bucket,
    region: server.region,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    forcePathStyle: true,
  };
  storage = createS3Storage(settings);
  await storage.put('audio-tracks/u/t/1.mp3', Buffer.from('ID3 and then some audio'));
}, 150_000);

describe('a presigned URL', () => {
  it('gives the bytes, and a range of them, with the type asked for', async () => {
    const url = await storage.signedUrl('audio-tracks/u/t/1.mp3', {
      seconds: 600,
      contentType: 'audio/mpeg',
    });
    expect(url.startsWith(`${settings.endpoint}/${settings.bucket}/audio-tracks/u/t/1.mp3?`)).toBe(
      true,
    );
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(await whole.text()).toBe('ID3 and then some audio');
    const part = await fetch(url, { headers: { range: 'bytes=4-6' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('and');
  });

  it('is the same for everyone within its window, valid at least that long, then another', async () => {
    const start = Math.ceil(Date.now() / 600_000) * 600_000;
    const at = (ms: number) =>
      storage.signedUrl('audio-tracks/u/t/1.mp3', { seconds: 600, now: start + ms });
    expect(await at(1_000)).toBe(await at(599_000));
    expect(await at(600_000)).not.toBe(await at(599_000));
    const expires = new URL(await at(599_000)).searchParams.get('X-Amz-Expires');
    expect(expires).toBe('1200');
  });

  it('is refused once tampered with', async () => {
    const url = new URL(await storage.signedUrl('audio-tracks/u/t/1.mp3', { seconds: 600 }));
    url.pathname = url.pathname.replace('1.mp3', '2.mp3');
    expect((await fetch(url)).status).toBe(403);
  });

  it('names the public address when browsers reach the bucket elsewhere (a CDN)', async () => {
    const cdn = createS3Storage({ ...settings, publicEndpoint: 'https://media.sada.example' });
    const url = await cdn.signedUrl('audio-tracks/u/t/1.mp3', { seconds: 600 });
    expect(url.startsWith(`https://media.sada.example/${settings.bucket}/audio-tracks/`)).toBe(
      true,
    );
    expect(cdn.publicOrigin()).toBe('https://media.sada.example');
    const virtualHosted = createS3Storage({
      ...settings,
      endpoint: null,
      forcePathStyle: false,
      region: 'eu-west-1',
    });
    expect(virtualHosted.publicOrigin()).toBe(
      `https://${settings.bucket}.s3.eu-west-1.amazonaws.com`,
    );
  });
});

describe('the bucket', () => {
  it('lists its keys, under a prefix or all of them', async () => {
    await storage.put('track-covers/u/a.png', Buffer.from('a'));
    const all: string[] = [];
    for await (const key of storage.keys()) all.push(key);
    expect(all.sort()).toEqual(['audio-tracks/u/t/1.mp3', 'track-covers/u/a.png']);
    const covers: string[] = [];
    for await (const key of storage.keys('track-covers/')) covers.push(key);
    expect(covers).toEqual(['track-covers/u/a.png']);
  });

  it('aborts multipart uploads left by a writer that died, and only old ones', async () => {
    const client = new S3Client({
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
    await client.send(
      new CreateMultipartUploadCommand({ Bucket: settings.bucket, Key: 'audio-tracks/u/dead.wav' }),
    );
    expect(await storage.sweepPartials({ olderThanMs: 3_600_000 })).toEqual([]);
    expect(await storage.sweepPartials({ olderThanMs: 0 })).toEqual(['audio-tracks/u/dead.wav']);
    const left = await client.send(new ListMultipartUploadsCommand({ Bucket: settings.bucket }));
    expect(left.Uploads ?? []).toEqual([]);
    client.destroy();
  });

  it('is not reachable when it does not exist, nor with a wrong key, and says so', async () => {
    await expect(
      createS3Storage({ ...settings, bucket: 'sada-no-such-bucket' }).reachable(),
    ).rejects.toThrow();
    const wrongKey = createS3Storage({
      ...settings,
      credentials: { accessKeyId: 'sada-test', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrongKey.reachable()).rejects.toThrow();
    await expect(wrongKey.stat('audio-tracks/u/t/1.mp3')).rejects.toThrow();
  });
});
