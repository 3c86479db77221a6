import { answerAppearsInQuestion } from '@quiz/domain';
import {
  createSeededRandom,
  generateOfflineQuestions,
  listOfflineTopics,
  type GeneratedQuestion,
  type OfflineResult,
} from './index.js';

const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every rule a served question must meet, checked independently of how the generator builds it. */
function problemsOf(q: GeneratedQuestion): string[] {
  const problems: string[] = [];
  if (q.options.length !== 4) problems.push('not four options');
  if (q.options.some((o) => o.trim() === '')) problems.push('empty option');
  if (new Set(q.options.map(fold)).size !== 4) problems.push('options not distinct');
  if (![0, 1, 2, 3].includes(q.correctIndex)) problems.push('bad correctIndex');
  if (q.explanation.trim() === '' || q.question.trim() === '' || q.subtopic.trim() === '')
    problems.push('empty text');
  const answer = q.options[q.correctIndex] ?? '';
  // Long answers must not appear at all; one- to three-letter answers (Fe, MI, 7) not as a separate word.
  if (answerAppearsInQuestion(q.question, answer))
    problems.push(`answer "${answer}" readable in the question`);
  if (fold(answer).length >= 4 && fold(q.question).includes(fold(answer)))
    problems.push('answer inside question');
  if (!['easy', 'medium', 'hard'].includes(q.difficulty)) problems.push('bad difficulty');
  if (!q.id || !q.source || !q.topicKey) problems.push('missing id/source/topicKey');
  return problems.map((p) => `${q.id}: ${p} — ${q.question}`);
}

function questionsOf(result: OfflineResult): GeneratedQuestion[] {
  if (result.kind !== 'questions') throw new Error(`expected questions, got ${result.message}`);
  return result.questions;
}

const topics = listOfflineTopics();

describe('offline question generator', () => {
  describe('given every topic, when all of its questions are drawn', () => {
    const drawn = topics.map((t) => {
      const result = generateOfflineQuestions({
        topic: t.key,
        difficulty: 'medium',
        batchSize: t.questionCount,
        random: createSeededRandom(11),
      });
      return { topic: t, questions: questionsOf(result), result };
    });

    it('then every question is valid', () => {
      const problems = drawn.flatMap((d) => d.questions.flatMap(problemsOf));
      expect(problems).toEqual([]);
    });

    it('then each topic serves exactly its advertised count, without duplicate ids', () => {
      for (const d of drawn) {
        expect(d.result.kind === 'questions' && d.result.topicKey).toBe(d.topic.key);
        expect(d.questions.length).toBe(d.topic.questionCount);
        expect(new Set(d.questions.map((q) => q.id)).size).toBe(d.questions.length);
      }
    });

    it('then coverage is at least 40 topics and 5,000 distinct questions', () => {
      const ids = new Set(drawn.flatMap((d) => d.questions.map((q) => q.id)));
      console.log(`offline coverage: ${topics.length} topics, ${ids.size} distinct question ids`);
      expect(topics.length).toBeGreaterThanOrEqual(40);
      expect(ids.size).toBeGreaterThanOrEqual(5000);
      for (const t of topics) expect(t.questionCount).toBeGreaterThanOrEqual(20);
    });

    it('then the same id always carries the same question text', () => {
      const textById = new Map<string, string>();
      for (const q of drawn.flatMap((d) => d.questions)) {
        expect(textById.get(q.id) ?? q.question).toBe(q.question);
        textById.set(q.id, q.question);
      }
    });
  });

  describe('given a batch of 10 per topic and difficulty', () => {
    it('then each batch has 10 valid questions with distinct ids', () => {
      const random = createSeededRandom(5);
      for (const t of topics) {
        for (const difficulty of ['easy', 'medium', 'hard'] as const) {
          const qs = questionsOf(
            generateOfflineQuestions({ topic: t.key, difficulty, batchSize: 10, random }),
          );
          expect(qs).toHaveLength(10);
          expect(new Set(qs.map((q) => q.id)).size).toBe(10);
          expect(qs.flatMap(problemsOf)).toEqual([]);
        }
      }
    });
  });

  describe('given the same seed twice', () => {
    it('then the output is identical, and a different seed gives a different batch', () => {
      const run = (seed: number) =>
        generateOfflineQuestions({
          topic: 'geography',
          difficulty: 'hard',
          batchSize: 10,
          random: createSeededRandom(seed),
        });
      expect(run(42)).toEqual(run(42));
      expect(run(42)).not.toEqual(run(43));
    });
  });

  // 20,000 draws: one position's share has a standard deviation of 0.3 points, so ± 1.5 points is five of them
  // (2,000 draws and ± 3 points was only three, and a new topic shifting the seeded stream crossed it).
  describe('given 20,000 questions', () => {
    it('then the correct answer sits in each position 25% ± 1.5% of the time', () => {
      const random = createSeededRandom(2024);
      const counts = [0, 0, 0, 0];
      let total = 0;
      while (total < 20_000) {
        for (const t of topics) {
          if (total >= 20_000) break;
          for (const q of questionsOf(
            generateOfflineQuestions({ topic: t.key, difficulty: 'medium', batchSize: 10, random }),
          )) {
            if (total >= 20_000) break;
            counts[q.correctIndex] = (counts[q.correctIndex] ?? 0) + 1;
            total++;
          }
        }
      }
      for (const c of counts) expect(Math.abs(c / total - 0.25)).toBeLessThanOrEqual(0.015);
    });
  });

  describe('given excludeIds covering most of a topic', () => {
    it('then excluded questions never come back and exhausted is set when the pool runs short', () => {
      const chess = topics.find((t) => t.key === 'chess');
      expect(chess).toBeDefined();
      const all = questionsOf(
        generateOfflineQuestions({
          topic: 'chess',
          difficulty: 'easy',
          batchSize: 1000,
          random: createSeededRandom(1),
        }),
      );
      const keep = all.slice(0, 3).map((q) => q.id);
      const excludeIds = new Set(all.slice(3).map((q) => q.id));
      const result = generateOfflineQuestions({
        topic: 'chess',
        difficulty: 'hard',
        batchSize: 10,
        excludeIds,
        random: createSeededRandom(2),
      });
      expect(result.kind === 'questions' && result.exhausted).toBe(true);
      expect(
        questionsOf(result)
          .map((q) => q.id)
          .sort(),
      ).toEqual([...keep].sort());
    });

    it('then a pool with enough left is not exhausted', () => {
      const result = generateOfflineQuestions({
        topic: 'space',
        difficulty: 'easy',
        batchSize: 5,
        excludeIds: new Set(['no-such-id']),
        random: createSeededRandom(3),
      });
      expect(result.kind === 'questions' && result.exhausted).toBe(false);
    });
  });

  describe('given a difficulty or subtopic', () => {
    it('then the requested difficulty comes first', () => {
      const qs = questionsOf(
        generateOfflineQuestions({
          topic: 'capitals',
          difficulty: 'hard',
          batchSize: 10,
          random: createSeededRandom(8),
        }),
      );
      expect(qs.every((q) => q.difficulty === 'hard')).toBe(true);
    });

    it('then a short difficulty is topped up from its neighbours', () => {
      // World War I holds about fifty easy questions (issue 14): a batch of 80 easy ones needs topping up.
      const qs = questionsOf(
        generateOfflineQuestions({
          topic: 'ww1',
          difficulty: 'easy',
          batchSize: 80,
          random: createSeededRandom(8),
        }),
      );
      expect(qs).toHaveLength(80);
      expect(qs.some((q) => q.difficulty === 'easy')).toBe(true);
      expect(qs.some((q) => q.difficulty !== 'easy')).toBe(true);
    });

    it('then a known subtopic is honoured, case-insensitively', () => {
      const qs = questionsOf(
        generateOfflineQuestions({
          topic: 'geography',
          difficulty: 'medium',
          subtopic: 'flags',
          batchSize: 10,
          random: createSeededRandom(9),
        }),
      );
      expect(qs.every((q) => q.subtopic === 'Flags')).toBe(true);
    });

    it('then an unknown subtopic falls back to the whole topic', () => {
      const qs = questionsOf(
        generateOfflineQuestions({
          topic: 'space',
          difficulty: 'medium',
          subtopic: 'Quasars of Andromeda',
          batchSize: 10,
          random: createSeededRandom(9),
        }),
      );
      expect(qs).toHaveLength(10);
      expect(new Set(qs.map((q) => q.subtopic)).size).toBeGreaterThan(1);
    });
  });

  describe('given a topic we have nothing on', () => {
    it('then it answers unknown-topic with up to three suggestions, in words for a player', () => {
      const result = generateOfflineQuestions({
        topic: 'xyz',
        difficulty: 'medium',
        batchSize: 5,
        random: createSeededRandom(1),
      });
      expect(result.kind).toBe('unknown-topic');
      if (result.kind !== 'unknown-topic') return;
      expect(result.closestTopics.length).toBeGreaterThan(0);
      expect(result.closestTopics.length).toBeLessThanOrEqual(3);
      // Issue 13: how to configure a model is for operators (logs, /api/health), never in a player's message.
      expect(result.message).toMatch(/^We don't have questions about "xyz" yet\. Try .+\.$/);
      for (const topic of result.closestTopics) expect(result.message).toContain(topic);
      expect(result.message).not.toMatch(/OPENAI|model|set /i);
    });

    it('then every suggestion is a topic we have, and a near miss is suggested', () => {
      const labels = topics.map((t) => t.label);
      const result = generateOfflineQuestions({
        topic: 'knitting',
        difficulty: 'medium',
        batchSize: 5,
        random: createSeededRandom(1),
      });
      expect(result.kind).toBe('unknown-topic');
      if (result.kind !== 'unknown-topic') return;
      for (const s of result.closestTopics) expect(labels).toContain(s);
      const near = generateOfflineQuestions({
        topic: 'cars and dinosaurs',
        difficulty: 'medium',
        batchSize: 5,
        random: createSeededRandom(1),
      });
      expect(near.kind === 'questions' && near.topicKey).toBe('dinosaurs');
    });
  });
});
