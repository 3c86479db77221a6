import { propertyRuns } from './property-runs.js';

describe('how many cases a property runs', () => {
  const saved = process.env.FC_NUM_RUNS;
  afterEach(() => {
    if (saved === undefined) delete process.env.FC_NUM_RUNS;
    else process.env.FC_NUM_RUNS = saved;
  });
  const withRuns = (value: string | undefined) => {
    if (value === undefined) delete process.env.FC_NUM_RUNS;
    else process.env.FC_NUM_RUNS = value;
    return propertyRuns();
  };

  it('is 200 unless FC_NUM_RUNS names another whole number', () => {
    expect(withRuns(undefined)).toBe(200);
    expect(withRuns('')).toBe(200);
    expect(withRuns(' 1000 ')).toBe(1000);
  });

  it('refuses a value that would run no cases, or a fraction of one', () => {
    for (const value of ['0', '-5', 'abc', '1.5', 'NaN'])
      expect(() => withRuns(value)).toThrow(/FC_NUM_RUNS must be a whole number/);
  });
});
