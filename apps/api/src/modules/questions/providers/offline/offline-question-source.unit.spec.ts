import { createSeededRandom } from './index.js';
import { OfflineQuestionSource, UnknownTopicError } from './offline-question-source.js';
import type { CandidateQuestion, QuestionRequest } from '../question-source.port.js';

async function collect(source: OfflineQuestionSource, request: Partial<QuestionRequest>) {
  const out: CandidateQuestion[] = [];
  const full: QuestionRequest = { topic: 'chess', difficulty: 'medium', count: 5, avoid: [], ...request };
  for await (const candidate of source.generate(full, new AbortController().signal)) out.push(candidate);
  return out;
}

describe('the offline generator behind the question-source port', () => {
  it('given a known topic, then it yields the count asked for with a letter key on the answer', async () => {
    const candidates = await collect(new OfflineQuestionSource(createSeededRandom(1)), { count: 5 });
    expect(candidates).toHaveLength(5);
    for (const c of candidates) {
      expect(c.options).toHaveLength(4);
      expect(['A', 'B', 'C', 'D']).toContain(c.correct);
      expect(c.source).toMatch(/^offline:/);
    }
  });

  it('given texts to avoid, then it never yields them, and yields fewer once the topic runs out', async () => {
    const source = new OfflineQuestionSource(createSeededRandom(2));
    const everything = await collect(source, { count: 1000 });
    const avoid = everything.slice(3).map((c) => c.question.toUpperCase() + '  ');
    const rest = await collect(source, { count: 10, avoid });
    expect(rest.map((c) => c.question).sort()).toEqual(
      everything
        .slice(0, 3)
        .map((c) => c.question)
        .sort(),
    );
  });

  it('given a topic it has nothing on, then it throws the message naming the closest topics', async () => {
    await expect(collect(new OfflineQuestionSource(), { topic: 'zzqx' })).rejects.toBeInstanceOf(
      UnknownTopicError,
    );
    await expect(collect(new OfflineQuestionSource(), { topic: 'zzqx' })).rejects.toThrow(
      /^We don't have questions about "zzqx" yet/,
    );
  });
});
