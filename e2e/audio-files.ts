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
