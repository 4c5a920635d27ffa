import { chapterMessages } from '@sada/contracts/chapters';
import { describe, expect, it } from 'vitest';

import {
  type ChapterRow,
  clockOf,
  fingerprint,
  newRow,
  readRows,
  rowOfField,
  rowsFromChapters,
} from './chapter-draft';

const row = (time: string, title: string): ChapterRow => ({ ...newRow(time), title });

describe('the chapter rows', () => {
  it('write each start as m:ss, h:mm:ss, with the milliseconds a file mark carries', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(750_000)).toBe('12:30');
    expect(clockOf(3_723_000)).toBe('1:02:03');
    expect(clockOf(90_500)).toBe('1:30.5');
    expect(clockOf(90_045)).toBe('1:30.045');
  });

  it('read back what they were made from', () => {
    const chapters = [
      { title: 'Intro', startMs: 0 },
      { title: 'Questions', startMs: 750_500 },
    ];
    expect(readRows(rowsFromChapters(chapters), 900_000)).toEqual({ chapters });
  });

  it('each get their own key', () => {
    const keys = rowsFromChapters([
      { title: 'A', startMs: 0 },
      { title: 'B', startMs: 1000 },
    ]).map((r) => r.key);
    expect(new Set([...keys, newRow().key]).size).toBe(3);
  });

  it('skip rows left blank, and trim titles as the server does', () => {
    const rows = [row('0:00', '  Intro  '), row(' ', ''), row('12:30', 'Questions')];
    expect(readRows(rows, null)).toEqual({
      chapters: [
        { title: 'Intro', startMs: 0 },
        { title: 'Questions', startMs: 750_000 },
      ],
    });
  });

  it('name the row whose time cannot be read', () => {
    const bad = row('twelve', 'Questions');
    expect(readRows([row('0:00', 'Intro'), bad], null)).toEqual({
      problem: { key: bad.key, field: 'time', message: 'timeInvalid' },
    });
    expect(readRows([row('0:75', 'x')], null)).toMatchObject({ problem: { field: 'time' } });
  });

  it("name the row the contract's check finds wrong, in its words", () => {
    const untitled = row('1:00', ' ');
    expect(readRows([row('0:00', 'Intro'), untitled], null)).toEqual({
      problem: { key: untitled.key, field: 'title', message: chapterMessages.titleRequired },
    });
    const early = row('0:30', 'Early');
    expect(readRows([row('1:00', 'A'), early], null)).toEqual({
      problem: { key: early.key, field: 'time', message: chapterMessages.unordered(2) },
    });
    const late = row('20:00', 'Late');
    expect(readRows([row('0:00', 'A'), late], 900_000)).toEqual({
      problem: { key: late.key, field: 'time', message: chapterMessages.pastEnd(2, '15:00') },
    });
  });

  it('find the row a field of the server names, counting only the rows sent', () => {
    const rows = [row('0:00', 'A'), row('', ''), row('1:00', 'B')];
    expect(rowOfField(rows, 'chapters.1')).toBe(rows[2]);
    expect(rowOfField(rows, 'chapters.1.title')).toBe(rows[2]);
    expect(rowOfField(rows, 'chapters.5')).toBeNull();
    expect(rowOfField(rows, 'list')).toBeNull();
  });

  it('change their fingerprint only with what would be sent', () => {
    const rows = [row('0:00', 'Intro')];
    expect(fingerprint(rows)).toBe(fingerprint([{ ...row(' 0:00 ', 'Intro ') }]));
    expect(fingerprint(rows)).not.toBe(fingerprint([row('0:01', 'Intro')]));
  });
});
