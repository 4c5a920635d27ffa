// Outgoing text messages (one-time codes). No SMS gateway is built in yet: every message is
// written to data/outbox/sms-*.txt and logged without its text, as e-mail is without SMTP_URL.
// A gateway is added by implementing SmsSender and choosing it in main.ts (docs/decisions/005).
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Logger } from 'pino';

export interface SmsMessage {
  /** E.164, e.g. +966501234567. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The number with all but its last two digits hidden, for logs. */
export function maskPhoneNumber(phoneNumber: string): string {
  return phoneNumber.replace(/\d(?=\d{2})/g, '•');
}

export function createOutboxSmsSender(opts: { outboxDir: string; log: Logger }): SmsSender {
  return {
    async send(message) {
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(
        opts.outboxDir,
        `sms-${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.txt`,
      );
      const date = new Date().toUTCString();
      await writeFile(file, `To: ${message.to}\nDate: ${date}\n\n${message.text}\n`, {
        mode: 0o600,
      });
      opts.log.info({ to: maskPhoneNumber(message.to), file }, 'text message written to outbox');
    },
  };
}
