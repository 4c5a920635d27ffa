import type { TFunction } from 'i18next';

// A character no translation or title holds, so the text around it is the translation's own.
const SLOT = '\u{F8FF}';

/**
 * A translation with one value to fill in, such as 'Move {{title}}', made once: each call then
 * joins the text around the value instead of asking i18next again. For lists that label every
 * row by its title; the values are written in as they are, as i18next writes strings.
 */
export function fillIn(t: TFunction, key: string, name: string): (value: string) => string {
  const [before = '', after = ''] = String(t(key as never, { [name]: SLOT } as never)).split(SLOT);
  return (value) => before + value + after;
}
