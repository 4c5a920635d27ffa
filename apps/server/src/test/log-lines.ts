// A log destination for tests that read what the app logged: each line, as written.
import { Writable } from 'node:stream';

export function logLines(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
}
