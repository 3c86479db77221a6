import fc from 'fast-check';
import { DomainError } from '../shared/domain-error.js';
import { expectDomainError } from '../shared/testing/decider-specification.js';
import type { GrantableRole } from './access.rules.js';
import {
  checkRoleChange,
  revokesOwnAdminRole,
  type RoleChange,
  type RoleChangeActor,
  type RoleChangeFacts,
} from './role-change.rules.js';

const admin = (userId = 'a1'): RoleChangeActor => ({ kind: 'account', userId, roles: new Set(['admin']) });
const operator: RoleChangeActor = { kind: 'operator' };
const account = (userId: string, ...roles: GrantableRole[]) => ({
  userId,
  exists: true,
  roles: new Set(roles),
});

/** given(facts).when(change, role).then(verdict) / .thenThrows(code) */
function given(facts: RoleChangeFacts) {
  return {
    when(change: RoleChange, role: string) {
      const run = () => checkRoleChange(change, role, facts);
      return {
        then: (verdict: 'change' | 'unchanged') => expect(run()).toBe(verdict),
        thenThrows: (code: string) => expectDomainError(run, code),
      };
    },
  };
}

describe('who may change roles', () => {
  it('lets an admin grant analyst or admin to another account', () => {
    given({ actor: admin(), target: account('u1'), admins: 1 })
      .when('grant', 'analyst')
      .then('change');
    given({ actor: admin(), target: account('u1'), admins: 1 })
      .when('grant', 'admin')
      .then('change');
  });

  it('refuses an account that is not (or no longer) an admin, whatever it asks', () => {
    const analyst: RoleChangeActor = { kind: 'account', userId: 'x', roles: new Set(['analyst']) };
    given({ actor: analyst, target: account('u1'), admins: 1 })
      .when('grant', 'analyst')
      .thenThrows('ACCESS.ADMINS_ONLY');
    given({ actor: analyst, target: account('x', 'analyst'), admins: 1 })
      .when('revoke', 'analyst')
      .thenThrows('ACCESS.ADMINS_ONLY');
  });

  it('lets the operator (CLI, ADMIN_EMAILS) change roles without an account', () => {
    given({ actor: operator, target: account('u1'), admins: 0 })
      .when('grant', 'admin')
      .then('change');
  });

  it('refuses an account that does not exist, and roles that cannot be granted', () => {
    given({ actor: admin(), target: { userId: 'nobody', exists: false, roles: new Set() }, admins: 1 })
      .when('grant', 'analyst')
      .thenThrows('ACCESS.UNKNOWN_ACCOUNT');
    given({ actor: admin(), target: account('u1'), admins: 1 })
      .when('grant', 'player')
      .thenThrows('ACCESS.PLAYER_IS_DEFAULT');
    given({ actor: admin(), target: account('u1'), admins: 1 })
      .when('revoke', 'root')
      .thenThrows('ACCESS.UNKNOWN_ROLE');
  });
});

describe('idempotent changes', () => {
  it('records nothing when granting a role already held or revoking one not held', () => {
    given({ actor: admin(), target: account('u1', 'analyst'), admins: 1 })
      .when('grant', 'analyst')
      .then('unchanged');
    given({ actor: admin(), target: account('u1'), admins: 1 })
      .when('revoke', 'analyst')
      .then('unchanged');
    given({ actor: admin(), target: account('u1'), admins: 1 })
      .when('revoke', 'admin')
      .then('unchanged');
  });
});

describe('no lock-out', () => {
  it('refuses an admin revoking their own admin role, even with other admins about', () => {
    given({ actor: admin('a1'), target: account('a1', 'admin'), admins: 5 })
      .when('revoke', 'admin')
      .thenThrows('ACCESS.OWN_ADMIN_ROLE');
  });

  it("names the one change the roles screen disables: revoking one's own admin role", () => {
    expect(revokesOwnAdminRole('revoke', 'admin', 'a1', 'a1')).toBe(true);
    expect(revokesOwnAdminRole('revoke', 'admin', 'a1', 'a2')).toBe(false);
    expect(revokesOwnAdminRole('revoke', 'analyst', 'a1', 'a1')).toBe(false);
    expect(revokesOwnAdminRole('grant', 'admin', 'a1', 'a1')).toBe(false);
    expect(revokesOwnAdminRole('revoke', 'admin', null, 'a1')).toBe(false);
  });

  it('lets an admin drop their own analyst role', () => {
    const both: RoleChangeActor = { kind: 'account', userId: 'a1', roles: new Set(['admin', 'analyst']) };
    given({ actor: both, target: account('a1', 'admin', 'analyst'), admins: 1 })
      .when('revoke', 'analyst')
      .then('change');
  });

  it('lets an admin revoke another admin while another remains', () => {
    given({ actor: admin('a1'), target: account('a2', 'admin'), admins: 2 })
      .when('revoke', 'admin')
      .then('change');
  });

  it('never removes the last admin from the product, whatever the facts say of the actor', () => {
    given({ actor: admin('a1'), target: account('a2', 'admin'), admins: 1 })
      .when('revoke', 'admin')
      .thenThrows('ACCESS.LAST_ADMIN');
  });

  it('leaves the operator, the way back in, free to revoke even the last admin', () => {
    given({ actor: operator, target: account('a1', 'admin'), admins: 1 })
      .when('revoke', 'admin')
      .then('change');
  });

  it('over any facts: an admin revoking admin goes through only with another admin left and not on oneself', () => {
    const roles = fc.subarray<GrantableRole>(['analyst', 'admin']).map((r) => new Set(r));
    const ids = fc.constantFrom('a1', 'a2', 'a3');
    const facts = fc.record({
      actor: fc.oneof(
        fc.record({ kind: fc.constant('account' as const), userId: ids, roles }),
        fc.constant(operator),
      ),
      target: fc.record({ userId: ids, exists: fc.boolean(), roles }),
      admins: fc.nat(4),
    });
    fc.assert(
      fc.property(
        facts,
        fc.constantFrom<RoleChange>('grant', 'revoke'),
        fc.constantFrom('analyst', 'admin'),
        (f, change, role) => {
          let verdict: string;
          try {
            verdict = checkRoleChange(change, role, f);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            return;
          }
          // Only admins and the operator get past; only real accounts change.
          expect(f.actor.kind === 'operator' || f.actor.roles.has('admin')).toBe(true);
          expect(f.target.exists).toBe(true);
          const held = f.target.roles.has(role as GrantableRole);
          expect(verdict).toBe(held === (change === 'grant') ? 'unchanged' : 'change');
          if (verdict === 'change' && change === 'revoke' && role === 'admin' && f.actor.kind === 'account') {
            expect(f.admins).toBeGreaterThanOrEqual(2);
            expect(f.actor.kind === 'account' && f.actor.userId === f.target.userId).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
