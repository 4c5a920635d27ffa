// What text from people may hold. Any letter, mark or symbol, tab and line breaks — but no other
// control character: PostgreSQL cannot store NUL at all, and the rest (escape, backspace, bell)
// only hide text from a reader or fool the terminal that shows a log. The server applies this
// to every value a request carries (body, query, path, form fields) before its schema runs, so
// no field can forget it.
export const textMessages = {
  controlCharacter: 'Must not contain control characters',
  malformed: 'Must be valid text',
  nestedTooDeeply: 'The request is nested too deeply',
} as const;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

// Half of a UTF-16 surrogate pair without its other half: no character at all. JSON lets a
// client send one ("\ud800"); PostgreSQL refuses it in jsonb, and it cannot be shown.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a piece of text, if anything. */
function badText(text: string): 'controlCharacter' | 'malformed' | null {
  if (hasControlCharacter(text)) return 'controlCharacter';
  return loneSurrogate.test(text) ? 'malformed' : null;
}

/** Parsed JSON, or a parsed query or path (their objects' prototypes have no prototype). */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * How many arrays and objects a value may hold one inside another. Our bodies go three or four
 * deep; a body of a million brackets parses, and whatever walks it must not run out of stack.
 */
export const MAX_NESTING_DEPTH = 32;

export type TextProblem =
  /**
   * The dotted path of the string (or key) holding a control character or half a surrogate
   * pair, '' for the value.
   */
  | { kind: 'controlCharacter' | 'malformed'; path: string }
  /** Arrays and objects nested deeper than MAX_NESTING_DEPTH. */
  | { kind: 'nestedTooDeeply' };

interface Pending {
  value: unknown;
  path: string;
  /** How many arrays and objects hold the value. */
  depth: number;
  /** The key the value had in its object, checked when the walk reaches the value. */
  key?: string;
}

/**
 * The first problem in `value`, in the order the text reads: a control character, or nesting
 * deeper than MAX_NESTING_DEPTH; null when there is none. Looks into arrays and plain objects
 * (parsed JSON, a parsed query), not into buffers or streams. Walks with a list of its own,
 * never recursion, so no nesting can exhaust the stack.
 */
export function textProblem(value: unknown): TextProblem | null {
  const pending: Pending[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth, key } = next;
    const badKey = key === undefined ? null : badText(key);
    if (badKey) return { kind: badKey, path };
    if (typeof value === 'string') {
      const bad = badText(value);
      if (bad) return { kind: bad, path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) continue;
    if (depth >= MAX_NESTING_DEPTH) return { kind: 'nestedTooDeeply' };
    const children = isArray
      ? (value as unknown[]).map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [name, item] = children[index] as readonly [string, unknown];
      const at = path ? `${path}.${name}` : name;
      pending.push({ value: item, path: at, depth: depth + 1, ...(isArray ? {} : { key: name }) });
    }
  }
  return null;
}
