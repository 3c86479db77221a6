import { randomUUID } from 'node:crypto';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../../testing/test-database.js';
import { planSearch, type SearchPlan } from './search-plan.js';
import { selectUserAnswersBy, type UserAnswersFilter } from './select-user-answers.js';
import type { SortOrder, UserAnswersKey } from './user-answers-cursor.js';

const PLAYER = 'player-one';
const WORDS = ['comet', 'harbour', 'glacier', 'castle', 'temple'];
const TOPICS = ['Space', 'History', 'Ocean'];
const SUBTOPICS = ['Basics', 'People'];

interface Seeded {
  question: string;
  words: string[];
  topic: string;
  subtopic: string;
  isCorrect: boolean;
  answeredAt: string;
  commit: number;
}

/**
 * 120 answers of the player and 40 of another with the same texts. Answers share an instant in pairs whose
 * commits straddle a power of ten (9 and 10, 99 and 100), so only a numeric tie-break orders them.
 */
function answers(): (Seeded & { userId: string })[] {
  const rows: (Seeded & { userId: string })[] = [];
  for (let i = 0; i < 160; i++) {
    const words = WORDS.filter((_, w) => (i * (w + 3)) % (w + 2) === 0);
    const second = Math.floor(i / 3) * 2 + (i % 3 === 2 ? 1 : 0);
    rows.push({
      userId: i % 4 === 3 ? 'player-two' : PLAYER,
      question: `Question ${i} about ${words.join(' ')}?`,
      words: ['question', ...words],
      topic: TOPICS[i % TOPICS.length]!,
      subtopic: SUBTOPICS[i % SUBTOPICS.length]!,
      isCorrect: i % 5 < 2,
      answeredAt: new Date(Date.UTC(2026, 10, 1, 0, 0, second)).toISOString(),
      commit: [9, 10, 50, 99, 100, 500][i % 6]! + 1000 * Math.floor(i / 6),
    });
  }
  return rows;
}

describe.each(testDatabaseKinds())('a searched history page, on %s', (kind) => {
  let db: TestDatabase;
  const seeded = answers();

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    for (const row of seeded)
      await db.pool.query(
        `INSERT INTO answer_history (event_id, event_commit, event_prepare, session_id, user_id, question_id,
                question, option_a, option_b, option_c, option_d, correct, explanation, topic, difficulty,
                subtopic, selected_answer, is_correct, time_taken, answered_at)
         VALUES ($1, $2, $2, 's', $3, $4, $5, 'Alpha', 'Bravo', 'Charlie', 'Delta', 'A', 'Because.', $6,
                 'easy', $7, 'A', $8, 3, $9)`,
        [
          randomUUID(),
          row.commit,
          row.userId,
          randomUUID(),
          row.question,
          row.topic,
          row.subtopic,
          row.isCorrect,
          row.answeredAt,
        ],
      );
    await db.pool.query('ANALYZE answer_history');
  });
  afterAll(async () => {
    await db?.close();
  });

  /** What the page must be, worked out here: the player's matching answers in (time, commit) order. */
  const expected = (filter: UserAnswersFilter & { words: string[] }, sort: SortOrder) => {
    const mine = seeded
      .filter(
        (row) =>
          row.userId === PLAYER &&
          filter.words.every((word) => row.words.includes(word)) &&
          (!filter.incorrectOnly || !row.isCorrect) &&
          (!filter.topic || row.topic.toLowerCase() === filter.topic.toLowerCase()) &&
          (!filter.subtopic || row.subtopic.toLowerCase() === filter.subtopic.toLowerCase()),
      )
      .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt) || a.commit - b.commit)
      .map((row) => row.question);
    return sort === 'asc' ? mine : mine.reverse();
  };

  /** Every page of `limit`, each starting after the last row of the one before. */
  const allPages = async (plan: SearchPlan, filter: UserAnswersFilter, sort: SortOrder, limit: number) => {
    const questions: string[] = [];
    let after: UserAnswersKey | null = null;
    for (let page = 0; page < 200; page++) {
      const rows = await selectUserAnswersBy(plan, db.dataSource, PLAYER, filter, sort, after, limit);
      questions.push(...rows.map((row) => row.answer.question));
      if (rows.length < limit) return questions;
      after = rows[rows.length - 1]!.key;
    }
    throw new Error('paging did not end');
  };

  const filters: (UserAnswersFilter & { words: string[] })[] = [
    { words: ['comet'], incorrectOnly: false },
    { words: ['harbour', 'glacier'], incorrectOnly: false },
    { words: ['comet'], incorrectOnly: true, topic: 'SPACE' },
    { words: ['temple', 'comet'], incorrectOnly: false, subtopic: 'basics' },
    { words: ['castle'], incorrectOnly: false },
    { words: ['glacier'], incorrectOnly: true, topic: 'ocean', subtopic: 'Basics' },
    { words: ['question'], incorrectOnly: false },
  ];

  it.each(filters)('gives the same pages by the player-keys index and by time order: %j', async (filter) => {
    const search = { ...filter, tsQuery: filter.words.join(' & ') };
    const [{ keys }] = (await db.dataSource.query(
      `SELECT answer_history_search_keys($1, $2, $3, $4, $5)::text[] AS keys`,
      [PLAYER, filter.words.join(' '), filter.topic ?? null, filter.subtopic ?? null, filter.incorrectOnly],
    )) as [{ keys: string[] }];
    for (const sort of ['desc', 'asc'] as const) {
      const want = expected(filter, sort);
      expect(want.length).toBeGreaterThan(0);
      for (const limit of [7, 50]) {
        expect(await allPages({ kind: 'player-keys', keys }, search, sort, limit)).toEqual(want);
        expect(await allPages({ kind: 'time-order' }, search, sort, limit)).toEqual(want);
      }
    }
  });

  it('plans a search of stop words alone as matching nothing, as its empty tsquery does', async () => {
    const stopWords = { tsQuery: 'the & of', incorrectOnly: false };
    expect(await planSearch(db.dataSource, PLAYER, stopWords, 51)).toEqual({ kind: 'no-match' });
    expect(
      await selectUserAnswersBy({ kind: 'time-order' }, db.dataSource, PLAYER, stopWords, 'desc', null, 51),
    ).toEqual([]);
  });

  it('walks in time order for a word in most of the player’s answers, and reads the index for rarer ones', async () => {
    // 120 answers and pages of 20: the plans cost the same where √(20 × 120) ≈ 49 answers match.
    const plan = async (tsQuery: string) =>
      (await planSearch(db.dataSource, PLAYER, { tsQuery, incorrectOnly: false }, 20)).kind;
    expect(await plan('question')).toBe('time-order'); // in all 120
    expect(await plan('comet')).toBe('time-order'); // in 80
    expect(await plan('glacier')).toBe('player-keys'); // in 40
    expect(await plan('comet & glacier')).toBe('player-keys'); // 120 × 80/120 × 40/120 ≈ 27 expected
  });
});
