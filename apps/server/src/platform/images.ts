// Uploaded images (track covers, artist avatars): the type is read from the bytes, and the image
// is decoded and encoded again as a JPEG, which drops metadata (location, camera) and anything
// hidden after the picture.
import { open } from 'node:fs/promises';

import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Track covers and avatars. */
export const acceptedImageTypes: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
]);
/** Playlist covers: the create dialog also promises GIF; the first frame is kept. */
export const playlistCoverTypes: ReadonlySet<string> = new Set([
  ...acceptedImageTypes,
  'image/gif',
]);

/** Decoding a bigger picture than this is refused (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The first `bytes` bytes of a file. */
export async function readHead(path: string, bytes = 4100): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

/**
 * Re-encodes an image of one of the `accepted` types (by default JPEG, PNG or WebP) as a JPEG
 * no larger than `maxSize` on either side. Throws InvalidImageError when the bytes are not one
 * of those types or do not decode.
 */
export async function reencodeImage(
  input: string | Uint8Array,
  output: string,
  maxSize: number,
  accepted: ReadonlySet<string> = acceptedImageTypes,
): Promise<{ size: number; width: number; height: number }> {
  const head =
    typeof input === 'string' ? await readHead(input) : Buffer.from(input.subarray(0, 4100));
  const type = await fileTypeFromBuffer(head);
  if (!type || !accepted.has(type.mime)) {
    throw new InvalidImageError(`Not an image of type ${[...accepted].join(', ')}`);
  }
  try {
    const info = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toFile(output);
    return { size: info.size, width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidImageError('The image could not be decoded', { cause: error });
  }
}
