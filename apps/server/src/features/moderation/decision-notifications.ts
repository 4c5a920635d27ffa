// Who hears of a review decision, and what they are told: the artist of every decision, and the
// artist's followers when a track goes live. The English wording is kept for anything that
// cannot word the kind itself; `data` carries the names and reasons for every other language.
import type { ReviewDecision } from '@sada/contracts/enums';

import type { NewNotification } from '../notifications';

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
  /** The decision is on an edit of a live track's details, not on the track itself. */
  edit = false,
): NewNotification[] {
  const base: Record<string, string> = {
    trackId: track.id,
    trackTitle: track.title,
    artistId: track.artistId,
    artistName: track.artistName,
  };
  const data = {
    ...base,
    ...(review.notes ? { notes: review.notes } : {}),
    ...(edit ? { edit: 'true' } : {}),
  };
  const trackLink = `/track/${track.id}`;
  const items: NewNotification[] = [];
  const owner = track.artistOwnerId;
  const quoted = `"${track.title}"`;

  if (owner) {
    if (decision === 'approved') {
      items.push({
        userId: owner,
        kind: 'track_approved',
        title: edit ? 'Your changes are live' : 'Your track is live',
        message: edit
          ? `Your changes to ${quoted} were approved and are now live.`
          : `${quoted} was approved and is now live.`,
        link: trackLink,
        data,
      });
    } else if (decision === 'rejected') {
      const reason = review.rejectionReason ?? '';
      items.push({
        userId: owner,
        kind: 'track_rejected',
        title: edit ? 'Changes not approved' : 'Track not approved',
        message: edit
          ? `Your changes to ${quoted} were not approved; listeners still see the approved ` +
            `version. Reason: ${reason}`
          : `${quoted} was not approved. Reason: ${reason}`,
        link: '/my-tracks',
        data: { ...data, reason },
      });
    } else {
      const subject = edit
        ? `Your changes to ${quoted} need more work before they can go live.`
        : `${quoted} needs changes before it can go live.`;
      items.push({
        userId: owner,
        kind: 'track_needs_revision',
        title: 'Changes requested',
        message: review.notes ? `${subject} Notes: ${review.notes}` : subject,
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
