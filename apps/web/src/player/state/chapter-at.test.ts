import { describe, expect, it } from 'vitest';

import { chapterIndexAt, chapterMarks } from './chapter-at';

const chapters = Object.freeze([
  { title: 'Intro', startMs: 0 },
  { title: 'Verses', startMs: 60_000 },
  { title: 'Questions', startMs: 750_000 },
]);

describe('chapterIndexAt', () => {
  it('is the last chapter started by then', () => {
    expect(chapterIndexAt(chapters, 0)).toBe(0);
    expect(chapterIndexAt(chapters, 59_999)).toBe(0);
    expect(chapterIndexAt(chapters, 60_000)).toBe(1);
    expect(chapterIndexAt(chapters, 10_000_000)).toBe(2);
  });

  it('is -1 before a first chapter that starts late, and without chapters', () => {
    expect(chapterIndexAt([{ title: 'Late', startMs: 5_000 }], 4_000)).toBe(-1);
    expect(chapterIndexAt([], 4_000)).toBe(-1);
  });
});

describe('chapterMarks', () => {
  it('marks each start inside the track but the very beginning', () => {
    expect(chapterMarks(chapters, 1_000_000)).toEqual([
      { startMs: 60_000, share: 0.06 },
      { startMs: 750_000, share: 0.75 },
    ]);
  });

  it('marks nothing until the length is known, nor past the end', () => {
    expect(chapterMarks(chapters, 0)).toEqual([]);
    expect(chapterMarks(chapters, 700_000)).toEqual([{ startMs: 60_000, share: 60_000 / 700_000 }]);
  });
});
