import { describe, expect, it } from 'vitest';

import { answerRange, type Representation } from './http-ranges';

const rep: Representation = {
  size: 1000,
  etag: '"r1-3e8-abc"',
  lastModified: new Date('2026-01-01T12:00:00.500Z'),
};
const modified = 'Thu, 01 Jan 2026 12:00:00 GMT';

describe('answerRange', () => {
  it('serves the whole file without a Range header', () => {
    expect(answerRange(rep, {})).toEqual({ status: 200 });
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=200-299', 200, 299],
    ['bytes=-500', 500, 999],
    ['bytes=100-', 100, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=0-10,5-20', 0, 20],
    [' bytes=0-0', 0, 0],
  ])('serves %s as %i-%i', (range, start, end) => {
    expect(answerRange(rep, { range })).toEqual({ status: 206, start, end });
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0', 'bytes=5-1'])(
    'refuses %s with 416',
    (range) => {
      expect(answerRange(rep, { range })).toEqual({ status: 416 });
    },
  );

  it('refuses any range of an empty file', () => {
    expect(answerRange({ ...rep, size: 0 }, { range: 'bytes=0-' })).toEqual({ status: 416 });
  });

  it.each(['bytes=0-10,100-200', 'bytes=abc', 'items=0-5', '0-5'])(
    'serves the whole file for %s (several ranges, or not a byte range it understands)',
    (range) => {
      expect(answerRange(rep, { range })).toEqual({ status: 200 });
    },
  );

  it('answers 304 when If-None-Match names the file, by weak comparison', () => {
    expect(answerRange(rep, { ifNoneMatch: rep.etag })).toEqual({ status: 304 });
    expect(answerRange(rep, { ifNoneMatch: `"other", W/${rep.etag}` })).toEqual({ status: 304 });
    expect(answerRange(rep, { ifNoneMatch: '*' })).toEqual({ status: 304 });
    expect(answerRange(rep, { ifNoneMatch: '"other"' })).toEqual({ status: 200 });
  });

  it('answers 304 for If-Modified-Since unless If-None-Match is there', () => {
    expect(answerRange(rep, { ifModifiedSince: modified })).toEqual({ status: 304 });
    expect(answerRange(rep, { ifModifiedSince: 'Thu, 01 Jan 2026 11:59:59 GMT' })).toEqual({
      status: 200,
    });
    expect(answerRange(rep, { ifModifiedSince: 'yesterday' })).toEqual({ status: 200 });
    expect(answerRange(rep, { ifModifiedSince: modified, ifNoneMatch: '"other"' })).toEqual({
      status: 200,
    });
  });

  it('honours If-Range only while the file is unchanged', () => {
    const range = 'bytes=0-99';
    const partial = { status: 206, start: 0, end: 99 };
    expect(answerRange(rep, { range, ifRange: rep.etag })).toEqual(partial);
    expect(answerRange(rep, { range, ifRange: modified })).toEqual(partial);
    expect(answerRange(rep, { range, ifRange: '"older"' })).toEqual({ status: 200 });
    expect(answerRange(rep, { range, ifRange: `W/${rep.etag}` })).toEqual({ status: 200 });
    expect(answerRange(rep, { range, ifRange: 'Wed, 31 Dec 2025 12:00:00 GMT' })).toEqual({
      status: 200,
    });
    expect(answerRange(rep, { range, ifRange: 'garbage' })).toEqual({ status: 200 });
  });
});
