import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as I18nModule from '../lib/i18n/i18n';
import { changeLanguage } from '../lib/i18n/i18n';
import { LanguageMenu } from './language-menu';

vi.mock('../lib/i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  changeLanguage: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  vi.clearAllMocks();
});

describe('LanguageMenu', () => {
  it('names each language in itself and switches to the one chosen', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);

    const trigger = () => screen.getByRole('button', { name: 'Change language (now English)' });
    // The menu loads when pointed at; its own trigger (with an id) then stands in the same place.
    await user.hover(trigger());
    await waitFor(() => expect(trigger()).toHaveAttribute('id'));
    await user.click(trigger());
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    const arabic = screen.getByRole('menuitemradio', { name: 'العربية' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(arabic).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('العربية')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('العربية')).toHaveAttribute('dir', 'rtl');

    await user.click(arabic);
    expect(changeLanguage).toHaveBeenCalledWith('ar');
  });
});
