import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import { evolveUser, initialUserState, type UserEvent, type UserState } from './user.events.js';

export interface RegisterUser {
  type: 'RegisterUser';
  data: { userId: string; email: string; displayName: string };
  metadata: { now: Date };
}

export type UserCommand = RegisterUser;

export const userStreamName = (userId: string) => `user-${userId}`;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  const { userId, email, displayName } = command.data;
  // The account already exists when this runs (the identity library created it); a repeat is a no-op.
  if (state.registered) return [];
  if (displayName.trim().length === 0) {
    throw new DomainError('validation', 'USER.DISPLAY_NAME_REQUIRED', 'A display name is required.');
  }
  return [
    {
      type: 'UserRegistered',
      data: {
        userId,
        email: email.trim().toLowerCase(),
        displayName: displayName.trim(),
        registeredAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
