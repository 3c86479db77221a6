import type { DomainEvent } from '../shared/decider.js';

export type TermsAccepted = DomainEvent<
  'TermsAccepted',
  {
    userId: string;
    version: string;
    /** When the player says they accepted, as their device reported it. */
    acceptedAt: string;
    /** When the server recorded the acceptance. */
    recordedAt: string;
  }
>;

export type TermsEvent = TermsAccepted;

export interface TermsState {
  acceptedVersions: ReadonlyMap<string, string>;
}

export const initialTermsState = (): TermsState => ({ acceptedVersions: new Map() });

export function evolveTerms(state: TermsState, event: TermsEvent): TermsState {
  switch (event.type) {
    case 'TermsAccepted': {
      const acceptedVersions = new Map(state.acceptedVersions);
      acceptedVersions.set(event.data.version, event.data.acceptedAt);
      return { acceptedVersions };
    }
  }
}
