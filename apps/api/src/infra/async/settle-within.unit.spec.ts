import { settleWithin } from './settle-within.js';

describe('settleWithin', () => {
  it('given work that settles first, when waited on, then it answers true, a rejection included', async () => {
    await expect(settleWithin(Promise.resolve('done'), 1000)).resolves.toBe(true);
    await expect(settleWithin(Promise.reject(new Error('failed')), 1000)).resolves.toBe(true);
  });

  it('given work that never settles, when the bound passes, then it answers false', async () => {
    const started = Date.now();
    await expect(settleWithin(new Promise(() => undefined), 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
