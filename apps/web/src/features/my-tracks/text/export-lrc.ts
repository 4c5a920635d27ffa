import { toLrc } from '@sada/contracts/lrc';
import type { TextLayerKind } from '@sada/contracts/text-layers';

import type { DraftLine } from './text-draft';

/** `<title>-<language>-<kind>.lrc`, without the characters file systems refuse. */
export function lrcFileName(title: string, language: string, kind: TextLayerKind): string {
  const safe = (part: string) =>
    part
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${safe(title) || 'track'}-${safe(language)}-${kind}.lrc`;
}

/** The layer's lines as an LRC file the browser saves. */
export function downloadLrc(
  fileName: string,
  lines: readonly DraftLine[],
  tags: Record<string, string>,
): void {
  const blob = new Blob([toLrc(lines, tags)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
