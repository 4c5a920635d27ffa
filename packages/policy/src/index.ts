// Who may do what: the rules alone, with nothing of the database or of HTTP. The server enforces
// them (apps/server/src/policy/policy.ts); the web app asks the same rules only to hide the
// controls it knows the server would refuse.
import type { Role, TrackStatus } from '@sada/contracts/enums';

export interface Actor {
  id: string;
  role: Role;
  emailVerified: boolean;
  /** For label accounts: an admin has verified the label. */
  labelVerified: boolean;
}

export interface TrackRef {
  status: TrackStatus;
  /** The user who owns the track's artist profile, if any. */
  artistOwnerId: string | null;
  /** The label account the track's artist is signed to, if any. */
  artistLabelId: string | null;
}

export interface PlaylistRef {
  ownerId: string;
  isPublic: boolean;
  collaborative: boolean;
}

/** A series, as the policy needs it: whose artist profile it belongs to. */
export interface SeriesRef {
  artistOwnerId: string | null;
}

/** A series under review, as the policy needs it: its artist's owner and label. */
export interface SeriesReviewRef {
  /** The user who owns the series' artist profile, if any. */
  artistOwnerId: string | null;
  /** The label account the series' artist is signed to, if any. */
  artistLabelId: string | null;
}

/** What each action is about: `undefined` for an action that needs no resource. */
export interface Resources {
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
  'series:manage': SeriesRef;
  'artist-profile:create': undefined;
  'dashboard:view': undefined;
  'label-dashboard:view': undefined;
  'moderation:access': undefined;
  'track:moderate': TrackRef;
  'series:moderate': SeriesReviewRef;
  'admin:access': undefined;
}

export type Action = keyof Resources;

/** The actions an anonymous visitor may be allowed; every other action needs an account. */
const visitorActions = ['catalog:read', 'track:play', 'playlist:read'] as const;
export type VisitorAction = (typeof visitorActions)[number];
export type AccountAction = Exclude<Action, VisitorAction>;

/** The resource an action is about, as the rest parameter of `can`: none, or one. */
export type ResourceArgs<A extends Action> = Resources[A] extends undefined ? [] : [Resources[A]];

type VisitorRule<A extends Action> = (actor: Actor | null, resource: Resources[A]) => boolean;
type AccountRule<A extends Action> = (actor: Actor, resource: Resources[A]) => boolean;

/** The actions the role alone decides, and the roles that may take them. */
const roleActions = {
  'artist-profile:create': ['artist'],
  'dashboard:view': ['artist', 'label', 'admin'],
  // A label sees its own figures whether or not an admin has verified it yet.
  'label-dashboard:view': ['label'],
  'admin:access': ['admin'],
} as const satisfies Partial<Record<AccountAction, readonly Role[]>>;
export type RoleAction = keyof typeof roleActions;

/** Whether an account of `role` (null: nobody signed in) may take an action the role decides. */
export function roleMay(role: Role | null, action: RoleAction): boolean {
  return role !== null && (roleActions[action] as readonly Role[]).includes(role);
}

const everyRole = (): boolean => true;
const byRole =
  (action: RoleAction) =>
  (actor: Actor): boolean =>
    roleMay(actor.role, action);
/** Reviewing needs a verified e-mail address, and a label also needs an admin's verification. */
const isModerator = (actor: Actor): boolean =>
  actor.emailVerified &&
  (actor.role === 'admin' || (actor.role === 'label' && actor.labelVerified));

/**
 * Nobody decides on what belongs to their own artist profile, whatever their role; a label never
 * reviews what its own artists made either.
 */
const mayReview = (actor: Actor, about: SeriesReviewRef): boolean =>
  isModerator(actor) &&
  actor.id !== about.artistOwnerId &&
  (actor.role === 'admin' || actor.id !== about.artistLabelId);

const visitorRules: { [A in VisitorAction]: VisitorRule<A> } = {
  'catalog:read': () => true,
  'track:play': (actor, track) =>
    track.status === 'live' ||
    (actor !== null &&
      (actor.role === 'admin' || actor.id === track.artistOwnerId || isModerator(actor))),
  'playlist:read': (actor, playlist) => playlist.isPublic || actor?.id === playlist.ownerId,
};

const accountRules: { [A in AccountAction]: AccountRule<A> } = {
  'track:like': everyRole,
  'album:like': everyRole,
  'artist:follow': everyRole,
  'library:use': everyRole,
  'playlist:create': everyRole,
  'playlist:edit': (actor, playlist) => actor.id === playlist.ownerId,
  'playlist:add-track': (actor, playlist) =>
    actor.id === playlist.ownerId || (playlist.collaborative && playlist.isPublic),
  // Which playlist: only one the actor may read (the service checks it once it is loaded).
  'playlist:like': everyRole,
  'profile:edit': (actor, profile) => actor.id === profile.userId,
  'track:upload': (actor) => actor.emailVerified,
  // Editing, replacing and deleting a track: only the owner of its artist profile.
  'track:manage': (actor, track) => actor.id === track.artistOwnerId,
  // Editing, filling and deleting a series: only the owner of its artist profile.
  'series:manage': (actor, series) => actor.id === series.artistOwnerId,
  'artist-profile:create': byRole('artist-profile:create'),
  'dashboard:view': byRole('dashboard:view'),
  'label-dashboard:view': byRole('label-dashboard:view'),
  'moderation:access': isModerator,
  'track:moderate': mayReview,
  // A series' details are reviewed by the same rule as its tracks.
  'series:moderate': mayReview,
  'admin:access': byRole('admin:access'),
};

/** Every action. */
export const actions = Object.keys({ ...visitorRules, ...accountRules }) as Action[];

/** True when only a signed-in account can ever be allowed the action. */
export function needsAccount(action: Action): action is AccountAction {
  return !(visitorActions as readonly Action[]).includes(action);
}

export function can<A extends Action>(
  actor: Actor | null,
  action: A,
  ...resource: ResourceArgs<A>
): boolean {
  const about = resource[0] as Resources[A];
  if (!needsAccount(action)) {
    return (visitorRules[action as VisitorAction] as VisitorRule<A>)(actor, about);
  }
  return actor !== null && (accountRules[action as AccountAction] as AccountRule<A>)(actor, about);
}

/** A verification an account lacks: of its e-mail address, or of its label by an admin. */
export type Verification = 'email' | 'label';

/**
 * The verification that alone stands in a signed-in actor's way, so the person can be told what
 * to do; null when the policy allows the action, or when verifying would not change the answer.
 */
export function missingVerification<A extends Action>(
  actor: Actor,
  action: A,
  ...resource: ResourceArgs<A>
): Verification | null {
  if (can(actor, action, ...resource)) return null;
  const allowedOnceVerified = (verified: Partial<Actor>) =>
    can({ ...actor, ...verified }, action, ...resource);
  if (!actor.emailVerified && allowedOnceVerified({ emailVerified: true, labelVerified: true })) {
    return 'email';
  }
  if (!actor.labelVerified && allowedOnceVerified({ labelVerified: true })) return 'label';
  return null;
}
