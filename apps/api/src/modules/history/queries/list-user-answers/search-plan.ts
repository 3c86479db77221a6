import type { DataSource } from 'typeorm';
import type { UserAnswersFilter } from './select-user-answers.js';

/**
 * Estimated matches from which a searched page walks the player's answers in time order instead of reading
 * the player-keys index (ADR 0078). Reading the index costs a heap visit per match before the top 50 can be
 * sorted; walking costs a visit per answer passed until 50 match. At 100,000 answers the two meet near
 * √(50 × 100,000) ≈ 2,200 matches; the planner's estimate multiplies the keys' frequencies as if
 * independent, so it is low for several common words, which only keeps those on the index where they belong.
 */
export const WALK_FROM_ESTIMATED_MATCHES = 2_000;

/** How a searched page is read: the player-keys GIN index, a walk in time order, or not at all. */
export type SearchPlan =
  { kind: 'player-keys'; keys: string[] } | { kind: 'time-order' } | { kind: 'no-match' };

/**
 * The player-keys an answer must all hold to pass the filter (`answer_history_search_keys`, migration
 * 1763700000560): each word's lexeme, stemmed as the search column is, the topic and the subtopic, the
 * wrong-answer key; as text, so 64-bit keys survive both drivers. null when every word is a stop word:
 * the tsquery is then empty and matches nothing.
 */
export async function searchKeys(
  dataSource: DataSource,
  userId: string,
  filter: UserAnswersFilter & { tsQuery: string },
): Promise<string[] | null> {
  const words = filter.tsQuery.split(' & ').join(' ');
  const [row] = (await dataSource.query(
    `SELECT length(to_tsvector('english', $2)) = 0 AS stop_words_only,
            answer_history_search_keys($1, $2, $3, $4, $5)::text[] AS keys`,
    [userId, words, filter.topic || null, filter.subtopic || null, filter.incorrectOnly],
  )) as { stop_words_only: boolean; keys: string[] }[];
  return !row || row.stop_words_only ? null : row.keys;
}

/** The planner's own estimate of the answers holding every key, from the index's element statistics. */
async function estimatedMatches(dataSource: DataSource, keys: string[]): Promise<number> {
  const [row] = (await dataSource.query(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM answer_history
      WHERE answer_history_keys(user_id, search, topic, subtopic, is_correct) @> $1::text[]::bigint[]`,
    [keys],
  )) as { 'QUERY PLAN': unknown }[];
  const explained = row?.['QUERY PLAN'];
  const plans = (typeof explained === 'string' ? JSON.parse(explained) : explained) as {
    Plan: { 'Plan Rows': number };
  }[];
  return plans[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * Chooses how to read a searched page by how many answers the search is expected to match: few, and the
 * player-keys index finds them all for a sort; many, and walking the player's answers in time order meets
 * a page of them first.
 */
export async function planSearch(
  dataSource: DataSource,
  userId: string,
  filter: UserAnswersFilter & { tsQuery: string },
): Promise<SearchPlan> {
  const keys = await searchKeys(dataSource, userId, filter);
  if (keys === null) return { kind: 'no-match' };
  return (await estimatedMatches(dataSource, keys)) >= WALK_FROM_ESTIMATED_MATCHES
    ? { kind: 'time-order' }
    : { kind: 'player-keys', keys };
}
