// Images this server stores are served at /api/media/{key}; these turn one back into the other.

export const MEDIA_PREFIX = '/api/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** One file name as this server names stored images: no slash, no dot-only name, no escapes. */
const FILE_NAME = /^(?!\.+$)[A-Za-z0-9._-]{1,200}$/;

/**
 * The storage key behind an image URL this server gave out in `folder`, or null for any other
 * URL (an https picture from a sign-in provider, a seeded one elsewhere), which is not ours to
 * delete. With `ownerId`, only a key in that person's own folder (`{folder}/{ownerId}/{file}`,
 * how avatars and covers are stored), so a URL pointing at someone else's file never leads to
 * deleting it.
 */
export function mediaKeyOf(
  url: string | null | undefined,
  folder: string,
  ownerId?: string,
): string | null {
  const prefix = `${MEDIA_PREFIX}${folder}/`;
  if (!url?.startsWith(prefix)) return null;
  if (ownerId === undefined) return url.slice(MEDIA_PREFIX.length);
  return isOwnMediaUrl(url, folder, ownerId) ? url.slice(MEDIA_PREFIX.length) : null;
}

/** True for the URL of a file this server stores in `ownerId`'s own folder of `folder`. */
export function isOwnMediaUrl(url: string, folder: string, ownerId: string): boolean {
  const prefix = `${MEDIA_PREFIX}${folder}/${ownerId}/`;
  return url.startsWith(prefix) && FILE_NAME.test(url.slice(prefix.length));
}
