import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { createOutboxSmsSender, maskPhoneNumber } from './sms';

describe('the SMS outbox', () => {
  it('writes each message to outbox/sms-*.txt with its number', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sada-sms-'));
    try {
      const sender = createOutboxSmsSender({ outboxDir: dir, log: pino({ level: 'silent' }) });
      await sender.send({ to: '+966501234567', text: 'Sada: 123456 is your code.' });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^sms-.+\.txt$/);
      const body = await readFile(join(dir, files[0] ?? ''), 'utf8');
      expect(body).toMatch(/^To: \+966501234567\n/);
      expect(body).toContain('\n\nSada: 123456 is your code.\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps numbers out of the logs but their last two digits', () => {
    expect(maskPhoneNumber('+966501234567')).toBe('+••••••••••67');
  });
});
