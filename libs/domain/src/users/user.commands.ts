import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import { evolveUser, initialUserState, type UserEvent, type UserState } from './user.events.js';
import { validateDisplayName, validatePhotoUrl, type ProfileFieldCheck } from './profile.rules.js';

export interface RegisterUser {
  type: 'RegisterUser';
  data: { userId: string; email: string; displayName: string };
  metadata: { now: Date };
}

/** A profile edit: a field left out stays as it is; `photoURL: null` removes the avatar. */
export interface ChangeUserProfile {
  type: 'ChangeUserProfile';
  data: { userId: string; displayName?: string; photoURL?: string | null };
  metadata: { now: Date };
}

export type UserCommand = RegisterUser | ChangeUserProfile;

export const userStreamName = (userId: string) => `user-${userId}`;

function accepted<T>(check: ProfileFieldCheck<T>): T {
  if (!check.ok) throw new DomainError('validation', check.code, check.message);
  return check.value;
}

function register(command: RegisterUser, state: UserState): UserEvent[] {
  const { userId, email, displayName } = command.data;
  // The account already exists when this runs (the identity library created it); a repeat is a no-op.
  if (state.registered) return [];
  // The same rule as a profile edit: what sign-up stores is shown to everyone on the leaderboard.
  const name = accepted(validateDisplayName(displayName));
  return [
    {
      type: 'UserRegistered',
      data: {
        userId,
        email: email.trim().toLowerCase(),
        displayName: name,
        registeredAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

function changeProfile(command: ChangeUserProfile, state: UserState): UserEvent[] {
  if (!state.registered) throw new DomainError('not_found', 'USER.NOT_FOUND', 'No such user.');
  const { userId } = command.data;
  const displayName =
    command.data.displayName === undefined
      ? undefined
      : accepted(validateDisplayName(command.data.displayName));
  const photoURL =
    command.data.photoURL === undefined ? undefined : accepted(validatePhotoUrl(command.data.photoURL));
  if (displayName === undefined && photoURL === undefined) {
    throw new DomainError('validation', 'USER.PROFILE_EDIT_EMPTY', 'Send a displayName, a photoURL or both.');
  }
  const changed = {
    ...(displayName !== undefined && displayName !== state.displayName ? { displayName } : {}),
    ...(photoURL !== undefined && photoURL !== state.photoURL ? { photoURL } : {}),
  };
  if (Object.keys(changed).length === 0) return [];
  return [
    {
      type: 'UserProfileChanged',
      data: { userId, ...changed, changedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return register(command, state);
    case 'ChangeUserProfile':
      return changeProfile(command, state);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
