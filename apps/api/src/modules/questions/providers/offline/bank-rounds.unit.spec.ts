import { createSeededRandom, generateOfflineQuestions, listOfflineTopics } from './index.js';
import { DIFFICULTIES } from './types.js';

const ROUND = 10;

describe('a new player asking for a round (issue 14, item 3)', () => {
  const rounds = listOfflineTopics().flatMap((topic) =>
    DIFFICULTIES.map((difficulty) => {
      const result = generateOfflineQuestions({
        topic: topic.key,
        difficulty,
        batchSize: ROUND,
        random: createSeededRandom(7),
      });
      if (result.kind !== 'questions') throw new Error(result.message);
      const atLevel = result.questions.filter((q) => q.difficulty === difficulty).length;
      return { topic: topic.key, difficulty, atLevel };
    }),
  );

  it('given every topic and every difficulty, then a round of 10 is filled at the level asked', () => {
    const short = rounds
      .filter((r) => r.atLevel < ROUND)
      .map((r) => `${r.topic}/${r.difficulty}: ${r.atLevel}`);
    expect(short).toEqual([]);
  });
});
