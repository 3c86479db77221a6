import { deciderSpecification } from '../shared/testing/decider-specification.js';
import { userDecider, type RegisterUser } from './user.commands.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const spec = deciderSpecification(userDecider);
const register = (data: Partial<RegisterUser['data']> = {}): RegisterUser => ({
  type: 'RegisterUser',
  data: { userId: 'u1', email: ' Ada@Example.com ', displayName: ' Ada ', ...data },
  metadata: { now },
});

describe('registering a user', () => {
  it('records the registration with a normalised e-mail and display name', () => {
    spec
      .given([])
      .when(register())
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId: 'u1',
            email: 'ada@example.com',
            displayName: 'Ada',
            registeredAt: now.toISOString(),
          },
        },
      ]);
  });

  it('records nothing for a user already registered', () => {
    spec
      .given([
        {
          type: 'UserRegistered',
          data: {
            userId: 'u1',
            email: 'ada@example.com',
            displayName: 'Ada',
            registeredAt: now.toISOString(),
          },
        },
      ])
      .when(register())
      .thenNothingHappens();
  });

  it('refuses a blank display name', () => {
    spec
      .given([])
      .when(register({ displayName: '   ' }))
      .thenThrows('USER.DISPLAY_NAME_REQUIRED');
  });

  it('refuses what a profile edit refuses: an overlong name, and control or text-direction characters', () => {
    spec
      .given([])
      .when(register({ displayName: 'x'.repeat(60_000) }))
      .thenThrows('USER.DISPLAY_NAME_TOO_LONG');
    spec
      .given([])
      .when(register({ displayName: 'Ada\u0000' }))
      .thenThrows('USER.DISPLAY_NAME_INVALID');
    spec
      .given([])
      .when(register({ displayName: '\u202Egnp.exe' }))
      .thenThrows('USER.DISPLAY_NAME_INVALID');
  });

  it('records the name with its inner spaces collapsed, as a profile edit does', () => {
    spec
      .given([])
      .when(register({ displayName: '  Ada   Lovelace ' }))
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId: 'u1',
            email: 'ada@example.com',
            displayName: 'Ada Lovelace',
            registeredAt: now.toISOString(),
          },
        },
      ]);
  });
});
