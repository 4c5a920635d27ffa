// Notifications: what the bell in the top bar lists, and the live event that
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
  'new_episode',
  'series_approved',
  'series_rejected',
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

/**
 * The names each kind's wording needs in `data`; without them a client shows `title` and
 * `message`. A review's `notes`, when there are any, ride along as well.
 */
export const notificationDataKeys: { readonly [K in NotificationKind]: readonly string[] } = {
  general: [],
  track_approved: ['trackTitle'],
  track_rejected: ['trackTitle', 'reason'],
  track_needs_revision: ['trackTitle'],
  new_release: ['artistName', 'trackTitle'],
  new_follower: ['followerName', 'artistName'],
  playlist_track_added: ['userName', 'trackTitle', 'playlistName'],
  new_episode: ['seriesTitle', 'trackTitle'],
  series_approved: ['seriesTitle'],
  series_rejected: ['seriesTitle', 'reason'],
};

export const notificationMessages = {
  notFound: 'Notification not found',
  invalidId: 'Not a notification id',
} as const;

export const notificationIdParams = z.object({
  notificationId: z.uuid({ error: notificationMessages.invalidId }),
});

const unreadCount = z.number().int().nonnegative();

/** The bell: the newest 50, and how many of all the caller's notifications are unread. */
export const notificationList = z
  .object({ notifications: z.array(notification), unreadCount })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationList>;

export const unreadNotificationCount = z
  .object({ unreadCount })
  .meta({ id: 'UnreadNotificationCount' });
export type UnreadNotificationCount = z.infer<typeof unreadNotificationCount>;

/** After marking one: the notification as it now is, and the unread count. */
export const notificationMarked = z
  .object({ notification, unreadCount })
  .meta({ id: 'NotificationMarked' });
export type NotificationMarked = z.infer<typeof notificationMarked>;

/** After marking all: how many were unread and now are read. */
export const notificationsMarked = z
  .object({ marked: z.number().int().nonnegative(), unreadCount })
  .meta({ id: 'NotificationsMarked' });
export type NotificationsMarked = z.infer<typeof notificationsMarked>;
