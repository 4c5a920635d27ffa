import { createSocket } from 'node:dgram';
import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { listenForServedBytes, parseServedBytes, type ServedBytes } from './served-bytes-log';

const id = '0b5f7a39-2f0e-4c61-9a52-1d6e1c1c0a11';

describe('parseServedBytes', () => {
  it('reads the report at the end of nginx’s syslog line', () => {
    expect(parseServedBytes(`<190>Nov 26 20:40:01 sada: sada-bytes ${id} 4096 1024`)).toEqual({
      linkId: id,
      fileBytes: 4096,
      bytes: 1024,
    });
    expect(parseServedBytes(`sada-bytes ${id.toUpperCase()} 10 0\n`)?.linkId).toBe(id);
  });

  it.each([
    ['no report', '<190>Nov 26 20:40:01 sada: hello'],
    ['an empty link (a request without one)', 'sada: sada-bytes  4096 1024'],
    ['a link that is not an id', 'sada: sada-bytes abc 4096 1024'],
    ['more bytes than the file holds', `sada: sada-bytes ${id} 10 11`],
    ['a negative count', `sada: sada-bytes ${id} 10 -1`],
    ['a size nginx left empty', `sada: sada-bytes ${id} - 10`],
    ['more after the report', `sada: sada-bytes ${id} 10 1 extra`],
    ['an absurd number', `sada: sada-bytes ${id} 1${'0'.repeat(20)} 1`],
  ])('refuses %s', (_name, text) => {
    expect(parseServedBytes(text)).toBeNull();
  });
});

describe('listenForServedBytes', () => {
  it('records each report that arrives, and counts what is not one', async () => {
    const reports: ServedBytes[] = [];
    let malformed = 0;
    const log = await listenForServedBytes({
      host: '127.0.0.1',
      port: 0,
      record: (r) => reports.push(r),
      onMalformed: () => malformed++,
      onError: (error) => {
        throw error;
      },
    });
    const sender = createSocket('udp4');
    const send = (text: string) =>
      new Promise<void>((resolve, reject) =>
        sender.send(text, log.port, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
      );
    try {
      await send(`<190>Nov 26 20:40:01 sada: sada-bytes ${id} 4096 1024`);
      await send('<190>Nov 26 20:40:01 sada: not a report');
      for (let i = 0; i < 100 && reports.length + malformed < 2; i++) await sleep(10);
      expect(reports).toEqual([{ linkId: id, fileBytes: 4096, bytes: 1024 }]);
      expect(malformed).toBe(1);
    } finally {
      sender.close();
      await log.close();
    }
  });
});
