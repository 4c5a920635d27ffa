// Notifications (000 §2, §3): what the bell in the top bar lists, and the live event that
// brings a new one to an open page.
import { z } from 'zod';

/** The bell shows the newest 50. */
export const NOTIFICATIONS_LIMIT = 50;
/** Above this the badge reads '99+'. */
export const NOTIFICATION_BADGE_MAX = 99;

/**
 * What happened. The web app words each kind in the reader's language from `data`; `title` and
 * `message` hold the English wording for anything that cannot (e-mail, older clients).
 */
export const notificationKinds = [
  'general',
  'track_approved',
  'track_rejected',
  'track_needs_revision',
  'new_release',
  'new_follower',
  'playlist_track_added',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notification = z
  .object({
    id: z.uuid(),
    kind: z.enum(notificationKinds),
    title: z.string(),
    message: z.string(),
    /** Where the notification leads in the app, e.g. `/track/{id}`. */
    link: z.string().nullable(),
    /** The names and reasons the message mentions, for wording it in another language. */
    data: z.record(z.string(), z.string()),
    read: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

/** A new notification for the signed-in user; `event: notification`. */
export const notificationEvent = z
  .object({ type: z.literal('notification'), notification })
  .meta({ id: 'NotificationEvent' });
export type NotificationEvent = z.infer<typeof notificationEvent>;
