// What an uploaded file says about itself, read with music-metadata: the stream's format and
// the tags and embedded cover picture.
import { parseFile } from 'music-metadata';

export interface FileMetadata {
  container: string | null;
  codec: string | null;
  bitrateKbps: number | null;
  sampleRate: number | null;
  channels: number | null;
  durationMs: number | null;
  tags: Record<string, string | number>;
  picture: Uint8Array | null;
  /** The file's own chapter marks (ID3 CHAP frames, MP4 chapters), in order. */
  chapters: { title: string; startMs: number }[];
}

const MAX_TAG_LENGTH = 500;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TAG_LENGTH) : null;

const positive = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/** Reads tags and format; a file music-metadata cannot parse has none (ffprobe has the say). */
export async function readFileMetadata(path: string): Promise<FileMetadata | null> {
  let parsed: Awaited<ReturnType<typeof parseFile>>;
  try {
    parsed = await parseFile(path, { duration: false, skipCovers: false, includeChapters: true });
  } catch {
    return null;
  }
  const { format, common } = parsed;
  const tags: Record<string, string | number> = {};
  const add = (key: string, value: unknown) => {
    const t = text(value);
    if (t) tags[key] = t;
  };
  add('title', common.title);
  add('artist', common.artist);
  add('album', common.album);
  add('genre', common.genre?.[0]);
  add('composer', common.composer?.[0]);
  add('comment', common.comment?.[0]?.text);
  add('copyright', common.copyright);
  if (common.year && Number.isInteger(common.year)) tags.year = common.year;
  const bitrate = positive(format.bitrate);
  const duration = positive(format.duration);
  return {
    container: text(format.container),
    codec: text(format.codec),
    bitrateKbps: bitrate ? Math.round(bitrate / 1000) : null,
    sampleRate: positive(format.sampleRate),
    channels: positive(format.numberOfChannels),
    durationMs: duration ? Math.round(duration * 1000) : null,
    tags,
    picture: common.picture?.[0]?.data ?? null,
    chapters: (format.chapters ?? []).flatMap((chapter) => {
      // ID3 gives seconds; MP4 gives units of its time scale.
      const seconds = chapter.timeScale ? chapter.start / chapter.timeScale : chapter.start;
      const title = text(chapter.title);
      return title && Number.isFinite(seconds) && seconds >= 0
        ? [{ title, startMs: Math.round(seconds * 1000) }]
        : [];
    }),
  };
}

/**
 * The length of an MP3 copy this server encoded, from LAME's Info frame (as ffprobe reads it),
 * and its codec and channels; null when the file does not parse as audio. In process: a probe
 * per copy would mostly wait for ffprobe to start.
 */
export async function readEncodedCopy(
  path: string,
): Promise<{ codec: string | null; channels: number | null; durationMs: number } | null> {
  try {
    const { format } = await parseFile(path, { duration: false, skipCovers: true });
    const duration = positive(format.duration);
    if (!duration) return null;
    return {
      codec: text(format.codec),
      channels: positive(format.numberOfChannels),
      durationMs: Math.round(duration * 1000),
    };
  } catch {
    return null;
  }
}
