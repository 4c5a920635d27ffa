import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DeferredDropdownMenu } from './deferred-dropdown-menu';
import { DropdownMenuContent, DropdownMenuItem } from './dropdown-menu';

function Items({ onPick }: { onPick: (name: string) => void }) {
  return (
    <DropdownMenuContent>
      <DropdownMenuItem onSelect={() => onPick('first')}>First</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onPick('second')}>Second</DropdownMenuItem>
    </DropdownMenuContent>
  );
}

function renderMenu(onPick = vi.fn()) {
  const loadContent = vi.fn(async () => Items);
  render(
    <>
      <button type="button">Before</button>
      <DeferredDropdownMenu
        trigger={{ 'aria-label': 'Options', className: 'trigger' }}
        loadContent={loadContent}
        contentProps={{ onPick }}
      >
        <span aria-hidden>⋯</span>
      </DeferredDropdownMenu>
    </>,
  );
  return { loadContent, onPick };
}

describe('DeferredDropdownMenu', () => {
  it('shows a menu button of the same name and loads nothing until asked', () => {
    const { loadContent } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Options' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveClass('trigger');
    expect(loadContent).not.toHaveBeenCalled();
  });

  it('opens on a tap that came before it loaded, and its items work', async () => {
    const user = userEvent.setup();
    const { loadContent, onPick } = renderMenu();
    const placeholder = screen.getByRole('button', { name: 'Options' });
    fireEvent.pointerDown(placeholder);
    fireEvent.click(placeholder);
    await user.click(await screen.findByRole('menuitem', { name: 'Second' }));
    expect(onPick).toHaveBeenCalledWith('second');
    expect(loadContent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('loads when pointed at, and the loaded trigger opens on a click', async () => {
    const user = userEvent.setup();
    const { loadContent } = renderMenu();
    await user.hover(screen.getByRole('button', { name: 'Options' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('id'),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Options' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeInTheDocument();
    expect(loadContent).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus on the trigger while it loads, then opens with the arrow key', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    // Focus started the loading; the menu's own trigger (Radix gives it an id) takes the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('id'),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options' }));
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toHaveAccessibleName('Options');
  });

  it('a press before loading finishes opens the menu when it has', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole('button', { name: 'Options' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
