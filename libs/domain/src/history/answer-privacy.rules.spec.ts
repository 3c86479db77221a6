import { mayReadAnswersOf } from './answer-privacy.rules.js';

describe('who may read a player’s answers', () => {
  it('lets a player read their own', () => {
    expect(mayReadAnswersOf({ userId: 'ada', roles: [] }, 'ada')).toBe(true);
  });

  it('refuses another player, and an analyst', () => {
    expect(mayReadAnswersOf({ userId: 'bob', roles: [] }, 'ada')).toBe(false);
    expect(mayReadAnswersOf({ userId: 'bob', roles: ['analyst'] }, 'ada')).toBe(false);
  });

  it('lets an admin read anyone’s', () => {
    expect(mayReadAnswersOf({ userId: 'root', roles: ['admin'] }, 'ada')).toBe(true);
  });
});
