import { batchSizeFor } from './batch-size.rules.js';

describe('batch size', () => {
  it('given no size asked for, when a round starts, then signed-in players get 10 and guests 5', () => {
    expect(batchSizeFor('signed-in', undefined)).toBe(10);
    expect(batchSizeFor('guest', undefined)).toBe(5);
    expect(batchSizeFor('guest', null)).toBe(5);
  });

  it('given a size asked for, when a round starts, then that size is used whoever plays', () => {
    expect(batchSizeFor('signed-in', 3)).toBe(3);
    expect(batchSizeFor('guest', 12)).toBe(12);
  });
});
