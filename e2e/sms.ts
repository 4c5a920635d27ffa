// Reads the text messages the server wrote to <E2E_DATA_DIR>/outbox/sms-*.txt (no SMS gateway
// in the tests).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`.');
  }
  return join(dataDir, 'outbox');
}

/** The texts of the messages sent to `phoneNumber` (E.164), oldest first. */
export async function textMessagesTo(phoneNumber: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((name) => /^sms-.*\.txt$/.test(name)).sort();
  } catch {
    return [];
  }
  const texts: string[] = [];
  for (const name of files) {
    const raw = await readFile(join(outboxDir(), name), 'utf8');
    const [headers = '', text = ''] = raw.split('\n\n');
    if (headers.split('\n').includes(`To: ${phoneNumber}`)) texts.push(text.trim());
  }
  return texts;
}

/** The code in the newest message to `phoneNumber` after the first `skip`, waiting for it. */
export async function codeTextedTo(phoneNumber: string, skip = 0, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts = await textMessagesTo(phoneNumber);
    const code = texts.length > skip ? /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No text message to ${phoneNumber} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
