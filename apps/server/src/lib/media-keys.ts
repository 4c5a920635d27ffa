// Images this server stores are served at /api/media/{key}; these turn one back into the other.

export const MEDIA_PREFIX = '/api/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/**
 * The storage key behind an image URL this server gave out in `folder`, or null for any other
 * URL (an https picture from a sign-in provider, a seeded one elsewhere), which is not ours to
 * delete.
 */
export function mediaKeyOf(url: string | null | undefined, folder: string): string | null {
  const prefix = `${MEDIA_PREFIX}${folder}/`;
  return url?.startsWith(prefix) ? url.slice(MEDIA_PREFIX.length) : null;
}
