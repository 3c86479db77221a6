import type { DomainEvent } from '../shared/decider.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; email: string; displayName: string; registeredAt: string }
>;

/** The player edited their profile; only the fields that changed are present. */
export type UserProfileChanged = DomainEvent<
  'UserProfileChanged',
  { userId: string; displayName?: string; photoURL?: string | null; changedAt: string }
>;

export type UserEvent = UserRegistered | UserProfileChanged;

export interface UserState {
  registered: boolean;
  displayName: string | null;
  /** undefined: never set through a profile edit (a social sign-in may have brought one). */
  photoURL?: string | null;
}

export const initialUserState = (): UserState => ({ registered: false, displayName: null });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true, displayName: event.data.displayName };
    case 'UserProfileChanged':
      return {
        ...state,
        ...(event.data.displayName !== undefined ? { displayName: event.data.displayName } : {}),
        ...(event.data.photoURL !== undefined ? { photoURL: event.data.photoURL } : {}),
      };
  }
}
