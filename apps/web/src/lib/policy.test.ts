// The web app hides what the server would refuse: both ask @sada/policy, and this proves they
// answer alike for every role, every verification state and every action, so neither drifts.
import { roles } from '@sada/contracts/enums';
import {
  actions,
  can,
  type Action,
  type Actor,
  type PlaylistRef,
  type ResourceArgs,
  type Resources,
  type TrackRef,
} from '@sada/policy';
import { describe, expect, it } from 'vitest';

import { authorize } from '../../../server/src/policy/policy';
import { canModerate, hasDashboard, moderationVerificationMissing } from './policy';

const callers: (Actor | null)[] = [
  null,
  ...roles.flatMap((role) =>
    [true, false].flatMap((emailVerified) =>
      [true, false].map((labelVerified) => ({
        id: `${role}-id`,
        role,
        emailVerified,
        labelVerified,
      })),
    ),
  ),
];

const describeCaller = (actor: Actor | null) =>
  actor
    ? `${actor.role}${actor.emailVerified ? '' : ', e-mail not verified'}${
        actor.labelVerified ? '' : ', label not verified'
      }`
    : 'anonymous';

const others = (actor: Actor | null) => [actor?.id ?? 'nobody', 'someone-else'];

function tracks(actor: Actor | null): TrackRef[] {
  return (['live', 'qc', 'rejected'] as const).flatMap((status) =>
    others(actor).flatMap((artistOwnerId) =>
      [...others(actor), null].map((artistLabelId) => ({ status, artistOwnerId, artistLabelId })),
    ),
  );
}

function playlists(actor: Actor | null): PlaylistRef[] {
  return others(actor).flatMap((ownerId) =>
    [true, false].flatMap((isPublic) =>
      [true, false].map((collaborative) => ({ ownerId, isPublic, collaborative })),
    ),
  );
}

/** Every resource worth telling apart for the action: none, or each kind of owner and state. */
function resourcesFor(action: Action, actor: Actor | null): ResourceArgs<Action>[] {
  const example: { [A in Action]: (actor: Actor | null) => Resources[A][] } = {
    'catalog:read': () => [undefined],
    'track:play': tracks,
    'track:like': () => [undefined],
    'album:like': () => [undefined],
    'artist:follow': () => [undefined],
    'library:use': () => [undefined],
    'playlist:create': () => [undefined],
    'playlist:read': playlists,
    'playlist:edit': playlists,
    'playlist:add-track': playlists,
    'playlist:like': () => [undefined],
    'profile:edit': (who) => others(who).map((userId) => ({ userId })),
    'track:upload': () => [undefined],
    'track:manage': tracks,
    'series:manage': (who) => [...others(who), null].map((artistOwnerId) => ({ artistOwnerId })),
    'artist-profile:create': () => [undefined],
    'dashboard:view': () => [undefined],
    'label-dashboard:view': () => [undefined],
    'moderation:access': () => [undefined],
    'track:moderate': tracks,
    // A series under review is told apart by the same owner and label as a track.
    'series:moderate': tracks,
    'admin:access': () => [undefined],
  };
  return example[action](actor).map(
    (resource) => (resource === undefined ? [] : [resource]) as ResourceArgs<Action>,
  );
}

/** What a resource-free action is about, in the type every action's resource shares here. */
const noResource = [] as unknown as ResourceArgs<Action>;

/** What the server answers: allowed, or the status and code of its refusal. */
function serverAnswer(actor: Actor | null, action: Action, resource = noResource) {
  try {
    authorize(actor, action, ...resource);
    return 'allowed';
  } catch (error) {
    const { status, code } = error as { status: number; code: string };
    return `${status} ${code}`;
  }
}

describe.each(callers.map((actor) => [describeCaller(actor), actor] as const))(
  'for %s',
  (_, actor) => {
    it.each(actions)('the server allows %s exactly when the shared rules do', (action) => {
      for (const resource of resourcesFor(action, actor)) {
        const allowed = can(actor, action, ...resource);
        const answer = serverAnswer(actor, action, resource);
        expect({ resource, answer: answer === 'allowed' }).toEqual({ resource, answer: allowed });
      }
    });

    it('the web offers moderation exactly when the server lets the queue open', () => {
      expect(canModerate(actor)).toBe(serverAnswer(actor, 'moderation:access') === 'allowed');
    });

    it('the web names the verification the server would ask for', () => {
      if (!actor) return;
      const missing = moderationVerificationMissing(actor);
      const answer = serverAnswer(actor, 'moderation:access');
      const expected = {
        email: '403 email_not_verified',
        label: '403 label_not_verified',
      } as const;
      if (missing) expect(answer).toBe(expected[missing]);
      else expect(answer).not.toMatch(/_not_verified$/);
    });

    it('the web offers a dashboard exactly when the server shows one', () => {
      expect(hasDashboard(actor?.role ?? null)).toBe(
        serverAnswer(actor, 'dashboard:view') === 'allowed',
      );
    });
  },
);
