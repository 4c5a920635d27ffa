// LRC, the plain-text format of timed lyrics most players read and write: `[mm:ss.xx]text` a
// line, several times before one text for a line sung again, ID tags (`[ti:…]`, `[ar:…]`,
// `[offset:+250]`) and, in "enhanced" LRC, word times `<mm:ss.xx>` inside a line. A small parser
// of our own: the maintained packages either drop bad lines without a word or throw without
// saying which line, and an artist needs to be told which line to fix.

export const lrcMessages = {
  badTime: (line: number, tag: string) =>
    `Line ${line}: ${tag} is not a time. Write times as [mm:ss.xx]`,
  noTime: (line: number) =>
    `Line ${line} has no time. In LRC every line starts with one, such as [01:23.45]`,
  badOffset: (line: number) => `Line ${line}: the offset must be a whole number of milliseconds`,
  empty: 'The LRC has no lines',
} as const;

export interface LrcLine {
  startMs: number | null;
  endMs: null;
  text: string;
}

export type LrcResult =
  | {
      ok: true;
      /** In time order; without times when the text had none (plain lyrics). */
      lines: LrcLine[];
      /** The ID tags it carried (`ti`, `ar`, `al`, `length` …), lower-cased names. */
      tags: Record<string, string>;
    }
  | { ok: false; line: number | null; message: string };

const timeTag = /^\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
const anyTag = /^\[([^\]]*)\]/;
const idTag = /^\[([A-Za-z#][\w#-]*):([^\]]*)\]\s*$/;
const wordTime = /<\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?>/g;

function milliseconds(
  minutes: string,
  seconds: string,
  fraction: string | undefined,
): number | null {
  const secs = Number(seconds);
  if (secs >= 60) return null;
  const fractionMs = fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  return (Number(minutes) * 60 + secs) * 1000 + fractionMs;
}

/** Reads LRC text; the first line it cannot read is named (1-based, as an editor counts). */
export function parseLrc(source: string): LrcResult {
  const tags: Record<string, string> = {};
  const timed: { startMs: number; text: string; order: number }[] = [];
  const plain: string[] = [];
  let firstPlainLine: number | null = null;
  const rows = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [index, raw] of rows.entries()) {
    const lineNumber = index + 1;
    let rest = raw.trim();
    if (!rest) continue;
    const starts: number[] = [];
    for (let match = timeTag.exec(rest); match; match = timeTag.exec(rest)) {
      const ms = milliseconds(match[1] ?? '0', match[2] ?? '0', match[3]);
      if (ms === null)
        return { ok: false, line: lineNumber, message: lrcMessages.badTime(lineNumber, match[0]) };
      starts.push(ms);
      rest = rest.slice(match[0].length).trimStart();
    }
    if (starts.length > 0) {
      const text = rest.replace(wordTime, '').trim();
      for (const startMs of starts) timed.push({ startMs, text, order: timed.length });
      continue;
    }
    const id = idTag.exec(rest);
    if (id) {
      const name = (id[1] ?? '').toLowerCase();
      const value = (id[2] ?? '').trim();
      if (name === 'offset' && !/^[+-]?\d{1,7}$/.test(value))
        return { ok: false, line: lineNumber, message: lrcMessages.badOffset(lineNumber) };
      tags[name] = value;
      continue;
    }
    const bracket = anyTag.exec(rest);
    // A bracket that starts with a digit was meant as a time.
    if (bracket && /^\s*\d/.test(bracket[1] ?? ''))
      return { ok: false, line: lineNumber, message: lrcMessages.badTime(lineNumber, bracket[0]) };
    firstPlainLine ??= lineNumber;
    plain.push(rest.replace(wordTime, '').trim());
  }
  if (timed.length === 0) {
    if (plain.length === 0) return { ok: false, line: null, message: lrcMessages.empty };
    return { ok: true, lines: plain.map((text) => ({ startMs: null, endMs: null, text })), tags };
  }
  if (firstPlainLine !== null)
    return { ok: false, line: firstPlainLine, message: lrcMessages.noTime(firstPlainLine) };
  // LRC's positive offset shows the lyrics sooner.
  const offset = Number(tags.offset ?? 0);
  const lines = timed
    .sort((a, b) => a.startMs - b.startMs || a.order - b.order)
    .map(({ startMs, text }) => ({ startMs: Math.max(0, startMs - offset), endMs: null, text }));
  return { ok: true, lines, tags };
}

/** [mm:ss.xx], or [mm:ss.xxx] when the time is not a whole number of hundredths. */
export function lrcTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const fraction =
    rest % 10 === 0 ? String(rest / 10).padStart(2, '0') : String(rest).padStart(3, '0');
  return `[${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${fraction}]`;
}

/**
 * A layer's lines as LRC: ID tags first, then a line each; a line's end, where it is not the next
 * line's start, as an empty timed line (which `parseLrc` and the server read back as the end).
 */
export function toLrc(
  lines: readonly { startMs: number | null; endMs: number | null; text: string }[],
  tags: Record<string, string> = {},
): string {
  const out = Object.entries(tags)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `[${name}:${value.replace(/[\]\r\n]/g, ' ')}]`);
  for (const [index, line] of lines.entries()) {
    const text = line.text.replace(/[\r\n]+/g, ' ');
    if (line.startMs === null) {
      out.push(text);
      continue;
    }
    out.push(`${lrcTime(line.startMs)}${text}`);
    const next = lines[index + 1];
    if (line.endMs !== null && line.endMs !== next?.startMs) out.push(lrcTime(line.endMs));
  }
  return `${out.join('\n')}\n`;
}
