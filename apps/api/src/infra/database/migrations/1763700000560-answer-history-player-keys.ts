import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kind, the player's length, the player and the value, hashed to 64 bits: one key of a player's
 * answer. The length leads the player, so no player and value read as another's; a collision of two
 * hashes only lets the index return an answer that the query's own conditions then drop.
 */
const KEY = `hashtextextended(kind || ':' || length(user_id) || ':' || user_id || ':' || value, 0)`;

/**
 * A searched history page reads one GIN index whose keys belong to one player (ADR 0078): each answer is
 * indexed under a key for every lexeme of its search column, its topic, its subtopic (both lowered) and,
 * when it was not right, a wrong-answer key, and one player key. A search intersects only that player's posting lists, where the
 * btree_gin index of ADR 0075 intersected the player's 100,000-row list with each word's list across every
 * player. It replaces that index. Keys are bigint: cheaper to compare and store than text under a collation.
 * `answer_history_search_keys` builds the keys a filter asks for, from the same expression. The player key
 * is never searched for: its frequency in the index's statistics says how many answers the player has,
 * from which the api chooses how to read a searched page. The functions
 * use only built-in functions, so they read the same whatever the search_path of the session evaluating
 * them (autovacuum's ANALYZE of the index expression included).
 */
export class AnswerHistoryPlayerKeys1763700000560 implements MigrationInterface {
  name = 'AnswerHistoryPlayerKeys1763700000560';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION answer_history_keys(user_id text, search tsvector, topic text, subtopic text,
                                          is_correct boolean)
      RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT array_agg(${KEY})
          FROM (SELECT 'w' AS kind, lexeme AS value FROM unnest(tsvector_to_array(search)) AS lexeme
                UNION ALL SELECT 't', lower(topic)
                UNION ALL SELECT 's', lower(subtopic)
                UNION ALL SELECT 'x', '' WHERE NOT is_correct
                UNION ALL SELECT 'p', '') AS keys
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION answer_history_search_keys(user_id text, words text, topic text, subtopic text,
                                                 incorrect_only boolean)
      RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT coalesce(array_agg(${KEY}), '{}')
          FROM (SELECT 'w' AS kind, lexeme AS value
                  FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, words))) AS lexeme
                UNION ALL SELECT 't', lower(topic) WHERE topic IS NOT NULL
                UNION ALL SELECT 's', lower(subtopic) WHERE subtopic IS NOT NULL
                UNION ALL SELECT 'x', '' WHERE incorrect_only) AS keys
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION answer_history_player_key(user_id text)
      RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ${KEY} FROM (SELECT 'p' AS kind, '' AS value) AS keys $$`);
    await queryRunner.query(
      `CREATE INDEX answer_history_player_keys_idx ON answer_history
         USING gin (answer_history_keys(user_id, search, topic, subtopic, is_correct))`,
    );
    await queryRunner.query(`DROP INDEX answer_history_user_search_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX answer_history_user_search_idx ON answer_history USING gin (user_id, search)`,
    );
    await queryRunner.query(`DROP INDEX answer_history_player_keys_idx`);
    await queryRunner.query(`DROP FUNCTION answer_history_player_key(text)`);
    await queryRunner.query(`DROP FUNCTION answer_history_search_keys(text, text, text, text, boolean)`);
    await queryRunner.query(`DROP FUNCTION answer_history_keys(text, tsvector, text, text, boolean)`);
  }
}
