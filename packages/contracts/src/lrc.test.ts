import { describe, expect, it } from 'vitest';

import { lrcMessages, lrcTime, parseLrc, toLrc } from './lrc';

describe('parseLrc', () => {
  it('reads timed lines, ID tags and the three ways of writing a fraction', () => {
    const result = parseLrc(
      '[ti:Invented]\n[ar:Demo]\n[00:01.50]One\n[00:03.250]Two\n[00:05]Three\n[01:02:30]Four',
    );
    expect(result).toEqual({
      ok: true,
      tags: { ti: 'Invented', ar: 'Demo' },
      lines: [
        { startMs: 1500, endMs: null, text: 'One' },
        { startMs: 3250, endMs: null, text: 'Two' },
        { startMs: 5000, endMs: null, text: 'Three' },
        { startMs: 62_300, endMs: null, text: 'Four' },
      ],
    });
  });

  it('repeats a line at each of its times and puts the lines in time order', () => {
    const result = parseLrc('[00:10.00][00:30.00]Chorus\n[00:20.00]Verse');
    expect(result.ok && result.lines.map((l) => [l.startMs, l.text])).toEqual([
      [10_000, 'Chorus'],
      [20_000, 'Verse'],
      [30_000, 'Chorus'],
    ]);
  });

  it('applies the offset tag: a positive offset shows the lines sooner', () => {
    const result = parseLrc('[offset:+500]\n[00:02.00]Soon\n[00:00.20]Never before zero');
    expect(result.ok && result.lines.map((l) => l.startMs)).toEqual([0, 1500]);
  });

  it('drops word times of enhanced LRC and ignores unknown ID tags', () => {
    const result = parseLrc('[xyz:whatever]\n[00:01.00]<00:01.00>Word <00:01.50>by word');
    expect(result).toMatchObject({ ok: true, tags: { xyz: 'whatever' } });
    expect(result.ok && result.lines[0]?.text).toBe('Word by word');
  });

  it('keeps an empty timed line (it marks where the line before ends)', () => {
    const result = parseLrc('[00:01.00]Sung\n[00:04.00]\n[00:06.00]Again');
    expect(result.ok && result.lines.map((l) => l.text)).toEqual(['Sung', '', 'Again']);
  });

  it('reads text without any time as plain lyrics', () => {
    const result = parseLrc('First line\n\nSecond line\r\n');
    expect(result).toEqual({
      ok: true,
      tags: {},
      lines: [
        { startMs: null, endMs: null, text: 'First line' },
        { startMs: null, endMs: null, text: 'Second line' },
      ],
    });
  });

  it('names the line of a time it cannot read', () => {
    expect(parseLrc('[00:01.00]Fine\n\n[1:7x.00]Bad')).toEqual({
      ok: false,
      line: 3,
      message: lrcMessages.badTime(3, '[1:7x.00]'),
    });
    expect(parseLrc('[00:75.00]Seventy-five seconds')).toMatchObject({ ok: false, line: 1 });
  });

  it('names the first line without a time in timed LRC', () => {
    expect(parseLrc('[00:01.00]Timed\nNot timed')).toEqual({
      ok: false,
      line: 2,
      message: lrcMessages.noTime(2),
    });
  });

  it('refuses an offset that is not a number, and empty text', () => {
    expect(parseLrc('[offset:soon]\n[00:01.00]x')).toMatchObject({ ok: false, line: 1 });
    expect(parseLrc(' \n\n')).toEqual({ ok: false, line: null, message: lrcMessages.empty });
  });

  it('keeps markup as text', () => {
    const result = parseLrc('[00:01.00]<b>bold</b> & <script>x</script>');
    expect(result.ok && result.lines[0]?.text).toBe('<b>bold</b> & <script>x</script>');
  });
});

describe('toLrc', () => {
  it('writes hundredths, or milliseconds when a time needs them', () => {
    expect(lrcTime(83_450)).toBe('[01:23.45]');
    expect(lrcTime(83_457)).toBe('[01:23.457]');
    expect(lrcTime(0)).toBe('[00:00.00]');
  });

  it('round-trips timed lines, their ends and the tags', () => {
    const lines = [
      { startMs: 1000, endMs: 2500, text: 'طلع القمر' },
      { startMs: 4000, endMs: null, text: 'Second' },
      { startMs: 5007, endMs: 9000, text: 'Third' },
    ];
    const lrc = toLrc(lines, { ti: 'Invented', la: 'ar' });
    expect(lrc).toBe(
      '[ti:Invented]\n[la:ar]\n[00:01.00]طلع القمر\n[00:02.50]\n[00:04.00]Second\n[00:05.007]Third\n[00:09.00]\n',
    );
    const back = parseLrc(lrc);
    expect(back.ok && back.tags).toEqual({ ti: 'Invented', la: 'ar' });
    // The empty timed lines carry the ends back (normaliseLines turns them into endMs).
    expect(back.ok && back.lines.map((l) => [l.startMs, l.text])).toEqual([
      [1000, 'طلع القمر'],
      [2500, ''],
      [4000, 'Second'],
      [5007, 'Third'],
      [9000, ''],
    ]);
  });

  it('writes plain lines without times, and a line break inside a line as a space', () => {
    expect(toLrc([{ startMs: null, endMs: null, text: 'a\nb' }])).toBe('a b\n');
  });
});
