import fc from 'fast-check';
import { closestTopics, SUGGESTION_FLOOR } from './closest-topics.js';
import { closestOfflineTopics, createSeededRandom, generateOfflineQuestions } from './index.js';
import { TOPICS } from './topics.js';
import { rankTopics } from './topic-matching.js';

const typed = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('harry potter', 'javascript', 'taylor swift', 'a', 'sp', 'dino', 'geografy', 'xyz', '  '),
  fc.constantFrom(...TOPICS.map((t) => t.label)).map((label) => label.slice(0, 3)),
);

describe('the closest topics to what a player typed', () => {
  it('are always topics the offline generator plays, at most the limit, each once, best first', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 12 }), (input, limit) => {
        const closest = closestTopics(input, TOPICS, limit);
        expect(closest.length).toBeLessThanOrEqual(limit);
        expect(new Set(closest.map((t) => t.key)).size).toBe(closest.length);
        for (let i = 1; i < closest.length; i++)
          expect(closest[i - 1]!.score).toBeGreaterThanOrEqual(closest[i]!.score);
        for (const topic of closest) {
          expect(topic.score).toBeGreaterThanOrEqual(SUGGESTION_FLOOR);
          expect(topic.label.length).toBeLessThanOrEqual(20);
          const game = generateOfflineQuestions({
            topic: topic.label,
            difficulty: 'medium',
            batchSize: 1,
            random: createSeededRandom(1),
          });
          expect(game.kind === 'questions' && game.topicKey).toBe(topic.key);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('are stable: the same input gives the same list, and a shorter list is the head of a longer one', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 1, max: 8 }), (input, limit) => {
        const longer = closestTopics(input, TOPICS, limit + 3);
        expect(closestTopics(input, TOPICS, limit + 3)).toEqual(longer);
        expect(closestTopics(input, TOPICS, limit)).toEqual(longer.slice(0, limit));
      }),
      { numRuns: 150 },
    );
  });

  it('offer the names that begin with what is typed so far, and a near miss for a misspelling', () => {
    expect(closestOfflineTopics('sp', 5)).toContain('Space');
    expect(closestOfflineTopics('dino', 3)[0]).toBe('Dinosaurs');
    expect(closestOfflineTopics('geografy', 3)[0]).toBe('Geography');
  });

  it('put the topics whose own name begins with what is typed before those where only a synonym does', () => {
    // 'sp': Space and Sport by name; World Languages ('spanish') and Cars ('sports cars') by a synonym only.
    const offered = closestOfflineTopics('sp', 6);
    expect(offered.slice(0, 2).sort()).toEqual(['Space', 'Sport']);
    expect(offered).toContain('World Languages');
    for (const typed of ['a', 'c', 'mu', 'hi', 'wor', 'the', 'sh'])
      expect(closestOfflineTopics(typed, 6)[0]!.toLowerCase()).toMatch(
        new RegExp(`(^|\\W)${typed}|^the ${typed}`),
      );
  });

  it('offer, for any start of any topic name, the topics named so before those only a synonym starting so brings', () => {
    const plain = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const startsSo = (names: readonly string[], start: string) =>
      names.some((n) => plain(n).startsWith(start));
    const startOfAName = fc
      .constantFrom(...TOPICS.flatMap((t) => [plain(t.key), plain(t.label)]))
      .chain((name) => fc.integer({ min: 1, max: name.length }).map((length) => name.slice(0, length).trim()))
      .filter((start) => start !== '');
    fc.assert(
      fc.property(startOfAName, (start) => {
        const matched = new Map(rankTopics(start, TOPICS).map((t) => [t.key, t.score]));
        const offered = closestTopics(start, TOPICS, TOPICS.length).map((scored) => {
          const topic = TOPICS.find((t) => t.key === scored.key)!;
          const named = startsSo([topic.key, topic.label], start);
          // Brought only by a synonym's start: the matcher alone would not rank it this high.
          const bySynonymStart = !named && (matched.get(topic.key) ?? 0) < scored.score;
          return { named, bySynonymStart };
        });
        expect(offered.some((t) => t.named)).toBe(true);
        const lastNamed = offered.map((t) => t.named).lastIndexOf(true);
        expect(offered.slice(0, lastNamed).some((t) => t.bySynonymStart)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('are nothing for a blank input or nonsense', () => {
    expect(closestTopics('   ', TOPICS, 5)).toEqual([]);
    expect(closestTopics('qqqqzzzz', TOPICS, 5)).toEqual([]);
  });
});
