// What to answer a GET of a stored file given its conditional and Range headers (RFC 9110
// §13, §14). Range syntax is parsed by range-parser; only single ranges are served partially,
// a request for several ranges gets the whole file.
import type { IncomingHttpHeaders } from 'node:http';

import rangeParser from 'range-parser';

/** A request header as one text (a repeated header joined), or undefined. */
export function headerText(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export interface Representation {
  size: number;
  /** A strong entity tag, quoted. */
  etag: string;
  lastModified: Date;
}

export interface RequestConditions {
  range?: string | undefined;
  ifRange?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

export type RangeAnswer =
  { status: 200 } | { status: 206; start: number; end: number } | { status: 304 } | { status: 416 };

/** HTTP dates have whole seconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // Weak comparison, as If-None-Match asks.
  return header.split(',').some((tag) => opaqueTag(tag) === etag);
}

function notModified(rep: Representation, conditions: RequestConditions): boolean {
  if (conditions.ifNoneMatch !== undefined) return noneMatch(conditions.ifNoneMatch, rep.etag);
  if (conditions.ifModifiedSince === undefined) return false;
  const since = Date.parse(conditions.ifModifiedSince);
  return !Number.isNaN(since) && seconds(rep.lastModified) <= Math.floor(since / 1000);
}

/** If-Range: the Range applies only while the file is the one the client already has part of. */
function rangeStillApplies(rep: Representation, ifRange: string | undefined): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === rep.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(rep.lastModified);
}

export function answerRange(rep: Representation, conditions: RequestConditions): RangeAnswer {
  if (notModified(rep, conditions)) return { status: 304 };
  const range = conditions.range?.trim();
  if (range === undefined || !range.startsWith('bytes=')) return { status: 200 };
  if (!rangeStillApplies(rep, conditions.ifRange)) return { status: 200 };
  const parsed = rangeParser(rep.size, range, { combine: true });
  if (parsed === -2) return { status: 200 };
  if (parsed === -1) {
    // A suffix longer than the file means the whole file (RFC 9110 §14.1.2).
    const suffix = /^bytes=\s*-\s*(\d+)\s*$/.exec(range);
    if (suffix && Number(suffix[1]) > 0 && rep.size > 0) {
      return { status: 206, start: 0, end: rep.size - 1 };
    }
    return { status: 416 };
  }
  const [only] = parsed;
  if (parsed.length !== 1 || !only) return { status: 200 };
  return { status: 206, start: only.start, end: only.end };
}
