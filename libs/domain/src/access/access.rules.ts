/**
 * Who may do what. A route declares the access levels it admits; a principal holds a set of levels.
 * `anonymous` admits everyone, token or not. Every signed-in account is a `player`; `analyst` and `admin`
 * are granted roles. A guest holds `guest` only, so guest tokens open guest routes and nothing else.
 */
export const ACCESS_LEVELS = ['anonymous', 'guest', 'player', 'analyst', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Roles an account can hold. `player` is everyone's default and is never granted. */
export const ROLES = ['player', 'analyst', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const GRANTABLE_ROLES = ['analyst', 'admin'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
export const isGrantableRole = (value: string): value is GrantableRole =>
  (GRANTABLE_ROLES as readonly string[]).includes(value);

export type PrincipalKind = 'anonymous' | 'guest' | 'user';

/** The levels a principal holds: anonymous holds only `anonymous`; every account is a player. */
export function levelsOf(kind: PrincipalKind, grantedRoles: readonly string[] = []): AccessLevel[] {
  switch (kind) {
    case 'anonymous':
      return ['anonymous'];
    case 'guest':
      return ['anonymous', 'guest'];
    case 'user':
      return ['anonymous', 'player', ...grantedRoles.filter(isGrantableRole)];
  }
}

/** A route admitting `anonymous` admits everyone: who is calling need not be known to let them in. */
export function isOpenToEveryone(allowed: readonly AccessLevel[]): boolean {
  return allowed.includes('anonymous');
}

export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * Whether a principal may use a route that admits `allowed`. An anonymous caller who is refused has not
 * said who they are (401); a known principal without the level is refused (403).
 */
export function decideAccess(
  allowed: readonly AccessLevel[],
  kind: PrincipalKind,
  grantedRoles: readonly string[] = [],
): AccessDecision {
  const held = levelsOf(kind, grantedRoles);
  if (allowed.some((level) => held.includes(level))) return 'allowed';
  return kind === 'anonymous' ? 'unauthenticated' : 'forbidden';
}
