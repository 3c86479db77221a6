import { benchModelStreaming } from './model-streaming.bench.js';

describe('benchModelStreaming', () => {
  it('times the first question and the whole batch of each run against the paced fake model', async () => {
    const result = await benchModelStreaming({
      runs: 2,
      batchSize: 4,
      tokensPerSecond: 400,
      firstTokenMs: 100,
    });

    expect(result).toMatchObject({ batchSize: 4, tokensPerSecond: 400, firstTokenMs: 100 });
    expect(result.samples).toHaveLength(2);
    for (const sample of result.samples) {
      expect(sample.firstQuestionMs).toBeGreaterThanOrEqual(100);
      // A ratio under load is the benchmark's business, not a test's: that the first question arrives while the
      // stream is still open is asserted against the fake's own clock in openai-question-source's suite.
      expect(sample.firstQuestionMs).toBeLessThanOrEqual(sample.wholeBatchMs);
    }
  });
});
