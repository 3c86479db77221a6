import type { DataSource } from 'typeorm';
import type { UserAnswersFilter } from './select-user-answers.js';

/** How a searched page is read: the player-keys GIN index, a walk in time order, or not at all. */
export type SearchPlan =
  { kind: 'player-keys'; keys: string[] } | { kind: 'time-order' } | { kind: 'no-match' };

/** What ANALYZE knows of the player-keys index: shares of all answers, as `pg_stats` gives them. */
export interface KeyStatistics {
  /** Rows in answer_history (`pg_class.reltuples`); 0 or less before the first ANALYZE. */
  answers: number;
  /** The player key's share, or null when the player is not among the index's most common elements. */
  playerShare: number | null;
  /** Each searched key's share, or null for a key rarer than every element ANALYZE kept. */
  keyShares: (number | null)[];
  /** The share of the rarest element ANALYZE kept: an upper bound for the keys it did not. */
  rarestKeptShare: number | null;
}

/**
 * Whether walking the player's answers in time order is cheaper than reading every match from the
 * player-keys index (ADR 0078). Reading the index costs a heap visit per match before the top `limit` can
 * be sorted; walking costs a visit per answer passed until `limit` match, about limit × player's answers ÷
 * matches. They meet where matches = √(limit × player's answers): 2,258 at 50 + 1 of 100,000. Matches are
 * estimated as the player's answers times each key's share of them, as if independent within the player's
 * answers. Without statistics, or for a player too small to be among the most common keys, the index:
 * its cost is bounded by the player's few answers.
 */
export function walksInTimeOrder(stats: KeyStatistics, limit: number): boolean {
  if (stats.answers <= 0 || stats.playerShare === null || stats.rarestKeptShare === null) return false;
  const playerAnswers = stats.playerShare * stats.answers;
  const expectedMatches = stats.keyShares.reduce<number>(
    (matches, share) =>
      matches * Math.min(1, ((share ?? stats.rarestKeptShare!) * stats.answers) / playerAnswers),
    playerAnswers,
  );
  return expectedMatches >= Math.sqrt(limit * playerAnswers);
}

/** How long the index's statistics are reused: they change only when ANALYZE runs. */
const STATISTICS_TTL_MS = 60_000;

interface IndexStatistics {
  answers: number;
  /** Each element ANALYZE kept (a key, as text) and its share of all answers. */
  shares: Map<string, number>;
  rarestKeptShare: number | null;
  readAt: number;
}

/** Per database: reading `pg_stats` takes PostgreSQL some 3 ms to plan, more than the searched page. */
const statisticsOf = new WeakMap<DataSource, IndexStatistics>();

async function indexStatistics(dataSource: DataSource): Promise<IndexStatistics> {
  const cached = statisticsOf.get(dataSource);
  if (cached && Date.now() - cached.readAt < STATISTICS_TTL_MS) return cached;
  const [row] = (await dataSource.query(
    `SELECT (SELECT reltuples FROM pg_class WHERE oid = 'answer_history'::regclass) AS answers,
            stats.most_common_elems::text::bigint[]::text[] AS elems, stats.most_common_elem_freqs AS shares
       FROM (SELECT 1) AS one
       LEFT JOIN pg_stats AS stats
         ON stats.schemaname = current_schema() AND stats.tablename = 'answer_history_player_keys_idx'`,
  )) as [{ answers: number | string | null; elems: string[] | null; shares: (number | string)[] | null }];
  const elems = row.elems ?? [];
  const shares = (row.shares ?? []).map(Number);
  const statistics: IndexStatistics = {
    answers: Number(row.answers ?? 0),
    shares: new Map(elems.map((elem, i) => [elem, shares[i]!])),
    // After the elements' shares come the least and the greatest of them, then the share of empty arrays.
    rarestKeptShare: elems.length > 0 ? shares[elems.length]! : null,
    readAt: Date.now(),
  };
  statisticsOf.set(dataSource, statistics);
  return statistics;
}

/**
 * Chooses how to read a searched page: the keys an answer must all hold to pass the filter
 * (`answer_history_search_keys`, migration 1763700000560: each word's lexeme stemmed as the search column
 * is, the topic, the subtopic, the wrong-answer key; as text, so 64-bit keys survive both drivers), and
 * their shares in the index's statistics. Words that are all stop words make an empty tsquery, which
 * matches nothing.
 */
export async function planSearch(
  dataSource: DataSource,
  userId: string,
  filter: UserAnswersFilter & { tsQuery: string },
  limit: number,
): Promise<SearchPlan> {
  const [row] = (await dataSource.query(
    `SELECT length(to_tsvector('english', $2)) = 0 AS stop_words_only,
            answer_history_search_keys($1, $2, $3, $4, $5)::text[] AS keys,
            answer_history_player_key($1)::text AS player`,
    [
      userId,
      filter.tsQuery.split(' & ').join(' '),
      filter.topic || null,
      filter.subtopic || null,
      filter.incorrectOnly,
    ],
  )) as [{ stop_words_only: boolean; keys: string[]; player: string }];
  if (row.stop_words_only) return { kind: 'no-match' };
  const statistics = await indexStatistics(dataSource);
  const stats: KeyStatistics = {
    answers: statistics.answers,
    playerShare: statistics.shares.get(row.player) ?? null,
    keyShares: row.keys.map((key) => statistics.shares.get(key) ?? null),
    rarestKeptShare: statistics.rarestKeptShare,
  };
  return walksInTimeOrder(stats, limit) ? { kind: 'time-order' } : { kind: 'player-keys', keys: row.keys };
}
