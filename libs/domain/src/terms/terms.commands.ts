import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import { evolveTerms, initialTermsState, type TermsEvent, type TermsState } from './terms.events.js';
import { ACCEPTED_AT_CLOCK_SKEW_MS, isKnownTermsVersion } from './terms.rules.js';

export interface AcceptTerms {
  type: 'AcceptTerms';
  data: { userId: string; version: string; acceptedAt: string };
  metadata: { now: Date };
}

export type TermsCommand = AcceptTerms;

export const termsStreamName = (userId: string) => `terms-${userId}`;

export function decideTerms(command: TermsCommand, state: TermsState): TermsEvent[] {
  const { userId, version, acceptedAt } = command.data;
  if (!isKnownTermsVersion(version)) {
    throw new DomainError('validation', 'TERMS.UNKNOWN_VERSION', `Unknown terms version '${version}'.`);
  }
  const acceptedAtMs = Date.parse(acceptedAt);
  if (Number.isNaN(acceptedAtMs)) {
    throw new DomainError('validation', 'TERMS.INVALID_ACCEPTED_AT', 'acceptedAt must be an ISO date-time.');
  }
  if (acceptedAtMs > command.metadata.now.getTime() + ACCEPTED_AT_CLOCK_SKEW_MS) {
    throw new DomainError('validation', 'TERMS.ACCEPTED_IN_FUTURE', 'acceptedAt cannot be in the future.');
  }
  // Accepting a version twice records nothing: the first acceptance is the one that counts.
  if (state.acceptedVersions.has(version)) return [];
  return [
    {
      type: 'TermsAccepted',
      data: {
        userId,
        version,
        acceptedAt: new Date(acceptedAtMs).toISOString(),
        recordedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export const termsDecider: Decider<TermsState, TermsCommand, TermsEvent> = {
  initialState: initialTermsState,
  evolve: evolveTerms,
  decide: decideTerms,
};
