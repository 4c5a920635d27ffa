// A notification in the reader's language: each kind is worded from its `data`; a general one,
// or one whose data lacks a name its wording needs, shows the server's own title and message.
import { notificationDataKeys, type Notification } from '@sada/contracts/notifications';
import type { TFunction } from 'i18next';

export interface NotificationText {
  title: string;
  message: string;
}

export function notificationText(t: TFunction, notification: Notification): NotificationText {
  const { kind, data } = notification;
  const complete = notificationDataKeys[kind].every((key) => Boolean(data[key]));
  if (kind === 'general' || !complete) {
    return { title: notification.title, message: notification.message };
  }
  // A decision on an edit of a live track's details rather than on the track itself.
  const edit = data.edit === 'true';
  switch (kind) {
    case 'track_approved':
      return edit
        ? {
            title: t('notifications.kinds.track_approved.editTitle'),
            message: t('notifications.kinds.track_approved.editMessage', {
              trackTitle: data.trackTitle,
            }),
          }
        : {
            title: t('notifications.kinds.track_approved.title'),
            message: t('notifications.kinds.track_approved.message', {
              trackTitle: data.trackTitle,
            }),
          };
    case 'track_rejected':
      return {
        title: t(`notifications.kinds.track_rejected.${edit ? 'editTitle' : 'title'}`),
        message: t(`notifications.kinds.track_rejected.${edit ? 'editMessage' : 'message'}`, {
          trackTitle: data.trackTitle,
          reason: data.reason,
        }),
      };
    case 'track_needs_revision':
      return {
        title: t('notifications.kinds.track_needs_revision.title'),
        message: data.notes
          ? t(
              `notifications.kinds.track_needs_revision.${edit ? 'editMessageWithNotes' : 'messageWithNotes'}`,
              { trackTitle: data.trackTitle, notes: data.notes },
            )
          : t(`notifications.kinds.track_needs_revision.${edit ? 'editMessage' : 'message'}`, {
              trackTitle: data.trackTitle,
            }),
      };
    case 'new_release':
      return {
        title: t('notifications.kinds.new_release.title'),
        message: t('notifications.kinds.new_release.message', {
          artistName: data.artistName,
          trackTitle: data.trackTitle,
        }),
      };
    case 'new_episode':
      return {
        title: t('notifications.kinds.new_episode.title'),
        message: t('notifications.kinds.new_episode.message', {
          seriesTitle: data.seriesTitle,
          trackTitle: data.trackTitle,
        }),
      };
    case 'series_approved':
      return {
        title: t(`notifications.kinds.series_approved.${edit ? 'editTitle' : 'title'}`),
        message: t(`notifications.kinds.series_approved.${edit ? 'editMessage' : 'message'}`, {
          seriesTitle: data.seriesTitle,
        }),
      };
    case 'series_rejected':
      return {
        title: t(`notifications.kinds.series_rejected.${edit ? 'editTitle' : 'title'}`),
        message: t(`notifications.kinds.series_rejected.${edit ? 'editMessage' : 'message'}`, {
          seriesTitle: data.seriesTitle,
          reason: data.reason,
        }),
      };
    case 'new_follower':
      return {
        title: t('notifications.kinds.new_follower.title'),
        message: t('notifications.kinds.new_follower.message', {
          followerName: data.followerName,
          artistName: data.artistName,
        }),
      };
    case 'playlist_track_added':
      return {
        title: t('notifications.kinds.playlist_track_added.title'),
        message: t('notifications.kinds.playlist_track_added.message', {
          userName: data.userName,
          trackTitle: data.trackTitle,
          playlistName: data.playlistName,
        }),
      };
  }
}
