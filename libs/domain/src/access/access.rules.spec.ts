import { decideAccess, isOpenToEveryone, levelsOf, type AccessLevel } from './access.rules.js';

describe('access levels', () => {
  it('gives every account the player level and adds granted roles only', () => {
    expect(levelsOf('user')).toEqual(['anonymous', 'player']);
    expect(levelsOf('user', ['admin', 'superuser', 'player'])).toEqual(['anonymous', 'player', 'admin']);
    expect(levelsOf('guest')).toEqual(['anonymous', 'guest']);
    expect(levelsOf('anonymous')).toEqual(['anonymous']);
  });

  it.each<[AccessLevel[], 'anonymous' | 'guest' | 'user', string[], string]>([
    [['anonymous'], 'anonymous', [], 'allowed'],
    [['anonymous'], 'guest', [], 'allowed'],
    [['player'], 'anonymous', [], 'unauthenticated'],
    [['player'], 'guest', [], 'forbidden'],
    [['player'], 'user', [], 'allowed'],
    [['guest'], 'user', ['admin'], 'forbidden'],
    [['guest'], 'guest', [], 'allowed'],
    [['admin'], 'user', ['analyst'], 'forbidden'],
    [['admin'], 'user', ['admin'], 'allowed'],
    [['analyst', 'admin'], 'user', ['admin'], 'allowed'],
    [['admin'], 'anonymous', [], 'unauthenticated'],
  ])('a route admitting %j and a %s holding %j: %s', (allowed, kind, roles, expected) => {
    expect(decideAccess(allowed, kind, roles)).toBe(expected);
  });

  it('calls a route open to everyone exactly when it admits anonymous callers', () => {
    expect(isOpenToEveryone(['anonymous'])).toBe(true);
    expect(isOpenToEveryone(['player', 'anonymous'])).toBe(true);
    expect(isOpenToEveryone(['guest', 'player', 'analyst', 'admin'])).toBe(false);
    for (const kind of ['anonymous', 'guest', 'user'] as const) {
      expect(decideAccess(['anonymous'], kind, ['admin'])).toBe('allowed');
    }
  });
});
