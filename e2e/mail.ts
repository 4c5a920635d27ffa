// Reads the e-mails the server wrote to <E2E_DATA_DIR>/outbox (no SMTP_URL in the tests).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`.');
  }
  return join(dataDir, 'outbox');
}

/** The body of an .eml as text: quoted-printable soft breaks joined and =XX escapes decoded. */
function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split);
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function isTo(raw: string, address: string): boolean {
  const to = /^to:\s*(.+)$/im.exec(raw)?.[1] ?? '';
  return to.toLowerCase().includes(address.toLowerCase());
}

/** The messages sent to `address`, oldest first. */
export async function messagesTo(address: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const messages: string[] = [];
  for (const name of files) {
    const raw = await readFile(join(outboxDir(), name), 'utf8');
    if (isTo(raw, address)) messages.push(decodeBody(raw));
  }
  return messages;
}

/** The verification link of the newest e-mail to `address`, waiting for it to be written. */
export async function verificationLink(address: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = (await messagesTo(address))
      .map((body) => /https?:\/\/\S*verify-email\S*/.exec(body)?.[0])
      .filter((link): link is string => Boolean(link));
    const newest = links.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(`No verification e-mail to ${address} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
