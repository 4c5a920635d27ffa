import type { StreamQuality, StreamUrl } from '@sada/contracts/streaming';

/** A signed URL this close to expiry is fetched again before use. */
const EXPIRY_MARGIN_MS = 30_000;

export function streamKey(trackId: string, quality: StreamQuality): string {
  return `${trackId}@${quality}`;
}

/** Signed stream URLs by track and quality, reused until they are about to expire. */
export class SignedUrls {
  private readonly urls = new Map<string, StreamUrl>();

  constructor(
    private readonly fetchUrl: (trackId: string, quality: StreamQuality) => Promise<StreamUrl>,
    private readonly now: () => number,
  ) {}

  isFresh(url: StreamUrl): boolean {
    return Date.parse(url.expiresAt) - this.now() > EXPIRY_MARGIN_MS;
  }

  /** A cached URL while it is fresh; `fresh` asks the server again regardless. */
  async get(trackId: string, quality: StreamQuality, fresh = false): Promise<StreamUrl> {
    const key = streamKey(trackId, quality);
    const cached = this.urls.get(key);
    if (!fresh && cached && this.isFresh(cached)) return cached;
    const url = await this.fetchUrl(trackId, quality);
    this.urls.set(key, url);
    return url;
  }
}
