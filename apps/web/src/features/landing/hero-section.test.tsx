import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ar from '../../lib/i18n/locales/ar.json';
import en from '../../lib/i18n/locales/en.json';
import { withAccent } from './hero-section';

describe('withAccent', () => {
  it.each([
    ['English', en.landing.hero.title, 'Where faith finds its echo', 'echo'],
    ['Arabic', ar.landing.hero.title, 'حيث يجد الإيمان صداه', 'صداه'],
  ])('sets the accented word of the %s title apart', (_language, title, text, accent) => {
    const { container } = render(<h1>{withAccent(title)}</h1>);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('span.text-gold')?.textContent).toBe(accent);
  });

  it('shows a title without markers as it is', () => {
    const { container } = render(<h1>{withAccent('Plain title')}</h1>);
    expect(container.textContent).toBe('Plain title');
    expect(container.querySelector('span')).toBeNull();
  });
});
