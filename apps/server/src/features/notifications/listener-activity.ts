// The notifications that listeners' own actions cause for somebody else: an artist
// gains a follower, a playlist's owner sees a track someone else added. Each runs inside the
// action's transaction; deliver what it returns once that has committed (notify.ts).
import type { Executor } from '../../db/client';
import { insertNotifications, type CreatedNotification } from './notify';
import { artistWithOwner, hasFollowerNotification, playlistAndTrack, userName } from './repository';

/**
 * Tells the owner of `artistId` that `followerId` follows it. An owner hears of each follower
 * once, so following and unfollowing again and again sends nothing more; nor does following
 * one's own artist profile.
 */
export async function notifyNewFollower(
  tx: Executor,
  followerId: string,
  artistId: string,
): Promise<CreatedNotification[]> {
  const artist = await artistWithOwner(tx, artistId);
  const ownerId = artist?.ownerUserId;
  if (!artist || !ownerId || ownerId === followerId) return [];
  if (await hasFollowerNotification(tx, ownerId, followerId, artistId)) return [];
  const followerName = (await userName(tx, followerId)) ?? '';
  return insertNotifications(tx, [
    {
      userId: ownerId,
      kind: 'new_follower',
      title: 'New follower',
      message: `${followerName} now follows ${artist.name}.`,
      link: `/user/${followerId}`,
      data: { followerName, artistName: artist.name, followerId, artistId },
    },
  ]);
}

/** Tells a playlist's owner that somebody else added a track to it (a collaborative playlist). */
export async function notifyPlaylistTrackAdded(
  tx: Executor,
  actorId: string,
  playlistId: string,
  trackId: string,
): Promise<CreatedNotification[]> {
  const found = await playlistAndTrack(tx, playlistId, trackId);
  if (!found || found.ownerId === actorId) return [];
  const name = (await userName(tx, actorId)) ?? '';
  return insertNotifications(tx, [
    {
      userId: found.ownerId,
      kind: 'playlist_track_added',
      title: 'Track added to your playlist',
      message: `${name} added "${found.trackTitle}" to ${found.playlistName}.`,
      link: `/playlist/${playlistId}`,
      data: {
        userName: name,
        trackTitle: found.trackTitle,
        playlistName: found.playlistName,
        userId: actorId,
        playlistId,
        trackId,
      },
    },
  ]);
}
