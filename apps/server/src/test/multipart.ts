// Multipart bodies for upload tests: small ones as a buffer, big ones as a stream that is made
// as it is read, so a 50 MB upload never exists in the test's memory either.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export type FormParts = Record<string, string | FilePart>;

function head(boundary: string, name: string, part: string | FilePart): string {
  const disposition =
    typeof part === 'string'
      ? `form-data; name="${name}"`
      : `form-data; name="${name}"; filename="${part.filename}"`;
  const type = typeof part === 'string' ? '' : `Content-Type: ${part.contentType}\r\n`;
  return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`;
}

export function multipart(parts: FormParts): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----sada${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    chunks.push(Buffer.from(head(boundary, name, part)));
    chunks.push(typeof part === 'string' ? Buffer.from(part) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A form whose file `fileField` is `size` bytes (starting with `prefix`, then zeros), generated
 * while it is sent. `sent()` tells how many bytes of the body the server read.
 */
export function streamedMultipart(
  fields: Record<string, string>,
  fileField: string,
  file: { filename: string; contentType: string; prefix: Buffer; size: number },
): { payload: Readable; headers: Record<string, string>; sent: () => number } {
  const boundary = `----sada${randomBytes(8).toString('hex')}`;
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024);
  async function* body() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(`${head(boundary, name, value)}${value}\r\n`);
    }
    yield Buffer.from(
      head(boundary, fileField, {
        filename: file.filename,
        contentType: file.contentType,
        data: Buffer.alloc(0),
      }),
    );
    yield file.prefix;
    let left = file.size - file.prefix.length;
    while (left > 0) {
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= piece.length;
      sent += piece.length;
      yield piece;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    sent: () => sent,
  };
}
