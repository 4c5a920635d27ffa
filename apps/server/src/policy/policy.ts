// Who may do what: the one place the server asks. The web app mirrors these rules only to hide
// controls it knows the server would refuse.
import { accessErrorCodes, accessMessages } from '@sada/contracts/auth';
import { catalogMessages } from '@sada/contracts/catalog';
import type { Role, TrackStatus } from '@sada/contracts/enums';
import { moderationMessages } from '@sada/contracts/moderation';
import { playlistMessages } from '@sada/contracts/playlists';
import { uploadMessages } from '@sada/contracts/uploads';

import { AppError, forbidden, unauthorized } from '../http/errors';

export interface Actor {
  id: string;
  role: Role;
  emailVerified: boolean;
  /** For label accounts: an admin has verified the label. */
  labelVerified: boolean;
}

interface TrackRef {
  status: TrackStatus;
  /** The user who owns the track's artist profile, if any. */
  artistOwnerId: string | null;
  /** The label account the track's artist is signed to, if any. */
  artistLabelId: string | null;
}

interface PlaylistRef {
  ownerId: string;
  isPublic: boolean;
  collaborative: boolean;
}

interface Resources {
  'catalog:read': undefined;
  'track:play': TrackRef;
  'track:like': undefined;
  'album:like': undefined;
  'artist:follow': undefined;
  'library:use': undefined;
  'playlist:create': undefined;
  'playlist:read': PlaylistRef;
  'playlist:edit': PlaylistRef;
  'playlist:add-track': PlaylistRef;
  'playlist:like': undefined;
  'profile:edit': { userId: string };
  'track:upload': undefined;
  'track:manage': TrackRef;
  'artist-profile:create': undefined;
  'dashboard:view': undefined;
  'label-dashboard:view': undefined;
  'moderation:access': undefined;
  'track:moderate': TrackRef;
  'admin:access': undefined;
}

export type Action = keyof Resources;

type Rule<A extends Action> = (actor: Actor | null, resource: Resources[A]) => boolean;

const signedIn = (actor: Actor | null): actor is Actor => actor !== null;
/** Reviewing needs a verified e-mail address, and a label also needs an admin's verification. */
const isModerator = (actor: Actor | null): actor is Actor =>
  signedIn(actor) &&
  actor.emailVerified &&
  (actor.role === 'admin' || (actor.role === 'label' && actor.labelVerified));

const rules: { [A in Action]: Rule<A> } = {
  'catalog:read': () => true,
  'track:play': (actor, track) =>
    track.status === 'live' ||
    (signedIn(actor) && (actor.role === 'admin' || actor.id === track.artistOwnerId)) ||
    isModerator(actor),
  'track:like': signedIn,
  'album:like': signedIn,
  'artist:follow': signedIn,
  'library:use': signedIn,
  'playlist:create': signedIn,
  'playlist:read': (actor, playlist) =>
    playlist.isPublic || (signedIn(actor) && actor.id === playlist.ownerId),
  'playlist:edit': (actor, playlist) => signedIn(actor) && actor.id === playlist.ownerId,
  'playlist:add-track': (actor, playlist) =>
    signedIn(actor) &&
    (actor.id === playlist.ownerId || (playlist.collaborative && playlist.isPublic)),
  // Which playlist: only one the actor may read (the service checks it once it is loaded).
  'playlist:like': signedIn,
  'profile:edit': (actor, profile) => signedIn(actor) && actor.id === profile.userId,
  'track:upload': (actor) => signedIn(actor) && actor.emailVerified,
  // Editing, replacing and deleting a track: only the owner of its artist profile.
  'track:manage': (actor, track) => signedIn(actor) && actor.id === track.artistOwnerId,
  'artist-profile:create': (actor) => signedIn(actor) && actor.role === 'artist',
  'dashboard:view': (actor) => signedIn(actor) && actor.role !== 'listener',
  // A label sees its own figures whether or not an admin has verified it yet.
  'label-dashboard:view': (actor) => signedIn(actor) && actor.role === 'label',
  'moderation:access': isModerator,
  // Nobody decides on a track of their own artist profile, whatever their role; a label never
  // reviews the tracks of its own artists either.
  'track:moderate': (actor, track) =>
    isModerator(actor) &&
    actor.id !== track.artistOwnerId &&
    (actor.role === 'admin' || actor.id !== track.artistLabelId),
  'admin:access': (actor) => signedIn(actor) && actor.role === 'admin',
};

export function can<A extends Action>(
  actor: Actor | null,
  action: A,
  ...resource: Resources[A] extends undefined ? [] : [Resources[A]]
): boolean {
  const rule = rules[action] as Rule<A>;
  return rule(actor, resource[0] as Resources[A]);
}

/** What an anonymous visitor is told, where the spec words it (000 §5, 001 §8). */
const signInMessages: Partial<Record<Action, string>> = {
  'artist:follow': catalogMessages.signInToFollow,
  'album:like': catalogMessages.signInToLikeAlbum,
  'playlist:like': playlistMessages.signInToLike,
  'track:upload': uploadMessages.authenticationRequired,
};

/** What a signed-in caller the policy refuses is told, where the spec words it (001 §6). */
const deniedMessages: Partial<Record<Action, string>> = {
  'moderation:access': moderationMessages.accessDenied,
};

/**
 * Throws 401 for anonymous visitors and 403 for everyone else the policy refuses. When only a
 * verification stands in the way, the 403 says which one, so the person knows what to do.
 */
export function authorize<A extends Action>(
  actor: Actor | null,
  action: A,
  ...resource: Resources[A] extends undefined ? [] : [Resources[A]]
): void {
  if (can(actor, action, ...resource)) return;
  if (!actor) throw unauthorized(signInMessages[action]);
  const allowedOnceVerified = (verified: Partial<Actor>) =>
    can({ ...actor, ...verified }, action, ...resource);
  if (!actor.emailVerified && allowedOnceVerified({ emailVerified: true, labelVerified: true })) {
    throw new AppError(403, accessErrorCodes.emailNotVerified, accessMessages.emailNotVerified);
  }
  if (!actor.labelVerified && allowedOnceVerified({ labelVerified: true })) {
    throw new AppError(403, accessErrorCodes.labelNotVerified, accessMessages.labelNotVerified);
  }
  throw forbidden(deniedMessages[action]);
}
