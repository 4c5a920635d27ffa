import { execFileSync } from 'node:child_process';

/** `seconds` of a sine tone at `frequency` Hz as a small mono MP3 at `path`, made for this run. */
export function makeTone(
  path: string,
  { frequency, seconds, bitrate = '64k' }: { frequency: number; seconds: number; bitrate?: string },
): string {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=${seconds}`,
    '-ac',
    '1',
    '-ar',
    '22050',
    '-b:a',
    bitrate,
    path,
  ]);
  return path;
}

/**
 * `seconds` of a made-up melody (a note a second, two voices) as a mono MP3 at `bitrate`: the
 * same call with another bitrate is the same recording encoded again.
 */
export function makeMelody(
  path: string,
  { seconds, bitrate }: { seconds: number; bitrate: string },
): string {
  const voice = (base: number, steps: number, rate: number) =>
    // The filter graph reads a bare comma as the end of the filter: escaped.
    `sin(2*PI*(${base}+${base / 4}*floor(mod(t*${rate}\\,${steps})))*t)`;
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.3*${voice(220, 5, 1)}+0.2*${voice(330, 7, 1.5)}:s=22050:d=${seconds}`,
    '-ac',
    '1',
    '-b:a',
    bitrate,
    path,
  ]);
  return path;
}

/**
 * `minutes` of a tone as one MP3 at 128 kbps: a minute is encoded once and repeated by copying
 * its frames, so an hour takes a second or two to make.
 */
export function makeLongTone(path: string, { minutes }: { minutes: number }): string {
  const minute = makeTone(`${path}.minute.mp3`, { frequency: 220, seconds: 60, bitrate: '128k' });
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-stream_loop',
    String(minutes - 1),
    '-i',
    minute,
    '-c',
    'copy',
    path,
  ]);
  return path;
}
