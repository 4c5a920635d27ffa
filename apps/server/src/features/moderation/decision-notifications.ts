// Who hears of a review decision, and what they are told: the artist of every decision, and the
// artist's followers when a track goes live. The English wording is kept for anything that
// cannot word the kind itself; `data` carries the names and reasons for every other language.
import type { ReviewDecision } from '@sada/contracts/enums';

import type { NewNotification } from '../notifications/notify';

export interface DecidedTrack {
  id: string;
  title: string;
  artistId: string;
  artistName: string;
  artistOwnerId: string | null;
}

export function decisionNotifications(
  track: DecidedTrack,
  decision: ReviewDecision,
  review: { notes: string | null; rejectionReason: string | null },
  followers: string[],
): NewNotification[] {
  const base: Record<string, string> = {
    trackId: track.id,
    trackTitle: track.title,
    artistId: track.artistId,
    artistName: track.artistName,
  };
  const data = review.notes ? { ...base, notes: review.notes } : base;
  const trackLink = `/track/${track.id}`;
  const items: NewNotification[] = [];
  const owner = track.artistOwnerId;

  if (owner) {
    if (decision === 'approved') {
      items.push({
        userId: owner,
        kind: 'track_approved',
        title: 'Your track is live',
        message: `"${track.title}" was approved and is now live.`,
        link: trackLink,
        data,
      });
    } else if (decision === 'rejected') {
      const reason = review.rejectionReason ?? '';
      items.push({
        userId: owner,
        kind: 'track_rejected',
        title: 'Track not approved',
        message: `"${track.title}" was not approved. Reason: ${reason}`,
        link: '/my-tracks',
        data: { ...data, reason },
      });
    } else {
      items.push({
        userId: owner,
        kind: 'track_needs_revision',
        title: 'Changes requested',
        message: review.notes
          ? `"${track.title}" needs changes before it can go live. Notes: ${review.notes}`
          : `"${track.title}" needs changes before it can go live.`,
        link: '/my-tracks',
        // The notes are what the artist has to change (notificationDataKeys: `reason`).
        data: review.notes ? { ...data, reason: review.notes } : data,
      });
    }
  }

  if (decision === 'approved') {
    for (const userId of new Set(followers)) {
      if (userId === owner) continue;
      items.push({
        userId,
        kind: 'new_release',
        title: 'New release',
        message: `${track.artistName} released "${track.title}".`,
        link: trackLink,
        data: base,
      });
    }
  }
  return items;
}
