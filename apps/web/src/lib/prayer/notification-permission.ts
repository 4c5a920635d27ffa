/** Whether this browser can show system notifications at all. */
export function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Asks for permission to show browser notifications, once, when the listener turns prayer
 * notifications on; a browser that has already been answered is not asked again.
 */
export function requestNotificationPermission(): void {
  if (!canNotify() || Notification.permission !== 'default') return;
  // Older Safari answers through a callback and returns nothing; the answer is read later anyway.
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}

/** Shows a system notification when the listener has allowed them. */
export function showSystemNotification(title: string, options: NotificationOptions): void {
  if (!canNotify() || Notification.permission !== 'granted') return;
  try {
    new Notification(title, options);
  } catch {
    // Some browsers (Android Chrome) allow notifications only from a service worker.
  }
}
