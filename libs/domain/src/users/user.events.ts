import type { DomainEvent } from '../shared/decider.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; email: string; displayName: string; registeredAt: string }
>;

export type UserEvent = UserRegistered;

export interface UserState {
  registered: boolean;
}

export const initialUserState = (): UserState => ({ registered: false });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
  }
}
