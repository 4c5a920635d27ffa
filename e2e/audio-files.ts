import { execFileSync } from 'node:child_process';

/** `seconds` of a sine tone at `frequency` Hz as a small mono MP3 at `path`, made for this run. */
export function makeTone(
  path: string,
  { frequency, seconds }: { frequency: number; seconds: number },
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
    '64k',
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
