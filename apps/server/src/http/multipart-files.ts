// Receives a multipart form: text fields into memory, files straight to a temporary folder with
// their size counted as they stream, so a large upload never sits in memory and one over its
// limit is refused as soon as the limit is passed.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type {} from '@fastify/multipart';
import { hasControlCharacter, textMessages } from '@sada/contracts/text';
import type { FastifyRequest } from 'fastify';

import { AppError } from './errors';

export interface FileRule {
  maxBytes: number;
  /** The error for a file over `maxBytes`. */
  tooLarge: () => AppError;
}

export interface ReceivedFile {
  path: string;
  size: number;
  /** What the browser said; only a hint. */
  filename: string;
  mimetype: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: Partial<Record<string, ReceivedFile>>;
}

export interface ReceiveOptions {
  /** An empty folder that belongs to this request; the caller removes it. */
  dir: string;
  files: Record<string, FileRule>;
  /** The text fields accepted; others are ignored. */
  fields: readonly string[];
  /** Longest text field, in bytes. */
  maxFieldBytes: number;
  /** For a file field that is not in `files`. */
  unexpectedFile: () => AppError;
  /** For a form with more parts than it can have. */
  tooManyParts: () => AppError;
  /** For a field longer than `maxFieldBytes`; gets the field name. */
  fieldTooLong: (name: string) => AppError;
  /** For a body that is not well-formed multipart. */
  malformed: () => AppError;
}

class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly rule: FileRule) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.rule.maxBytes) done(this.rule.tooLarge());
    else done(null, chunk);
  }
}

const multipartLimitCodes = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export async function receiveForm(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<ReceivedForm> {
  const fileNames = Object.keys(options.files);
  const largest = Math.max(0, ...Object.values(options.files).map((rule) => rule.maxBytes));
  const form: ReceivedForm = { fields: {}, files: {} };
  try {
    const parts = request.parts({
      limits: {
        // One byte over the largest limit, so the counter below sees the file pass its limit.
        fileSize: largest + 1,
        files: fileNames.length,
        fields: options.fields.length,
        parts: fileNames.length + options.fields.length,
        fieldSize: options.maxFieldBytes + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!options.fields.includes(part.fieldname)) continue;
        if (typeof part.value !== 'string') continue;
        if (part.valueTruncated || Buffer.byteLength(part.value) > options.maxFieldBytes) {
          throw options.fieldTooLong(part.fieldname);
        }
        if (hasControlCharacter(part.value)) {
          const message = textMessages.controlCharacter;
          throw new AppError(400, 'validation_failed', message, { [part.fieldname]: message });
        }
        form.fields[part.fieldname] = part.value;
        continue;
      }
      const rule = options.files[part.fieldname];
      if (!rule || form.files[part.fieldname]) {
        part.file.resume();
        throw options.unexpectedFile();
      }
      if (hasControlCharacter(part.filename)) {
        part.file.resume();
        const message = textMessages.controlCharacter;
        throw new AppError(400, 'validation_failed', message, { [part.fieldname]: message });
      }
      const path = join(options.dir, part.fieldname);
      const counter = new ByteLimit(rule);
      await pipeline(part.file, counter, createWriteStream(path, { flags: 'wx' }));
      if (part.file.truncated) throw rule.tooLarge();
      // A file input left empty still sends a part: no name, no bytes.
      if (counter.bytes === 0 && part.filename === '') continue;
      form.files[part.fieldname] = {
        path,
        size: counter.bytes,
        filename: part.filename,
        mimetype: part.mimetype,
      };
    }
  } catch (error) {
    throw asFormError(error, options);
  }
  return form;
}

function asFormError(error: unknown, options: ReceiveOptions): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && multipartLimitCodes.has(code)) return options.tooManyParts();
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const field = (error as { part?: { fieldname?: string } }).part?.fieldname ?? '';
    const rule = options.files[field] ?? Object.values(options.files)[0];
    if (rule) return rule.tooLarge();
  }
  // Errors of the file system (a full disk) are the server's; everything else is the body's.
  if (error instanceof Error && 'syscall' in error) return error;
  return options.malformed();
}
