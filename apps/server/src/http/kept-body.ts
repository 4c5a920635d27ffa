/**
 * The bytes a kept answer is sent as. Node writes a string in one piece with the headers, a
 * Buffer as a second piece. That is the cheaper way for ASCII text; other text (Arabic titles)
 * would be encoded to UTF-8 on every send, so it is kept as UTF-8 bytes.
 */
export function asBody(json: string): string | Buffer {
  const bytes = Buffer.from(json);
  return bytes.length === json.length ? json : bytes;
}
