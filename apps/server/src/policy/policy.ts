// Who may do what: the one place the server asks. The rules themselves are in @sada/policy, which
// the web app also asks to hide controls it knows the server would refuse; this adds the answers
// the server gives when it refuses.
import { accessErrorCodes, accessMessages } from '@sada/contracts/auth';
import { catalogMessages } from '@sada/contracts/catalog';
import { moderationMessages } from '@sada/contracts/moderation';
import { playlistMessages } from '@sada/contracts/playlists';
import { uploadMessages } from '@sada/contracts/uploads';
import { can, missingVerification, type Action, type Actor, type ResourceArgs } from '@sada/policy';

import { AppError, forbidden, unauthorized } from '../http/errors';

export { can, needsAccount, type Action, type Actor } from '@sada/policy';

/** What an anonymous visitor is told, where the spec words it. */
const signInMessages: Partial<Record<Action, string>> = {
  'artist:follow': catalogMessages.signInToFollow,
  'album:like': catalogMessages.signInToLikeAlbum,
  'playlist:like': playlistMessages.signInToLike,
  'track:upload': uploadMessages.authenticationRequired,
};

/** What a signed-in caller the policy refuses is told, where the spec words it. */
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
  ...resource: ResourceArgs<A>
): void {
  if (can(actor, action, ...resource)) return;
  if (!actor) throw signInRequired(action);
  switch (missingVerification(actor, action, ...resource)) {
    case 'email':
      throw new AppError(403, accessErrorCodes.emailNotVerified, accessMessages.emailNotVerified);
    case 'label':
      throw new AppError(403, accessErrorCodes.labelNotVerified, accessMessages.labelNotVerified);
    case null:
      throw forbidden(deniedMessages[action]);
  }
}

/** The 401 an anonymous visitor gets for an action that needs an account. */
export function signInRequired(action: Action): AppError {
  return unauthorized(signInMessages[action]);
}
