import { describe, expect, it } from 'vitest';

import { fillIn } from './fill-in';
import { i18n, loadLanguage } from './i18n';

describe('fillIn', () => {
  it.each(['en', 'ar'])('writes what i18next writes, in %s', async (language) => {
    await loadLanguage(language);
    const t = i18n.getFixedT(language);
    for (const key of ['queue.reorder', 'queue.remove'] as const) {
      const fill = fillIn(t, key, 'title');
      for (const title of ['Tala al-Badru', 'طلع البدر علينا', '<b>1 & 2</b>', '']) {
        expect(fill(title)).toBe(t(key, { title }));
      }
    }
  });

  it('keeps the text on both sides of the value', () => {
    const t = i18n.getFixedT('en');
    expect(fillIn(t, 'queue.remove', 'title')('X')).toBe('Remove X from queue');
  });
});
