import { deciderSpecification } from '../shared/testing/decider-specification.js';
import { accessDecider, type AccessCommand } from './access.commands.js';
import type { RoleGranted, RoleRevoked } from './access.events.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const earlier = '2026-11-20T10:00:00.000Z';
const spec = deciderSpecification(accessDecider);
const command = (type: AccessCommand['type'], role: string): AccessCommand => ({
  type,
  data: { userId: 'u1', role, source: 'cli' },
  metadata: { now },
});
const granted = (role: 'analyst' | 'admin', grantedAt = now.toISOString()): RoleGranted => ({
  type: 'RoleGranted',
  data: { userId: 'u1', role, grantedAt, source: 'cli' },
});
const revoked = (role: 'analyst' | 'admin', revokedAt = now.toISOString()): RoleRevoked => ({
  type: 'RoleRevoked',
  data: { userId: 'u1', role, revokedAt, source: 'cli' },
});

describe('granting a role', () => {
  it('records the grant of a role the account does not hold', () => {
    spec
      .given([])
      .when(command('GrantRole', 'admin'))
      .then([granted('admin')]);
  });

  it('records nothing when the role is already held', () => {
    spec
      .given([granted('admin', earlier)])
      .when(command('GrantRole', 'admin'))
      .thenNothingHappens();
  });

  it('grants one role beside another', () => {
    spec
      .given([granted('admin', earlier)])
      .when(command('GrantRole', 'analyst'))
      .then([granted('analyst')]);
  });

  it('grants again a role that was revoked', () => {
    spec
      .given([granted('analyst', earlier), revoked('analyst', earlier)])
      .when(command('GrantRole', 'analyst'))
      .then([granted('analyst')]);
  });

  it('refuses to grant player, which every account is already', () => {
    spec.given([]).when(command('GrantRole', 'player')).thenThrows('ACCESS.PLAYER_IS_DEFAULT');
  });

  it('refuses a role the product does not know', () => {
    spec.given([]).when(command('GrantRole', 'superuser')).thenThrows('ACCESS.UNKNOWN_ROLE');
  });
});

describe('revoking a role', () => {
  it('records the revocation of a held role', () => {
    spec
      .given([granted('analyst', earlier)])
      .when(command('RevokeRole', 'analyst'))
      .then([revoked('analyst')]);
  });

  it('records nothing when the role is not held', () => {
    spec.given([]).when(command('RevokeRole', 'admin')).thenNothingHappens();
    spec
      .given([granted('admin', earlier), revoked('admin', earlier)])
      .when(command('RevokeRole', 'admin'))
      .thenNothingHappens();
  });

  it('refuses to revoke player', () => {
    spec.given([]).when(command('RevokeRole', 'player')).thenThrows('ACCESS.PLAYER_IS_DEFAULT');
  });
});

describe('who made the change', () => {
  it('names the admin on events of changes made on the roles screen', () => {
    spec
      .given([])
      .when({
        type: 'GrantRole',
        data: { userId: 'u1', role: 'analyst', source: 'admin', actorId: 'a1' },
        metadata: { now },
      })
      .then([
        {
          type: 'RoleGranted',
          data: {
            userId: 'u1',
            role: 'analyst',
            grantedAt: now.toISOString(),
            source: 'admin',
            actorId: 'a1',
          },
        },
      ]);
    spec
      .given([granted('analyst', earlier)])
      .when({
        type: 'RevokeRole',
        data: { userId: 'u1', role: 'analyst', source: 'admin', actorId: 'a1' },
        metadata: { now },
      })
      .then([
        {
          type: 'RoleRevoked',
          data: {
            userId: 'u1',
            role: 'analyst',
            revokedAt: now.toISOString(),
            source: 'admin',
            actorId: 'a1',
          },
        },
      ]);
  });
});
