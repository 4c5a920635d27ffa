// A series as a podcast: RSS 2.0 with the iTunes and Podcasting 2.0 namespaces, built with the
// `podcast` package. Live episodes only; each enclosure is the track's stable audio address
// (it redirects to a fresh signed link, so ranges work and nothing expires in the feed), with
// its chapters as JSON chapters.
import { createHash } from 'node:crypto';

import type { SeriesDetail } from '@sada/contracts/series';
import { Podcast } from 'podcast';

/** iTunes' language codes, from Sada's track languages. */
const languageCodes: Record<SeriesDetail['language'], string> = {
  arabic: 'ar',
  english: 'en',
  urdu: 'ur',
  turkish: 'tr',
  malay: 'ms',
  french: 'fr',
};

export interface FeedEpisode {
  id: string;
  title: string;
  number: number;
  durationMs: number | null;
  publishedAt: Date;
  coverUrl: string | null;
  explicit: boolean;
  hasChapters: boolean;
  audio: { sizeBytes: number; mimeType: string } | null;
}

export function buildSeriesFeed(
  detail: Pick<
    SeriesDetail,
    'id' | 'title' | 'description' | 'language' | 'ordering' | 'coverUrl' | 'artist' | 'kind'
  >,
  episodes: readonly FeedEpisode[],
  publicUrl: string,
): string {
  const absolute = (path: string) => (path.startsWith('http') ? path : `${publicUrl}${path}`);
  const cover = detail.coverUrl ? absolute(detail.coverUrl) : undefined;
  const feed = new Podcast({
    title: detail.title,
    description: detail.description ?? detail.title,
    feedUrl: `${publicUrl}/api/series/${detail.id}/feed.xml`,
    siteUrl: `${publicUrl}/series/${detail.id}`,
    ...(cover ? { imageUrl: cover, itunesImage: cover } : {}),
    author: detail.artist.name,
    language: languageCodes[detail.language],
    generator: 'Sada',
    ttl: 60,
    itunesAuthor: detail.artist.name,
    itunesSummary: detail.description ?? detail.title,
    itunesExplicit: false,
    itunesType: detail.ordering === 'ordered' ? 'serial' : 'episodic',
    itunesCategory: [{ text: 'Religion & Spirituality', subcats: [{ text: 'Islam' }] }],
    namespaces: { iTunes: true, podcast: true },
    customElements: [
      { 'podcast:locked': 'yes' },
      { 'podcast:guid': podcastGuid(`${publicUrl}/api/series/${detail.id}/feed.xml`) },
    ],
  });
  for (const episode of episodes) {
    if (!episode.audio) continue;
    const image = episode.coverUrl ? absolute(episode.coverUrl) : cover;
    feed.addItem({
      title: episode.title,
      description: `${detail.title} — ${episode.number}. ${episode.title}`,
      url: `${publicUrl}/track/${episode.id}`,
      guid: `sada-track-${episode.id}`,
      date: episode.publishedAt,
      enclosure: {
        url: `${publicUrl}/api/tracks/${episode.id}/audio`,
        size: episode.audio.sizeBytes,
        type: episode.audio.mimeType,
      },
      ...(image ? { itunesImage: image } : {}),
      itunesDuration: Math.round((episode.durationMs ?? 0) / 1000),
      itunesExplicit: episode.explicit,
      ...(detail.ordering === 'ordered' ? { itunesEpisode: episode.number } : {}),
      customElements: episode.hasChapters
        ? [
            {
              'podcast:chapters': {
                _attr: {
                  url: `${publicUrl}/api/tracks/${episode.id}/chapters.json`,
                  type: 'application/json+chapters',
                },
              },
            },
          ]
        : [],
    });
  }
  return feed.buildXml({ indent: '  ' });
}

/**
 * Podcasting 2.0's guid: a UUIDv5 of the feed URL without its scheme, in the namespace the
 * specification gives.
 */
export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex');
  const name = Buffer.from(feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/$/, ''), 'utf8');
  const hash = createHash('sha1').update(namespace).update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A strong validator of the feed's bytes. */
export const feedEtag = (xml: string) =>
  `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
