// One image in a multipart body (a playlist cover, an avatar): received to the request's
// temporary folder with its size counted while it streams, its type read from the bytes, and
// re-encoded as a JPEG.
import { join } from 'node:path';

import { uploadErrorCodes, uploadMessages } from '@sada/contracts/uploads';
import type { FastifyRequest } from 'fastify';

import { InvalidImageError, reencodeImage } from '../platform/images';
import { AppError, badRequest } from './errors';
import { receiveForm } from './multipart-files';

export interface ImageUploadRule {
  /** The multipart field that carries the image. */
  field: string;
  maxBytes: number;
  /** Longest side of the stored image, in pixels. */
  size: number;
  accepted: ReadonlySet<string>;
  messages: { tooLarge: string; invalidType: string; missing: string };
}

/** Returns the path of the re-encoded JPEG inside `dir`, which the caller removes. */
export async function receiveImage(
  request: FastifyRequest,
  dir: string,
  rule: ImageUploadRule,
): Promise<string> {
  if (!request.isMultipart()) throw badRequest(rule.messages.missing);
  const form = await receiveForm(request, {
    dir,
    files: {
      [rule.field]: {
        maxBytes: rule.maxBytes,
        tooLarge: () => new AppError(413, uploadErrorCodes.imageTooLarge, rule.messages.tooLarge),
      },
    },
    fields: [],
    maxFieldBytes: 0,
    unexpectedFile: () => badRequest(rule.messages.missing),
    tooManyParts: () => badRequest(uploadMessages.tooManyParts),
    fieldTooLong: () => badRequest(uploadMessages.malformedUpload),
    malformed: () => badRequest(uploadMessages.malformedUpload),
  });
  const image = form.files[rule.field];
  if (!image) throw badRequest(rule.messages.missing);
  const encoded = join(dir, `${rule.field}.jpg`);
  try {
    await reencodeImage(image.path, encoded, rule.size, rule.accepted);
  } catch (error) {
    if (error instanceof InvalidImageError) {
      throw new AppError(415, uploadErrorCodes.invalidImageType, rule.messages.invalidType);
    }
    throw error;
  }
  return encoded;
}
