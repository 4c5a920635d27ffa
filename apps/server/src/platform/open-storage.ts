// The storage the configuration names: the local folder, or an S3-compatible bucket with, when
// players and images are redirected to it, how to sign their URLs.
import type { Config } from '../config';
import { createS3Storage, signingWindow } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** Clients fetch objects from the bucket by presigned URLs (S3_DELIVERY=redirect). */
export interface DirectDelivery {
  /** A URL of `key` valid at least `seconds` (the same one to everyone asking within them). */
  url(key: string, contentType: string): Promise<string>;
  /** How long an answer naming a URL made now may be kept: until the URL's window ends. */
  keepSeconds(): number;
  /** The origin those URLs are on, for the pages' Content-Security-Policy. */
  origin: string;
}

export interface OpenedStorage {
  storage: Storage;
  /** Removes what writers that ended left half-written; returns what it removed. */
  sweepAtStart(): Promise<string[]>;
  /** null: the app sends the bytes itself. */
  direct: DirectDelivery | null;
}

/** Presigned URLs kept for the current window at most (one per file and type). */
const MAX_URLS_KEPT = 10_000;

/** Multipart uploads older than this belong to a writer that is gone. */
const ABANDONED_UPLOAD_MS = 24 * 3600_000;

export function openStorage(config: Pick<Config, 'storageDir' | 'objectStorage'>): OpenedStorage {
  const settings = config.objectStorage;
  if (!settings) {
    const storage = createLocalStorage(config.storageDir);
    return {
      storage,
      sweepAtStart: () => storage.sweepPartials({ includeOwn: true }),
      direct: null,
    };
  }
  const storage = createS3Storage(settings.s3);
  const seconds = settings.urlSeconds;
  // A URL is the same for everyone within its window: made once per window, not per request.
  let window = -1;
  const made = new Map<string, Promise<string>>();
  const url = (key: string, contentType: string) => {
    const now = Date.now();
    const { start } = signingWindow(seconds, now);
    if (start !== window || made.size >= MAX_URLS_KEPT) {
      made.clear();
      window = start;
    }
    const id = `${key}\n${contentType}`;
    let signed = made.get(id);
    if (!signed) {
      signed = storage.signedUrl(key, { seconds, contentType, now });
      signed.catch(() => made.delete(id));
      made.set(id, signed);
    }
    return signed;
  };
  return {
    storage,
    // Other instances may be uploading now: only uploads far older than any upload are left.
    sweepAtStart: () => storage.sweepPartials({ olderThanMs: ABANDONED_UPLOAD_MS }),
    direct:
      settings.delivery === 'redirect'
        ? {
            url,
            keepSeconds: () =>
              Math.max(1, Math.floor((signingWindow(seconds, Date.now()).end - Date.now()) / 1000)),
            origin: storage.publicOrigin(),
          }
        : null,
  };
}
