import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import {
  closeListeningRuleDialog,
  useListeningRuleDialog,
} from '../../components/listening-rule/dialog-store';
import { renderWithProviders } from '../../testing/render';
import { testListener } from '../../testing/session-user';
import { LanguageMenu } from '../language-menu';
import { UserMenu } from '../user-menu';

/** Opens a deferred menu the way a pointer does: it loads on hover, then opens on a click. */
async function openMenu(name: string | RegExp) {
  const user = userEvent.setup();
  const trigger = () => screen.getByRole('button', { name });
  await user.hover(trigger());
  await waitFor(() => expect(trigger()).toHaveAttribute('id'));
  await user.click(trigger());
  return user;
}

afterEach(() => {
  closeListeningRuleDialog();
});

describe("'What you hear' in the top-right menus", () => {
  it("is in a visitor's menu and asks what they would like to hear", async () => {
    renderWithProviders(<LanguageMenu />);
    const user = await openMenu(/Change language/);
    await user.click(await screen.findByRole('menuitem', { name: 'What you hear' }));
    expect(useListeningRuleDialog.getState().open).toBe(true);
  });

  it("is in a signed-in user's menu too", async () => {
    renderWithProviders(<UserMenu user={testListener} />);
    const user = await openMenu(/Account menu/);
    await user.click(await screen.findByRole('menuitem', { name: 'What you hear' }));
    expect(useListeningRuleDialog.getState().open).toBe(true);
  });
});
