import type { SqlPool } from '../infra/database/sql-pool.js';

export const BENCH_PLAYER_ID = 'bench-history-player';
export const BENCH_PLAYER_TOKEN = 'bench-history-token';

const TOPICS = [
  'Space',
  'Biology',
  'History',
  'Art',
  'Music',
  'Geography',
  'Chemistry',
  'Physics',
  'Literature',
  'Sport',
  'Film',
  'Food',
  'Animals',
  'Mythology',
  'Technology',
  'Mathematics',
  'Language',
  'Architecture',
  'Ocean',
  'Dinosaurs',
];
const SUBTOPICS = ['basics', 'legends', 'records', 'discoveries', 'people'];
const NOUNS = [
  'planet',
  'river',
  'painter',
  'composer',
  'empire',
  'molecule',
  'engine',
  'novel',
  'volcano',
  'island',
  'temple',
  'king',
  'queen',
  'bridge',
  'comet',
  'forest',
  'desert',
  'glacier',
  'poem',
  'symphony',
  'theorem',
  'enzyme',
  'crystal',
  'castle',
  'harbour',
  'mountain',
  'language',
  'festival',
  'treaty',
  'battle',
];
const VERBS = [
  'discovered',
  'named',
  'built',
  'crossed',
  'painted',
  'wrote',
  'measured',
  'ruled',
  'founded',
  'orbits',
];
const ADJECTIVES = [
  'largest',
  'oldest',
  'smallest',
  'brightest',
  'deepest',
  'famous',
  'ancient',
  'northern',
  'southern',
  'first',
  'last',
  'hottest',
  'coldest',
  'longest',
  'tallest',
];
const OPTIONS = [
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Neptune',
  'Oxygen',
  'Carbon',
  'Helium',
  'Iron',
  'Gold',
  'Silver',
  'Paris',
  'Rome',
  'Cairo',
  'Lima',
  'Oslo',
  'Tokyo',
  'Nile',
  'Amazon',
  'Danube',
  'Mozart',
  'Bach',
  'Picasso',
  'Monet',
  'Homer',
  'Dante',
  'Newton',
  'Darwin',
  'Curie',
  'Euler',
  'Gauss',
  'Tesla',
  'Edison',
  'Pharaoh',
  'Caesar',
  'Napoleon',
  'Cleopatra',
  'Zeus',
  'Odin',
  'Thor',
  'Athena',
  'Apollo',
  'Hermes',
  'Triceratops',
  'Stegosaurus',
  'Velociraptor',
  'Dolphin',
  'Octopus',
  'Whale',
  'Penguin',
  'Falcon',
];

const sqlArray = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
/** The element of `words` that row `g` gets: a hash of the row and the column, so columns vary independently. */
const pick = (words: readonly string[], salt: number) =>
  `(${sqlArray(words)})[1 + abs(hashint8(g * 131 + ${salt})::bigint) % ${words.length}]`;

/** Rows per INSERT: each chunk commits on its own in well under a second (the indexes are kept, see below). */
const SEED_CHUNK_ROWS = 2_000;

/**
 * Fills answer_history with `total` rows straight in SQL, `forPlayer` of them the bench player's (every
 * tenth row, so their answers are spread through the table as a busy player's would be). The projection is
 * not under test here: the listing is. The rows go in by chunks of `SEED_CHUNK_ROWS`, each committed on its
 * own, into the table with all its indexes: a single million-row statement, or rebuilding the indexes
 * afterwards, would hold one transaction open for tens of seconds, and the event store's readers across the
 * whole cluster wait for the oldest open transaction. VACUUM then sets the visibility map, as autovacuum
 * would on a live table, and ANALYZE gives the planner its statistics.
 */
export async function seedAnswerHistory(pool: SqlPool, total: number, forPlayer: number): Promise<void> {
  const spacing = Math.floor(total / forPlayer);
  for (let from = 1; from <= total; from += SEED_CHUNK_ROWS)
    await pool.query(seedChunkSql(spacing, forPlayer), [from, Math.min(from + SEED_CHUNK_ROWS - 1, total)]);
  await pool.query(`VACUUM ANALYZE answer_history`);
}

function seedChunkSql(spacing: number, forPlayer: number): string {
  return `
    INSERT INTO answer_history (event_id, event_commit, event_prepare, session_id, user_id, question_id,
           question, option_a, option_b, option_c, option_d, correct, explanation, topic, difficulty, subtopic,
           selected_answer, is_correct, time_taken, answered_at)
    SELECT md5('event' || g)::uuid, g, g, 'session-' || (g / 10),
           CASE WHEN g % ${spacing} = 0 AND g / ${spacing} <= ${forPlayer} THEN '${BENCH_PLAYER_ID}'
                ELSE 'bench-other-' || (g % 9973) END,
           md5('question' || g)::uuid::text,
           'Which ' || ${pick(NOUNS, 7)} || ' ' || ${pick(VERBS, 3)} || ' the ' || ${pick(ADJECTIVES, 11)} || ' '
             || ${pick(NOUNS, 13)} || ' of ' || topic || ' (item' || (abs(hashint8(g * 131 + 43)::bigint) % 20000) || ')?',
           ${pick(OPTIONS, 1)}, ${pick(OPTIONS, 17)}, ${pick(OPTIONS, 29)}, ${pick(OPTIONS, 41)},
           (ARRAY['A','B','C','D'])[1 + abs(hashint8(g * 131 + 53)::bigint) % 4],
           'The ' || ${pick(ADJECTIVES, 5)} || ' ' || ${pick(NOUNS, 19)} || ' was ' || ${pick(VERBS, 23)}
             || ' long ago; see note' || (abs(hashint8(g * 131 + 47)::bigint) % 50000) || '.',
           topic, (ARRAY['easy','medium','hard'])[1 + abs(hashint8(g * 131 + 59)::bigint) % 3], topic || ' ' || ${pick(SUBTOPICS, 31)},
           CASE WHEN h < 5 THEN NULL ELSE (ARRAY['A','B','C','D'])[1 + h % 4] END,
           h >= 30, (abs(hashint8(g * 131 + 67)::bigint) % 151) / 10.0,
           timestamptz '2025-01-01T00:00:00Z' + g * interval '7 seconds'
      FROM (SELECT g, ${pick(TOPICS, 37)} AS topic, abs(hashint8(g * 131 + 61)::bigint) % 100 AS h
              FROM generate_series($1::bigint, $2::bigint) g) seed`;
}

/** The bench player's account and a live session, straight in the tables: sign-up is not under test. */
export async function seedBenchPlayer(pool: SqlPool): Promise<void> {
  await pool.query(
    `INSERT INTO "user" (id, name, email, "emailVerified") VALUES ($1, 'Bench player', 'bench-history@example.com', false)`,
    [BENCH_PLAYER_ID],
  );
  await pool.query(
    `INSERT INTO session (id, "expiresAt", token, "updatedAt", "userId")
     VALUES ('bench-history-session', now() + interval '1 day', $1, now(), $2)`,
    [BENCH_PLAYER_TOKEN, BENCH_PLAYER_ID],
  );
}
