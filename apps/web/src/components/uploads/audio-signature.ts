import type { UploadAudioFormat } from '@sada/contracts/uploads';

const HEAD_BYTES = 12;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/**
 * The accepted format the first bytes of a file announce (the magic numbers the server's
 * file-type check reads), or null. The browser's type comes from the file name, so this is what
 * tells a renamed text file from an MP3 before anything is sent; the server decides in the end.
 */
export function audioFormatOfHead(bytes: Uint8Array): UploadAudioFormat | null {
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  // An MPEG audio frame header: eleven sync bits, then layer III.
  const second = bytes[1] ?? 0;
  if (bytes[0] === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02) return 'mp3';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 4, 'ftyp')) return 'm4a';
  return null;
}

/** Reads the head of a chosen file and names its audio format, or null. */
export async function sniffAudioFormat(file: Blob): Promise<UploadAudioFormat | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return audioFormatOfHead(head);
}
