import fc from 'fast-check';
import { MAX_TOPIC_LENGTH } from './topic.rules.js';
import { pickTopicSuggestions, rememberRecentTopic, topicIdentity } from './topic-suggestions.rules.js';

const topic = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.constantFrom('Space', ' space ', 'SPACE', 'Dinosaurs', 'Jazz', 'World War 2', 'world  war 2'),
);
const input = fc.record({
  typed: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', 'sp', 'a', 'war')),
  recent: fc.array(topic, { maxLength: 12 }),
  closest: fc.array(topic, { maxLength: 12 }),
  limit: fc.integer({ min: 0, max: 10 }),
});

describe('the topics offered while a player types', () => {
  it('given any input, then at most the limit, each topic once, each a valid topic taken from the input', () => {
    fc.assert(
      fc.property(input, (given) => {
        const picked = pickTopicSuggestions(given);
        expect(picked.length).toBeLessThanOrEqual(given.limit);
        const ids = picked.map((s) => topicIdentity(s.topic));
        expect(new Set(ids).size).toBe(ids.length);
        for (const s of picked) {
          expect(s.topic.length).toBeGreaterThan(0);
          expect(s.topic.length).toBeLessThanOrEqual(MAX_TOPIC_LENGTH);
          const from = s.recent ? given.recent : given.closest;
          expect(from.map(topicIdentity)).toContain(topicIdentity(s.topic));
        }
      }),
    );
  });

  it('given recent and closest topics, then the recent ones come first, in their order, and the list is stable', () => {
    fc.assert(
      fc.property(input, (given) => {
        const picked = pickTopicSuggestions(given);
        const firstOther = picked.findIndex((s) => !s.recent);
        if (firstOther >= 0) expect(picked.slice(firstOther).every((s) => !s.recent)).toBe(true);
        const recentIds = given.recent.map(topicIdentity);
        const order = picked.filter((s) => s.recent).map((s) => recentIds.indexOf(topicIdentity(s.topic)));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(pickTopicSuggestions(given)).toEqual(picked);
      }),
    );
  });

  it('given something typed, then only recent topics containing it, and closest topics as given', () => {
    expect(
      pickTopicSuggestions({
        typed: 'sp',
        recent: ['Jazz', 'Space', 'Sports'],
        closest: ['Space', 'Spain', 'Geography'],
        limit: 4,
      }),
    ).toEqual([
      { topic: 'Space', recent: true },
      { topic: 'Sports', recent: true },
      { topic: 'Spain', recent: false },
      { topic: 'Geography', recent: false },
    ]);
  });
});

describe('a guest’s recent topics', () => {
  it('given a topic played again, then it moves to the front, once, and the list keeps its bound', () => {
    expect(rememberRecentTopic(['Jazz', 'Space', 'Math'], ' space ', 3)).toEqual(['space', 'Jazz', 'Math']);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 12 }), topic, (recent, played) => {
        const next = rememberRecentTopic(recent, played, 10);
        expect(next.length).toBeLessThanOrEqual(10);
        if (played.trim() !== '' && played.trim().replace(/\s+/g, ' ').length <= MAX_TOPIC_LENGTH)
          expect(topicIdentity(next[0]!)).toBe(topicIdentity(played));
      }),
    );
  });
});
