import fc from 'fast-check';
import { firstAnswers } from './room.answers.js';

const answer = (key: string, letter: string) => ({ key, letter });

describe('answers to one question submitted together', () => {
  it('given two taps by one player and one by a player who answered before, then only the first tap is recorded', () => {
    const ada1 = answer('ada', 'A');
    const ada2 = answer('ada', 'B');
    const bob = answer('bob', 'C');
    const cy = answer('cy', 'D');

    const recorded = firstAnswers([ada1, bob, ada2, cy], (key) => key === 'cy');

    expect([...recorded]).toEqual([ada1, bob]);
  });

  it('given any batch, then each player not answered before has exactly their first answer recorded', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), letter: fc.constantFrom('A', 'B') }),
        ),
        fc.subarray(['a', 'b', 'c', 'd', 'e']),
        (batch, before) => {
          const recorded = firstAnswers(batch, (key) => before.includes(key));
          const expected = batch.filter(
            (item, index) =>
              !before.includes(item.key) && batch.findIndex((o) => o.key === item.key) === index,
          );
          expect([...recorded]).toEqual(expected);
        },
      ),
    );
  });
});
