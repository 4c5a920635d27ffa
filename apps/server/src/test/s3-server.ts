// The tests' S3 server (test/radosgw.ts), started once per run by global-setup.ts, and a bucket
// of a test file's own on it.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

import { inject } from 'vitest';

import { createBucket, type S3Server } from './radosgw';

/** The run's gateway, once it answers. */
export async function testS3Server(): Promise<S3Server> {
  const file = inject('s3ServerFile');
  const deadline = Date.now() + 150_000;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text) {
      const found = JSON.parse(text) as S3Server | { error: string };
      if ('error' in found) throw new Error(`The tests' S3 server did not start: ${found.error}`);
      return found;
    }
    if (Date.now() > deadline) throw new Error("The tests' S3 server did not start within 150 s");
    await sleep(200);
  }
}

/** A bucket of the caller's own on the run's gateway, and the settings that name it. */
export async function createTestBucket(): Promise<{ env: Record<string, string>; bucket: string }> {
  const server = await testS3Server();
  const bucket = `sada-${randomUUID()}`;
  await createBucket(server, bucket);
  return {
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: server.region,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
