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

interface PlanRow {
  stop_words_only: boolean;
  keys: string[];
  answers: number | string | null;
  player_share: number | string | null;
  key_shares: (number | string | null)[];
  rarest_kept_share: number | string | null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Chooses how to read a searched page from one query: the keys an answer must all hold to pass the filter
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
    `WITH wanted AS (SELECT answer_history_search_keys($1, $2, $3, $4, $5) AS keys,
                            answer_history_player_key($1) AS player),
          stats AS (SELECT most_common_elems::text::bigint[] AS elems, most_common_elem_freqs AS shares
                      FROM pg_stats
                     WHERE schemaname = current_schema() AND tablename = 'answer_history_player_keys_idx')
     SELECT length(to_tsvector('english', $2)) = 0 AS stop_words_only,
            wanted.keys::text[] AS keys,
            (SELECT reltuples FROM pg_class WHERE oid = 'answer_history'::regclass) AS answers,
            stats.shares[array_position(stats.elems, wanted.player)] AS player_share,
            ARRAY(SELECT stats.shares[array_position(stats.elems, k)] FROM unnest(wanted.keys) AS k)
              AS key_shares,
            stats.shares[array_length(stats.elems, 1) + 1] AS rarest_kept_share
       FROM wanted LEFT JOIN stats ON true`,
    [
      userId,
      filter.tsQuery.split(' & ').join(' '),
      filter.topic || null,
      filter.subtopic || null,
      filter.incorrectOnly,
    ],
  )) as PlanRow[];
  if (!row || row.stop_words_only) return { kind: 'no-match' };
  const stats: KeyStatistics = {
    answers: Number(row.answers ?? 0),
    playerShare: numberOrNull(row.player_share),
    keyShares: row.key_shares.map(numberOrNull),
    rarestKeptShare: numberOrNull(row.rarest_kept_share),
  };
  return walksInTimeOrder(stats, limit) ? { kind: 'time-order' } : { kind: 'player-keys', keys: row.keys };
}
