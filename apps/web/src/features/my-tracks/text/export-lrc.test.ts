import { afterEach, describe, expect, it, vi } from 'vitest';

import { downloadLrc, lrcFileName } from './export-lrc';
import { lineTime } from './line-time';

describe('lineTime', () => {
  it.each([
    [0, '0:00.00'],
    [5_200, '0:05.20'],
    [62_345, '1:02.34'],
    [59_999, '0:59.99'],
    [3_723_450, '62:03.45'],
  ])('%i ms is %s', (ms, text) => {
    expect(lineTime(ms)).toBe(text);
  });

  it('writes the digits of the language it is given', () => {
    const arabic = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('ar', { numberingSystem: 'arab', ...options }).format(value);
    expect(lineTime(65_230, arabic)).toBe('١:٠٥٫٢٣');
  });
});

describe('Export as LRC', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the file for the track, the language and the kind, without what file systems refuse', () => {
    expect(lrcFileName('Morning Light', 'ar', 'original')).toBe('Morning Light-ar-original.lrc');
    expect(lrcFileName('A/B: "C"?', 'en', 'translation')).toBe('A B C-en-translation.lrc');
    expect(lrcFileName('///', 'ur', 'transliteration')).toBe('track-ur-transliteration.lrc');
  });

  it('downloads the lines as LRC with the title tag', async () => {
    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:lrc';
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    downloadLrc(
      'Morning Light-en-translation.lrc',
      [
        { startMs: 1500, endMs: null, text: 'One' },
        { startMs: 4000, endMs: 6000, text: 'Two' },
      ],
      { ti: 'Morning Light' },
    );
    expect(click).toHaveBeenCalledOnce();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('Morning Light-en-translation.lrc');
    expect(await blobs[0]?.text()).toBe(
      '[ti:Morning Light]\n[00:01.50]One\n[00:04.00]Two\n[00:06.00]\n',
    );
  });
});
