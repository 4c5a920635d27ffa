import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderForm } from './settings-form-fixture';

function stubNotification(permission: NotificationPermission) {
  const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser notifications for prayer times', () => {
  it('are asked for when prayer notifications are turned on, and not before', async () => {
    const requestPermission = stubNotification('default');
    renderForm();
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('switch', { name: 'Prayer notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('switch', { name: 'Prayer notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('are not asked for again once the browser has an answer', async () => {
    const requestPermission = stubNotification('denied');
    renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Prayer notifications' }));
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
