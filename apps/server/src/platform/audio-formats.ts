// Which of the accepted upload formats a file is, judged by its bytes (file-type's magic
// numbers) and by what ffprobe finds inside; never by its name or the browser's word.
import type { UploadAudioFormat } from '@sada/contracts/uploads';
import { fileTypeFromBuffer } from 'file-type';

import type { AudioProbe } from './ffmpeg';

export const audioMimeTypes: Record<UploadAudioFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

/** file-type's extension → our format; mp4 covers audio-only MP4 files without the M4A brand. */
const bySignature: Record<string, UploadAudioFormat> = {
  mp3: 'mp3',
  wav: 'wav',
  m4a: 'm4a',
  mp4: 'm4a',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
};

/** ffprobe's demuxer and the codecs each format may carry. */
const containers: Record<UploadAudioFormat, { demuxer: RegExp; codecs: RegExp }> = {
  mp3: { demuxer: /(^|,)mp3(,|$)/, codecs: /^mp3/ },
  wav: { demuxer: /(^|,)wav(,|$)/, codecs: /^(pcm_|adpcm_|mp3|gsm)/ },
  m4a: { demuxer: /(^|,)(mp4|m4a)(,|$)/, codecs: /^(aac|alac|mp3)/ },
  ogg: { demuxer: /(^|,)ogg(,|$)/, codecs: /^(vorbis|opus|flac)/ },
};

/** The format the first bytes of a file announce, if it is one we accept. */
export async function audioFormatFromHead(head: Uint8Array): Promise<UploadAudioFormat | null> {
  const type = await fileTypeFromBuffer(head);
  return type ? (bySignature[type.ext] ?? null) : null;
}

/** The format ffprobe found, if it is one we accept. */
export function audioFormatFromProbe(probe: AudioProbe): UploadAudioFormat | null {
  for (const [format, rule] of Object.entries(containers) as [
    UploadAudioFormat,
    (typeof containers)[UploadAudioFormat],
  ][]) {
    if (rule.demuxer.test(probe.formatName) && rule.codecs.test(probe.codec)) return format;
  }
  return null;
}
