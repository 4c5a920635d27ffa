// What text from people may hold. Any letter, mark or symbol, tab and line breaks — but no other
// control character: PostgreSQL cannot store NUL at all, and the rest (escape, backspace, bell)
// only hide text from a reader or fool the terminal that shows a log. The server applies this
// to every value a request carries (body, query, path, form fields) before its schema runs, so
// no field can forget it.
export const textMessages = {
  controlCharacter: 'Must not contain control characters',
} as const;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
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
 * Where the first control character in `value` is: the dotted path of the string (or key)
 * holding it, '' for `value` itself; null when there is none. Looks into arrays and plain
 * objects (parsed JSON, a parsed query), not into buffers or streams.
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return at;
    const found = controlCharacterPath(item, at);
    if (found !== null) return found;
  }
  return null;
}
