import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '../../lib/i18n/i18n';
import legalAr from '../../lib/i18n/locales/legal/ar.json';
import legalEn from '../../lib/i18n/locales/legal/en.json';
import { renderWithProviders } from '../../testing/render';
import { LegalDocument } from './legal-document';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a legal page', () => {
  it('loads its texts with the page and shows them', async () => {
    renderWithProviders(<LegalDocument document="terms" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: legalEn.terms.title }),
    ).toBeInTheDocument();
    const first = legalEn.terms.sections[0];
    expect(screen.getByRole('heading', { level: 2, name: first?.title })).toBeInTheDocument();
  });

  it('shows the texts of the reader’s language', async () => {
    await loadLanguage('ar');
    await i18n.changeLanguage('ar');
    renderWithProviders(<LegalDocument document="privacy" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: legalAr.privacy.title }),
    ).toBeInTheDocument();
  });

  it('are not in the messages every visitor downloads first', () => {
    // Read from the file: i18next merges what a page loads into the module's object.
    const [file] = Object.values(
      import.meta.glob<string>('../../lib/i18n/locales/en.json', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    );
    const en = JSON.parse(file ?? '{}') as Record<string, unknown>;
    expect(Object.keys(en)).not.toContain('legal');
    expect(Object.keys(en)).toContain('legalPage');
  });
});
