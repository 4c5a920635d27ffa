// Files in an S3-compatible bucket (AWS S3, Ceph's RADOS Gateway, MinIO, R2 …) behind the same
// Storage interface as the local folder. Uploads stream to the bucket in parts (never a whole
// file in memory); reads are ranged GETs; a client can be handed a presigned URL instead of the
// bytes (docs/decisions/013-object-storage.md).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  AbortMultipartUploadCommand,
  ListObjectsV2Command,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { assertValidKey, type OpenObject, type Storage } from './storage';

export interface S3Settings {
  /** The S3 API's address; null: AWS's own for the region. */
  endpoint: string | null;
  /** Where browsers reach the bucket, when not at `endpoint` (a CDN or a public name). */
  publicEndpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's own chain (instance roles, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

/** How a presigned URL is made: valid at least `seconds`, and the same URL all that while. */
export interface SignedUrlOptions {
  seconds: number;
  contentType?: string;
  now?: number;
}

export interface ObjectStorage extends Storage {
  kind: 's3';
  /**
   * A URL the client fetches the object from, valid at least `seconds` and at most twice that.
   * Signed as of the start of a window of `seconds`, so everyone asking within one window gets
   * the same URL: a browser's or a CDN's cache keeps it.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Every key under `prefix` (all of them by default), in the bucket's order. */
  keys(prefix?: string): AsyncIterable<string>;
  /** Aborts multipart uploads begun more than `olderThanMs` ago (a writer that died). */
  sweepPartials(options: { olderThanMs: number }): Promise<string[]>;
  /** The origin browsers fetch presigned URLs from (for the pages' Content-Security-Policy). */
  publicOrigin(): string;
}

/**
 * The window of `seconds` that `now` falls in, counted from the epoch, in ms: a presigned URL is
 * signed as of its start and valid until the end of the next one.
 */
export function signingWindow(seconds: number, now: number): { start: number; end: number } {
  const windowMs = seconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

/** Parts of a multipart upload: S3's smallest but the last is 5 MiB; two in flight at a time. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

const missing = (error: unknown) => statusOf(error) === 404;

function client(settings: S3Settings, endpoint: string | null): S3Client {
  return new S3Client({
    region: settings.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the API requires them: S3-compatible servers that predate the
    // SDK's default CRC32 trailers refuse uploads that carry them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const rangeHeader = (range?: { start: number; end: number }) =>
  range ? `bytes=${range.start}-${range.end}` : undefined;

export function createS3Storage(settings: S3Settings): ObjectStorage {
  const s3 = client(settings, settings.endpoint);
  const signer = settings.publicEndpoint ? client(settings, settings.publicEndpoint) : s3;
  const Bucket = settings.bucket;

  async function head(key: string) {
    assertValidKey(key);
    try {
      const out = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: out.ContentLength ?? 0,
        modifiedAt: out.LastModified ?? new Date(0),
        etag: out.ETag,
      };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /** The body of a ranged GET, streamed: a reader that stops early aborts the request. */
  function download(key: string, range?: { start: number; end: number }, ifMatch?: string) {
    const abort = new AbortController();
    let body: Readable | null = null;
    const out = new Readable({
      read() {
        body?.resume();
      },
      destroy(error, callback) {
        abort.abort();
        body?.destroy();
        callback(error);
      },
    });
    s3.send(
      new GetObjectCommand({ Bucket, Key: key, Range: rangeHeader(range), IfMatch: ifMatch }),
      { abortSignal: abort.signal },
    ).then(
      (response: GetObjectCommandOutput) => {
        const received = response.Body as Readable | undefined;
        if (!received) return out.destroy(new Error(`No body for storage object ${key}`));
        if (out.destroyed) return received.destroy();
        body = received;
        received.on('data', (chunk: Buffer) => {
          if (!out.push(chunk)) received.pause();
        });
        received.once('end', () => out.push(null));
        received.once('error', (error) => out.destroy(error));
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }

  return {
    kind: 's3',
    async reachable() {
      await s3.send(new HeadBucketCommand({ Bucket }));
    },
    async put(key, source) {
      assertValidKey(key);
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: key, Body: source },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
      const stored = await head(key);
      if (!stored) throw new Error(`Storage object ${key} is missing after its upload`);
      return { size: stored.size, modifiedAt: stored.modifiedAt };
    },
    async stat(key) {
      const stored = await head(key);
      return stored && { size: stored.size, modifiedAt: stored.modifiedAt };
    },
    read(key, range) {
      assertValidKey(key);
      return download(key, range);
    },
    async open(key): Promise<OpenObject | null> {
      const stored = await head(key);
      if (!stored) return null;
      // Every read names the version opened: a replaced object fails rather than mixing bytes.
      const { etag } = stored;
      return {
        size: stored.size,
        modifiedAt: stored.modifiedAt,
        read: (range) => download(key, range, etag),
        async readBytes(range, into) {
          const length = range.end - range.start + 1;
          if (into && into.length !== length) throw new Error('the buffer does not fit the range');
          const buffer = into ?? Buffer.allocUnsafe(length);
          let filled = 0;
          await pipeline(download(key, range, etag), async (chunks: AsyncIterable<Buffer>) => {
            for await (const chunk of chunks) {
              if (filled + chunk.length > length)
                throw new Error(`More bytes than asked of ${key}`);
              chunk.copy(buffer, filled);
              filled += chunk.length;
            }
          });
          if (filled !== length)
            throw new Error(`Storage object ${key} ends before byte ${range.end}`);
          return buffer;
        },
        close: async () => undefined,
      };
    },
    async delete(key) {
      assertValidKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, options) {
      assertValidKey(key);
      const { start } = signingWindow(options.seconds, options.now ?? Date.now());
      const signingDate = new Date(start);
      return getSignedUrl(
        signer,
        new GetObjectCommand({ Bucket, Key: key, ResponseContentType: options.contentType }),
        { expiresIn: options.seconds * 2, signingDate },
      );
    },
    async *keys(prefix) {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async sweepPartials(options) {
      const before = Date.now() - options.olderThanMs;
      const aborted: string[] = [];
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await s3.send(
          new ListMultipartUploadsCommand({
            Bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId) continue;
          if ((upload.Initiated?.getTime() ?? 0) > before) continue;
          await s3.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          aborted.push(upload.Key);
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return aborted;
    },
    publicOrigin() {
      const base = settings.publicEndpoint ?? settings.endpoint;
      if (base) {
        const url = new URL(base);
        return settings.forcePathStyle ? url.origin : `${url.protocol}//${Bucket}.${url.host}`;
      }
      return `https://${Bucket}.s3.${settings.region}.amazonaws.com`;
    },
  };
}
