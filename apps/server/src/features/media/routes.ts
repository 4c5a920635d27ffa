// Public images (covers and avatars) straight from storage. Audio is never served here: it goes
// through the streaming route, which checks who may listen.
import type { FastifyPluginAsync } from 'fastify';

import { notFound } from '../../http/errors';
import type { DirectDelivery } from '../../platform/open-storage';
import { assertValidKey, type Storage } from '../../platform/storage';

const imageFolders = new Set([
  'track-covers',
  'artist-avatars',
  'album-covers',
  'playlist-covers',
  'user-avatars',
]);
const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * `direct`: images are fetched from the bucket by presigned URLs. The redirect is the same for
 * everyone until the URL's signing window ends, and may be kept that long.
 */
export function mediaRoutes(storage: Storage, direct: DirectDelivery | null): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>(
      '/api/media/*',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const folder = key.split('/')[0] ?? '';
        const type = imageTypes[key.split('.').pop()?.toLowerCase() ?? ''];
        try {
          assertValidKey(key);
        } catch {
          throw notFound('Image not found');
        }
        if (!imageFolders.has(folder) || !type) throw notFound('Image not found');
        if (direct) {
          return reply
            .status(302)
            .header('location', await direct.url(key, type))
            .header('cache-control', `public, max-age=${direct.keepSeconds()}`)
            .send();
        }
        const object = await storage.stat(key);
        if (!object) throw notFound('Image not found');
        const etag = `"${object.size.toString(16)}-${object.modifiedAt.getTime().toString(16)}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'public, max-age=86400')
          .header('last-modified', object.modifiedAt.toUTCString());
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(type).header('content-length', object.size).send(storage.read(key));
      },
    );
  };
}
