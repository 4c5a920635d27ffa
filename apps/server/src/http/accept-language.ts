const languageTag = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/i;
const qValue = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language an Accept-Language header prefers: the tag with the highest q (the first of
 * equals), or undefined when it names none. `*`, q=0 and malformed entries are no choice.
 */
export function preferredLanguage(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  let best: { tag: string; q: number } | undefined;
  for (const entry of value.split(',')) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!languageTag.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      if (!/^q=/i.test(param)) continue;
      const match = qValue.exec(param.replace(/\s+/g, ''));
      q = match?.[1] ? Number(match[1]) : 0;
    }
    if (q > 0 && (!best || q > best.q)) best = { tag, q };
  }
  return best?.tag;
}
