import { deciderSpecification } from '../shared/testing/decider-specification.js';
import { termsDecider, type AcceptTerms } from './terms.commands.js';
import type { TermsAccepted } from './terms.events.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const spec = deciderSpecification(termsDecider);
const accept = (overrides: Partial<AcceptTerms['data']> = {}): AcceptTerms => ({
  type: 'AcceptTerms',
  data: { userId: 'u1', version: 'v1', acceptedAt: '2026-11-21T09:59:00.000Z', ...overrides },
  metadata: { now },
});
const accepted = (overrides: Partial<TermsAccepted['data']> = {}): TermsAccepted => ({
  type: 'TermsAccepted',
  data: {
    userId: 'u1',
    version: 'v1',
    acceptedAt: '2026-11-21T09:59:00.000Z',
    recordedAt: now.toISOString(),
    ...overrides,
  },
});

describe('accepting the terms', () => {
  it('records the first acceptance of a version with the server time beside the device time', () => {
    spec.given([]).when(accept()).then([accepted()]);
  });

  it('records nothing when the same version was already accepted', () => {
    spec
      .given([accepted()])
      .when(accept({ acceptedAt: '2026-11-21T09:59:30.000Z' }))
      .thenNothingHappens();
  });

  it('normalises the device time to UTC ISO form', () => {
    spec
      .given([])
      .when(accept({ acceptedAt: '2026-11-21T11:59:00+02:00' }))
      .then([accepted({ acceptedAt: '2026-11-21T09:59:00.000Z' })]);
  });

  it('refuses a version the product never published', () => {
    spec
      .given([])
      .when(accept({ version: 'v9' }))
      .thenThrows('TERMS.UNKNOWN_VERSION');
  });

  it('refuses an acceptedAt that is not a date', () => {
    spec
      .given([])
      .when(accept({ acceptedAt: 'yesterday' }))
      .thenThrows('TERMS.INVALID_ACCEPTED_AT');
  });

  it('refuses an acceptedAt further in the future than clock skew explains', () => {
    spec
      .given([])
      .when(accept({ acceptedAt: '2026-11-21T10:06:00.000Z' }))
      .thenThrows('TERMS.ACCEPTED_IN_FUTURE');
  });

  it('tolerates a device clock a little ahead of the server', () => {
    spec
      .given([])
      .when(accept({ acceptedAt: '2026-11-21T10:04:00.000Z' }))
      .then([accepted({ acceptedAt: '2026-11-21T10:04:00.000Z' })]);
  });
});
